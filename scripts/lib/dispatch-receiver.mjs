// A loopback webhook receiver for the load test: verifies every delivery with standardwebhooks (as a real
// receiver would), answers 204, and records per appointment which appointment.created events arrived and when.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { Webhook } from "standardwebhooks";

export async function startDispatchReceiver() {
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  const verifier = new Webhook(secret);
  /** appointment id -> Map(webhook-id -> deliveries) */
  const created = new Map();
  const delaysMs = [];
  const arrivals = [];
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
      if (event.type === "appointment.created") {
        const id = event.data.appointment.id;
        const byEvent = created.get(id) ?? new Map();
        const webhookId = String(request.headers["webhook-id"]);
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
    get unverified() {
      return unverified;
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

/** Every accepted booking must have exactly one appointment.created event (one webhook-id), none lost. */
export function checkDispatch(receiver, acceptedIds, trafficEndedAt = Infinity) {
  let missing = 0;
  let severalEvents = 0;
  let redelivered = 0;
  for (const id of acceptedIds) {
    const events = receiver.created.get(id);
    if (!events) missing++;
    else {
      if (events.size !== 1) severalEvents++;
      for (const count of events.values()) if (count > 1) redelivered++;
    }
  }
  const sorted = [...receiver.delaysMs].sort((a, b) => a - b);
  return {
    ok: missing === 0 && severalEvents === 0 && receiver.unverified === 0,
    summary: {
      "accepted bookings": acceptedIds.length,
      "appointment.created received": [...receiver.created.keys()].length,
      "bookings with no appointment.created": missing,
      "bookings with more than one event": severalEvents,
      "events delivered again with the same webhook-id": redelivered,
      "unverifiable deliveries": receiver.unverified,
      "delivered while the traffic ran": receiver.arrivals.filter((at) => at <= trafficEndedAt).length,
      "booking-to-delivery p50 ms": percentile(sorted, 50),
      "booking-to-delivery p99 ms": percentile(sorted, 99),
    },
  };
}

/** Waits until every accepted booking's appointment.created has arrived, or `timeoutMs` passed. */
export async function waitForDispatch(receiver, acceptedIds, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && acceptedIds.some((id) => !receiver.created.has(id))) await new Promise((resolve) => setTimeout(resolve, 250));
}
