import type { Instrumentation } from "next";

// Validates the environment once when the server starts, so a bad setting is a clear start-up message.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { parseEnv, serverEnvSchema, clientEnvSchema } = await import("./lib/env/schema");
    const { assertDatabaseForHost } = await import("./lib/env/platform");
    assertDatabaseForHost(process.env);
    parseEnv(serverEnvSchema, process.env);
    parseEnv(clientEnvSchema, process.env);
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
