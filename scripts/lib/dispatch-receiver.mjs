// A loopback webhook receiver for the load test: verifies every delivery with standardwebhooks (as a real
// receiver would), answers 204, and records per appointment which appointment.created events arrived and when.
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { Webhook } from "standardwebhooks";

export async function startDispatchReceiver() {
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  const verifier = new Webhook(secret);
  /** appointment id -> Map(webhook-id -> deliveries) */
  const created = new Map();
  const delaysMs = [];
  const arrivals = [];
  /** Every webhook-id received, of any event type: a relay must never deliver one twice. */
  const webhookIds = new Map();
  let unverified = 0;
  const server = createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      let event;
      try {
        event = verifier.verify(Buffer.concat(chunks).toString("utf8"), request.headers);
      } catch {
        unverified++;
        response.writeHead(400).end();
        return;
      }
      const webhookId = String(request.headers["webhook-id"]);
      webhookIds.set(webhookId, (webhookIds.get(webhookId) ?? 0) + 1);
      if (event.type === "appointment.created") {
        const id = event.data.appointment.id;
        const byEvent = created.get(id) ?? new Map();
        if (!byEvent.has(webhookId)) {
          delaysMs.push(Date.now() - Date.parse(event.timestamp));
          arrivals.push(Date.now());
        }
        byEvent.set(webhookId, (byEvent.get(webhookId) ?? 0) + 1);
        created.set(id, byEvent);
      }
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    env: { DISPATCH_WEBHOOK_URL: `http://127.0.0.1:${port}/dispatch`, DISPATCH_WEBHOOK_SECRET: secret },
    created,
    delaysMs,
    arrivals,
    webhookIds,
    get unverified() {
      return unverified;
    },
    /** What checkDispatch reads, as plain data (what the child process below sends its parent). */
    async snapshot() {
      return {
        created: [...created].map(([id, byEvent]) => [id, [...byEvent]]),
        delaysMs,
        arrivals,
        webhookIds: [...webhookIds],
        unverified,
      };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The receiver in a process of its own, so it answers webhooks and stamps their arrival promptly while the load
 * generator's event loop is busy with hundreds of connections: in the same process, a webhook waited for that loop,
 * which slowed the relay's sends and added to the booking-to-delivery delay it measured.
 */
export async function startDispatchReceiverProcess() {
  const child = fork(fileURLToPath(import.meta.url), ["--child"], { execArgv: [], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const pending = new Map();
  let nextRequest = 0;
  child.on("message", (message) => {
    pending.get(message.request)?.(message.data);
    pending.delete(message.request);
  });
  const ask = (type) =>
    new Promise((resolve, reject) => {
      const request = nextRequest++;
      pending.set(request, resolve);
      child.send({ type, request }, (error) => error && reject(error));
    });
  const env = await ask("env");
  return {
    env,
    pid: child.pid,
    snapshot: () => ask("snapshot"),
    close: async () => {
      await ask("close");
      child.disconnect();
    },
  };
}

if (process.argv.includes("--child") && process.send) {
  const receiver = await startDispatchReceiver();
  process.on("message", async ({ type, request }) => {
    if (type === "env") process.send({ request, data: receiver.env });
    else if (type === "snapshot") process.send({ request, data: await receiver.snapshot() });
    else if (type === "close") {
      await receiver.close();
      process.send({ request, data: null });
    }
  });
}

/**
 * Every accepted booking must have exactly one appointment.created event (one webhook-id), none lost, and no
 * webhook-id (of any event) may arrive twice: a relay redelivering what it already delivered fails the run.
 */
export async function checkDispatch(receiver, acceptedIds, trafficEndedAt = Infinity) {
  const seen = await receiver.snapshot();
  const created = new Map(seen.created.map(([id, byEvent]) => [id, new Map(byEvent)]));
  let missing = 0;
  let severalEvents = 0;
  let redelivered = 0;
  for (const id of acceptedIds) {
    const events = created.get(id);
    if (!events) missing++;
    else {
      if (events.size !== 1) severalEvents++;
      for (const count of events.values()) if (count > 1) redelivered++;
    }
  }
  const sorted = [...seen.delaysMs].sort((a, b) => a - b);
  const webhookIdsTwice = seen.webhookIds.filter(([, count]) => count > 1).length;
  return {
    ok: missing === 0 && severalEvents === 0 && redelivered === 0 && webhookIdsTwice === 0 && seen.unverified === 0,
    summary: {
      "accepted bookings": acceptedIds.length,
      "appointment.created received": created.size,
      "bookings with no appointment.created": missing,
      "bookings with more than one event": severalEvents,
      "appointment.created delivered again with the same webhook-id": redelivered,
      "webhook-ids of any event received more than once": webhookIdsTwice,
      "unverifiable deliveries": seen.unverified,
      "delivered while the traffic ran": seen.arrivals.filter((at) => at <= trafficEndedAt).length,
      "booking-to-delivery p50 ms": percentile(sorted, 50),
      "booking-to-delivery p99 ms": percentile(sorted, 99),
    },
  };
}

/** Waits until every accepted booking's appointment.created has arrived, or `timeoutMs` passed. */
export async function waitForDispatch(receiver, acceptedIds, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const arrived = new Set((await receiver.snapshot()).created.map(([id]) => id));
    if (acceptedIds.every((id) => arrived.has(id))) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
