import "server-only";

import { parseEnv, serverEnvSchema, type ServerEnv } from "./schema";

let cached: ServerEnv | undefined;

/** The validated server environment; read lazily so tests can change process.env between cases. */
export function serverEnv(): ServerEnv {
  cached ??= parseEnv(serverEnvSchema, process.env);
  return cached;
}

export function resetServerEnvForTests(): void {
  cached = undefined;
}
