import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Webhook } from "standardwebhooks";
import { listenOnLoopback, type LoopbackServer } from "./loopback-server";

/** A loopback port nobody listens on (for "connection refused"). */
export async function unusedPort(): Promise<number> {
  const probe = createServer();
  const { port, close } = await listenOnLoopback(probe);
  await close();
  return port;
}

export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.from("fixpilot-test-webhook-secret-32b").toString("base64")}`;

export interface ReceivedWebhook {
  id: string;
  type: string;
  body: { type: string; timestamp: string; data: Record<string, unknown> };
  /** The status this receiver answered (or "hang"). */
  answered: number | "hang";
}

export type Behaviour = (request: ReceivedWebhook, attempt: number) => number | "hang" | Promise<number | "hang">;

/**
 * A dispatch receiver on loopback: verifies every request with standardwebhooks (an unverifiable one fails the
 * test through `unverified`), records it, and answers as `behaviour` says. Tracks requests in flight per webhook-id.
 */
export async function startWebhookReceiver(behaviour: Behaviour = () => 204, port = 0) {
  const verifier = new Webhook(TEST_WEBHOOK_SECRET);
  const received: ReceivedWebhook[] = [];
  const unverified: string[] = [];
  const inFlight = new Map<string, number>();
  let overlaps = 0;
  const attemptsById = new Map<string, number>();
  const hung: ServerResponse[] = [];

  const server = createServer((request, response) => void handle(request, response));
  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    let body: ReceivedWebhook["body"];
    try {
      body = verifier.verify(raw, request.headers as Record<string, string>) as ReceivedWebhook["body"];
    } catch (error) {
      unverified.push(String(error));
      response.writeHead(400).end();
      return;
    }
    const id = String(request.headers["webhook-id"]);
    const attempt = (attemptsById.get(id) ?? 0) + 1;
    attemptsById.set(id, attempt);
    const count = (inFlight.get(id) ?? 0) + 1;
    if (count > 1) overlaps += 1;
    inFlight.set(id, count);
    const record: ReceivedWebhook = { id, type: body.type, body, answered: 0 };
    received.push(record);
    const answer = await behaviour(record, attempt);
    record.answered = answer;
    inFlight.set(id, (inFlight.get(id) ?? 1) - 1);
    if (answer === "hang") {
      hung.push(response);
      return;
    }
    response.writeHead(answer).end();
  }
  const loopback: LoopbackServer = await listenOnLoopback(server, port);
  return {
    url: `http://127.0.0.1:${loopback.port}/hooks/dispatch`,
    port: loopback.port,
    received,
    unverified,
    get overlaps() {
      return overlaps;
    },
    /** Ids answered with a 2xx, with how often. */
    deliveredCounts(): Map<string, number> {
      const counts = new Map<string, number>();
      for (const item of received) if (typeof item.answered === "number" && item.answered < 300) counts.set(item.id, (counts.get(item.id) ?? 0) + 1);
      return counts;
    },
    close: () => loopback.close(),
  };
}
