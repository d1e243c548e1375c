import { existsSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3200);
// An operator account for the console tests, created in the throwaway database before the server starts (PGlite
// allows one process per folder). Test-only credentials: the app itself has no default account.
process.env.E2E_OPERATOR_EMAIL ??= "e2e-operator@example.com";
process.env.E2E_OPERATOR_PASSWORD ??= "e2e-operator-password-for-tests";
const baseURL = `http://127.0.0.1:${port}`;
// Debian's Chromium where present: `npx playwright install` cannot download browsers on these machines.
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost",
];

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries, in CI either: a flaky test must show, not pass on its second go.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? systemChromium, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // A production build, started on embedded defaults: no keys, PGlite in a throwaway folder.
  webServer: {
    command: `printf '%s\\n' "$E2E_OPERATOR_PASSWORD" | npx tsx scripts/operator-create.ts --email "$E2E_OPERATOR_EMAIL" && npm start`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      // `npm start` runs the standalone server.js as deployed (scripts/start.mjs), on this machine only.
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      PGLITE_DATA_DIR: process.env.E2E_PGLITE_DIR ?? `.data/e2e-${Date.now()}`,
      // PGlite by default; E2E_DATABASE_URL (with a ?schema= of its own, created on start) runs the journeys on PostgreSQL.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      OPENAI_API_KEY: "",
      YOUTUBE_API_KEY: "",
      GOOGLE_MAPS_API_KEY: "",
      NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "",
      IP_GEOLOCATION_URL: "",
      // Every browser test comes from 127.0.0.1 and would share one rate-limit bucket.
      RATE_LIMIT_MULTIPLIER: "50",
    },
  },
});
