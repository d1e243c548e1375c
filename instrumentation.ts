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
