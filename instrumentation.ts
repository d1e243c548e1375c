import type { Instrumentation } from "next";

// Validates the environment once when the server starts, so a bad setting is a clear start-up message.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { parseEnv, serverEnvSchema, clientEnvSchema } = await import("./lib/env/schema");
    const { assertDatabaseForHost } = await import("./lib/env/platform");
    assertDatabaseForHost(process.env);
    parseEnv(serverEnvSchema, process.env);
    parseEnv(clientEnvSchema, process.env);
  }
}

/** Every error Next catches while serving a request, logged once with the request's id (see proxy.ts). */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("./lib/server/request-errors");
  logRequestError(error, request, context);
};
