/**
 * Relay throughput: how many outbox events per second the relay delivers to a loopback webhook receiver.
 *
 *   npm run bench:dispatch                          PostgreSQL (BENCH_DATABASE_URL, default the local `test`
 *                                                   database), a throwaway schema dropped afterwards
 *   BENCH_DISPATCH_EVENTS=5000 npm run bench:dispatch
 *
 * Writes N bookings (each with its appointment.created event) first, then times one relay (batches of
 * BENCH_DISPATCH_BATCH, default 50) delivering every webhook; only the webhook channel runs, as emails would measure
 * the mail server. Traffic only goes to loopback.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { Webhook } from "standardwebhooks";
import { createAppointment } from "../lib/booking/create";
import { bookingRequestSchema } from "../lib/booking/schema";
import { quoteIdentifier, resolveDatabaseConfig } from "../lib/db/config";
import { openDatabase } from "../lib/db/open";
import { relayUntilIdle } from "../lib/dispatch/relay";
import { createWebhookChannel } from "../lib/dispatch/webhook";

const DATABASE_URL = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/test";
const EVENTS = Math.min(Math.max(Number(process.env.BENCH_DISPATCH_EVENTS) || 2000, 10), 50_000);
const BATCH = Math.min(Math.max(Number(process.env.BENCH_DISPATCH_BATCH) || 50, 1), 500);
const SECRET = `whsec_${Buffer.from("fixpilot-bench-dispatch-secret-32").toString("base64")}`;

async function main(): Promise<void> {
  const url = new URL(DATABASE_URL);
  if (!["127.0.0.1", "localhost", "::1"].includes(url.hostname)) throw new Error("BENCH_DATABASE_URL must point at a loopback address");
  const schema = `bench_dispatch_${process.pid}_${Date.now()}`;
  url.searchParams.set("schema", schema);
  const verifier = new Webhook(SECRET);
  let received = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      verifier.verify(Buffer.concat(chunks).toString("utf8"), request.headers as Record<string, string>);
      received++;
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dispatch`;
  const database = await openDatabase(resolveDatabaseConfig({ ...process.env, DATABASE_URL: url.toString() }), {});
  try {
    const body = bookingRequestSchema.parse({
      name: "Bench Homeowner",
      email: "bench@example.com",
      phone: "555-0100",
      category: "plumbing",
      preferredDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      timeFrame: "8-12",
      issue: "Leaky Faucet",
      timeZone: "America/Chicago",
    });
    for (let written = 0; written < EVENTS; written += 50) {
      await Promise.all(Array.from({ length: Math.min(50, EVENTS - written) }, () => createAppointment(database.prisma, body, null)));
    }
    const channels = [createWebhookChannel({ url: receiverUrl, secret: SECRET, prisma: database.prisma })];
    const started = performance.now();
    const result = await relayUntilIdle({ prisma: database.prisma, channels, batchSize: BATCH }, Number.MAX_SAFE_INTEGER);
    const seconds = (performance.now() - started) / 1000;
    console.table({
      events: EVENTS,
      "batch size": BATCH,
      delivered: result.delivered,
      "received (verified)": received,
      seconds: seconds.toFixed(2),
      "events/s": Math.round(result.delivered / seconds),
    });
    if (result.delivered !== EVENTS || received !== EVENTS) process.exitCode = 1;
  } finally {
    await database.close();
    server.closeAllConnections();
    server.close();
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`).finally(() => client.end());
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
