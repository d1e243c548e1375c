// A second production server of the app, configured with an OpenAI-compatible provider that is the local
// stand-in (tests/support/openai-stub.ts) running in the test worker, so a spec can script the model's
// replies and failures. Uses the same build as the main webServer; started on E2E_OPENAI_PORT or a free loopback port.
import { spawn, type ChildProcess } from "node:child_process";

import { freePort } from "./free-port";
import { startOpenAIStub, type OpenAIStub } from "../../support/openai-stub";

export interface OpenAIApp {
  baseURL: string;
  stub: OpenAIStub;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, app: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`next start exited with ${app.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}

export async function startOpenAIApp(): Promise<OpenAIApp> {
  const stub = await startOpenAIStub();
  // E2E_OPENAI_PORT pins the port (CI machines that hand out port ranges); otherwise any free one.
  const port = Number(process.env.E2E_OPENAI_PORT) || (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const app = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      PGLITE_DATA_DIR: `.data/e2e-openai-${Date.now()}`,
      DATABASE_URL: "",
      OPENAI_API_KEY: "sk-e2e-stand-in-0000",
      OPENAI_BASE_URL: stub.baseURL,
      OPENAI_TIMEOUT_MS: "3000",
      YOUTUBE_API_KEY: "",
      GOOGLE_MAPS_API_KEY: "",
      NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "",
      IP_GEOLOCATION_URL: "",
      RATE_LIMIT_MULTIPLIER: "50",
    },
    stdio: "ignore",
    detached: true,
  });
  const stop = async () => {
    // The process group: npx and the next server it started.
    if (app.exitCode === null && app.pid) process.kill(-app.pid, "SIGTERM");
    await stub.close();
  };
  try {
    // /api/health answers 200 only once the database is open and migrated, as a load balancer would wait: a fresh
    // PGlite folder takes seconds to migrate on a busy CI machine, which the first chat turn must not pay.
    await waitUntilUp(`${baseURL}/api/health`, app, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stub, stop };
}
