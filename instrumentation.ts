import type { Instrumentation } from "next";

// Validates the environment once when the server starts, so a bad setting is a clear start-up message.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { parseEnv, serverEnvSchema, clientEnvSchema } = await import("./lib/env/schema");
    const { assertDatabaseForHost } = await import("./lib/env/platform");
    assertDatabaseForHost(process.env);
    parseEnv(serverEnvSchema, process.env);
    parseEnv(clientEnvSchema, process.env);
    // On the embedded database only the server may open the data folder, so the first operator comes from a
    // one-time link printed here (lib/operator/setup.ts). Not awaited: start-up never waits on the database.
    if (!process.env.DATABASE_URL?.trim()) void announceFirstOperatorSetup();
    // One of several server processes (scripts/start.mjs): the relay process takes the peers' deliveries and sweeps.
    if (process.env.FIXPILOT_SERVER_ROLE === "relay") (await import("./lib/dispatch/relay-process")).listenForHandOffs();
  }
}

async function announceFirstOperatorSetup(): Promise<void> {
  try {
    const [{ getDb }, { issueSetupLinkIfNeeded }, { absoluteUrl }] = await Promise.all([
      import("./lib/db"),
      import("./lib/operator/setup"),
      import("./config/site"),
    ]);
    await issueSetupLinkIfNeeded(await getDb(), absoluteUrl("/"));
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
