// No "server-only": instrumentation.ts (start-up), proxy.ts and next.config.ts (build) all use this.

import { assertDatabaseForHost, assertPhotoStoreForHost } from "./platform";
import { clientEnvSchema, parseEnv, serverEnvSchema } from "./schema";

type Env = Record<string, string | undefined>;

/**
 * Every problem with the environment as one message naming each bad variable, or null when all is well: the server
 * and public schemas (lib/env/schema.ts) and the host checks (lib/env/platform.ts).
 */
export function environmentProblem(env: Env = process.env): string | null {
  const problems: string[] = [];
  for (const check of [
    () => assertDatabaseForHost(env),
    () => assertPhotoStoreForHost(env),
    () => parseEnv(serverEnvSchema, env),
    () => parseEnv(clientEnvSchema, env),
  ]) {
    try {
      check();
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  return problems.length > 0 ? problems.join("\n") : null;
}

let checked: { problem: string | null; logged: boolean } | undefined;

/**
 * The environment's problem, checked once per process, for the request path on serverless hosts (where start-up cannot
 * stop the function): the first call that finds one logs it, naming the variable.
 */
export function environmentProblemForRequest(env: Env = process.env): string | null {
  checked ??= { problem: environmentProblem(env), logged: false };
  if (checked.problem && !checked.logged) {
    checked.logged = true;
    console.error(`[env] The server is not configured correctly, so every request is refused:\n${checked.problem}`);
  }
  return checked.problem;
}

export function resetEnvironmentCheckForTests(): void {
  checked = undefined;
}
