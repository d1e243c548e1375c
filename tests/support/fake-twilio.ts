import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import twilio from "twilio";
import { listenOnLoopback } from "./loopback-server";

export const TEST_TWILIO_SID = `AC${"0123456789abcdef".repeat(2)}`;
export const TEST_TWILIO_TOKEN = "fixpilot-test-auth-token-0123456789";
export const TEST_TWILIO_FROM = "+15125550100";
/** The account the suites configure, as the environment variables the app reads. */
export const TEST_TWILIO_ENV = { TWILIO_ACCOUNT_SID: TEST_TWILIO_SID, TWILIO_AUTH_TOKEN: TEST_TWILIO_TOKEN, TWILIO_FROM: TEST_TWILIO_FROM };

/** Twilio's "invalid To number" error (21211) for this number, as Twilio's magic test numbers do. */
export const INVALID_TO_NUMBER = "+15005550001";

export interface FakeTwilioMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  body: string;
  statusCallback: string | undefined;
  /** The request's Basic credentials were the account's. */
  authorized: boolean;
}

/** Form-encoded parameters as Twilio signs and sends them. */
function form(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

/**
 * A Twilio-compatible server on loopback: takes `POST /2010-04-01/Accounts/{sid}/Messages.json` as the real API does
 * (Basic auth, form body, Twilio's JSON message or error shape), and plays Twilio's side of the webhooks: status
 * callbacks and inbound texts, signed with the auth token by the twilio package's own getExpectedTwilioSignature.
 */
export async function startFakeTwilio(options: { authToken?: string; port?: number } = {}) {
  const authToken = options.authToken ?? TEST_TWILIO_TOKEN;
  const messages: FakeTwilioMessage[] = [];
  const server = createServer((request, response) => void handle(request, response));

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const match = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/.exec(request.url ?? "");
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method !== "POST" || !match) return reply(404, { code: 20404, message: "The requested resource was not found", status: 404 });
    const expected = `Basic ${Buffer.from(`${match[1]}:${authToken}`).toString("base64")}`;
    const authorized = request.headers.authorization === expected;
    if (!authorized) return reply(401, { code: 20003, message: "Authenticate", status: 401 });
    const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
    if (!params.To || !params.Body || (!params.From && !params.MessagingServiceSid)) {
      return reply(400, { code: 21604, message: "A 'To', 'Body' and 'From' or 'MessagingServiceSid' are required", status: 400 });
    }
    if (params.To === INVALID_TO_NUMBER) {
      return reply(400, { code: 21211, message: `The 'To' number ${params.To} is not a valid phone number.`, status: 400 });
    }
    const sid = `SM${randomBytes(16).toString("hex")}`;
    messages.push({
      sid,
      accountSid: match[1],
      to: params.To,
      from: params.From,
      messagingServiceSid: params.MessagingServiceSid,
      body: params.Body,
      statusCallback: params.StatusCallback,
      authorized,
    });
    reply(201, {
      sid,
      account_sid: match[1],
      to: params.To,
      from: params.From ?? null,
      messaging_service_sid: params.MessagingServiceSid ?? null,
      body: params.Body,
      status: params.MessagingServiceSid ? "accepted" : "queued",
      num_segments: "1",
      direction: "outbound-api",
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${match[1]}/Messages/${sid}.json`,
    });
  }

  const { port, close } = await listenOnLoopback(server, options.port);

  /** POSTs Twilio's webhook to `url`, signed for `signedUrl` (the public address the app is configured with). */
  async function post(url: string, params: Record<string, string>, signature: string | null | undefined, signedUrl = url) {
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
    const value = signature === undefined ? twilio.getExpectedTwilioSignature(authToken, signedUrl, params) : signature;
    if (value !== null) headers["x-twilio-signature"] = value;
    return fetch(url, { method: "POST", headers, body: form(params) });
  }

  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    close,
    post,
    /** Twilio's status callback for a message it took ("sent", "delivered", "undelivered" with an error code...). */
    statusCallback(message: FakeTwilioMessage, status: string, extra: Record<string, string> = {}, signature?: string | null) {
      const params = { MessageSid: message.sid, MessageStatus: status, AccountSid: message.accountSid, To: message.to, From: message.from ?? "", ...extra };
      return post(message.statusCallback!, params, signature);
    },
    /** A text from a homeowner's phone to ours, as Twilio forwards it to the inbound webhook. */
    inbound(url: string, from: string, body: string, options: { signature?: string | null; signedUrl?: string } = {}) {
      const params = {
        MessageSid: `SM${randomBytes(16).toString("hex")}`,
        AccountSid: TEST_TWILIO_SID,
        From: from,
        To: TEST_TWILIO_FROM,
        Body: body,
        NumMedia: "0",
      };
      return post(url, params, options.signature, options.signedUrl);
    },
  };
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
