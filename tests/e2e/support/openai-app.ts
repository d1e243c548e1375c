// A second production server of the app, configured with an OpenAI-compatible provider that is the local
// stand-in (tests/support/openai-stub.ts) running in the test worker, so a spec can script the model's
// replies and failures. Uses the same build as the main webServer; started on E2E_OPENAI_PORT or a free loopback port.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

import { startOpenAIStub, type OpenAIStub } from "../../support/openai-stub";

export interface OpenAIApp {
  baseURL: string;
  stub: OpenAIStub;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
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
    await waitUntilUp(`${baseURL}/robots.txt`, app, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stub, stop };
}
