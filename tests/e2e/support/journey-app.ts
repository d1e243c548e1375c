// A second production server of the app with its peers configured, as an operator would deploy it: the dispatch
// webhook (Standard Webhooks), SMTP and a Twilio account, each pointed at a loopback stand-in running in the test
// worker (the webhook receiver, smtp-server, the Twilio-compatible server), so a spec sees what leaves the app.
// Uses the same build as the main webServer (`npm start`, the standalone server), on E2E_JOURNEY_PORT or a free
// loopback port; PGlite in a fresh folder, or PostgreSQL when E2E_DATABASE_URL is set, in a schema of its own
// (the main server's relay would otherwise deliver this server's events with its own, unconfigured channels).
import { spawn } from "node:child_process";

import { startFakeTwilio, TEST_TWILIO_FROM, TEST_TWILIO_SID, TEST_TWILIO_TOKEN, type FakeTwilio } from "../../support/fake-twilio";
import { startSmtpCapture, type SmtpCapture } from "../../support/smtp-capture";
import { startWebhookReceiver, TEST_WEBHOOK_SECRET } from "../../support/webhook-receiver";
import { freePort } from "./free-port";

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

export interface JourneyApp {
  baseURL: string;
  webhooks: WebhookReceiver;
  twilio: FakeTwilio;
  smtp: SmtpCapture;
  stop(): Promise<void>;
}

/** E2E_DATABASE_URL with `_journey` added to its schema (PostgreSQL's public when it names none). */
function journeyDatabaseUrl(): string {
  const main = process.env.E2E_DATABASE_URL;
  if (!main) return "";
  const url = new URL(main);
  url.searchParams.set("schema", `${url.searchParams.get("schema") ?? "public"}_journey`);
  return url.toString();
}

export async function startJourneyApp(): Promise<JourneyApp> {
  const [webhooks, twilio, smtp] = await Promise.all([startWebhookReceiver(), startFakeTwilio(), startSmtpCapture()]);
  const port = Number(process.env.E2E_JOURNEY_PORT) || (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  // The test-only operator of playwright.config.ts, created before the server opens the database (PGlite allows one
  // process per folder), for the console's delivery log.
  const command = `printf '%s\\n' "$E2E_OPERATOR_PASSWORD" | npx tsx scripts/operator-create.ts --email "$E2E_OPERATOR_EMAIL" && npm start`;
  const app = spawn("sh", ["-c", command], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      PGLITE_DATA_DIR: `.data/e2e-journey-${Date.now()}`,
      DATABASE_URL: journeyDatabaseUrl(),
      OPENAI_API_KEY: "",
      YOUTUBE_API_KEY: "",
      GOOGLE_MAPS_API_KEY: "",
      NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "",
      IP_GEOLOCATION_URL: "",
      RATE_LIMIT_MULTIPLIER: "50",
      // The public address: the links in webhooks, emails and texts, and the address Twilio signs inbound texts for.
      NEXT_PUBLIC_SITE_URL: baseURL,
      DISPATCH_WEBHOOK_URL: webhooks.url,
      DISPATCH_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      SMTP_URL: smtp.url,
      MAIL_FROM: "FixPilot <bookings@fixpilot.test>",
      OPERATOR_EMAIL: "ops@fixpilot.test",
      TWILIO_ACCOUNT_SID: TEST_TWILIO_SID,
      TWILIO_AUTH_TOKEN: TEST_TWILIO_TOKEN,
      TWILIO_FROM: TEST_TWILIO_FROM,
      TWILIO_MESSAGING_SERVICE_SID: "",
      TWILIO_API_URL: twilio.url,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  // The server's last lines, for the error when it does not come up.
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    log.splice(0, Math.max(0, log.length - 40));
  };
  app.stdout?.on("data", keep);
  app.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => app.once("exit", () => resolve()));
  const stop = async () => {
    // The process group: sh, npm start and the server it started, which closes its database on SIGTERM.
    if (app.exitCode === null && app.signalCode === null && app.pid) {
      try {
        process.kill(-app.pid, "SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      } catch {
        // The group had already gone.
      }
    }
    await Promise.all([webhooks.close(), twilio.close(), smtp.close()]);
  };
  try {
    await waitUntilHealthy(`${baseURL}/api/health`, () => app.exitCode, 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${log.join("\n")}`);
  }
  return { baseURL, webhooks, twilio, smtp, stop };
}

/** /api/health answers 200 once the database is open and migrated, as a load balancer would wait for. */
async function waitUntilHealthy(url: string, exitCode: () => number | null, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode() !== null) throw new Error(`the journey's server exited with ${exitCode()}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}
