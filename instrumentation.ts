import type { Instrumentation } from "next";

/**
 * Validates the environment once when the server starts. A bad setting stops a server of our own (`npm start`, the
 * container) with a message naming the variable, before any request is answered: Next.js runs this while the first
 * requests wait, and a throw here would leave it answering each of them with a bare 500. A serverless function cannot
 * stop its host, so there the message goes to the log and proxy.ts refuses every request (lib/env/check.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { environmentProblem } = await import("./lib/env/check");
    const { detectServerlessHost } = await import("./lib/env/platform");
    const problem = environmentProblem(process.env);
    if (problem) {
      if (detectServerlessHost(process.env)) {
        console.error(`[env] ${problem}`);
        return;
      }
      console.error(`\n${problem}\n\nThe server did not start. Fix the variable(s) above (in the environment or .env) and start it again.\n`);
      if (process.env.NODE_ENV === "production") process.exit(1);
      throw new Error(problem);
    }
    // Bookings before reads while the loop is saturated (lib/server/read-gate.ts). Not under `next dev`, whose
    // renders compile on first use, nor in tests that call register().
    if (process.env.NODE_ENV === "production") (await import("./lib/server/read-gate")).installReadGateFromEnv(process.env);
    const { siteOrigin, siteUrlIsConfigured } = await import("./config/site");
    if (!siteUrlIsConfigured()) {
      console.log(
        `[site] NEXT_PUBLIC_SITE_URL is not set: links in emails, the webhook, the console and the setup link use ${siteOrigin()}, ` +
          "where this server listens. Set NEXT_PUBLIC_SITE_URL to the public address if people reach the site at another one.",
      );
    }
    // On the embedded database only the server may open the data folder, so the first operator comes from a
    // one-time link printed here (lib/operator/setup.ts). Not awaited: start-up never waits on the database.
    if (!process.env.DATABASE_URL?.trim()) void announceFirstOperatorSetup();
    // One of several server processes (scripts/start.mjs): the relay process takes the peers' deliveries and sweeps.
    if (process.env.FIXPILOT_SERVER_ROLE === "relay") (await import("./lib/dispatch/relay-process")).listenForHandOffs();
  }
}

async function announceFirstOperatorSetup(): Promise<void> {
  try {
    const [{ getDb }, { issueSetupLinkIfNeeded }, { linkUrl }] = await Promise.all([
      import("./lib/db"),
      import("./lib/operator/setup"),
      import("./config/site"),
    ]);
    await issueSetupLinkIfNeeded(await getDb(), linkUrl("/"));
  } catch (error) {
    console.error("[operator] Could not check for a first operator:", error instanceof Error ? error.message : error);
  }
}

/** Every error Next catches while serving a request, logged once with the request's id (see proxy.ts). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("./lib/server/request-errors");
  logRequestError(error, request, context);
};
