import { defineConfig, devices } from "@playwright/test";

import { chromiumArgs } from "./playwright.config";
import baseConfig from "./playwright.config";

/**
 * The deployment smoke suite (`npm run test:deploy`, scripts/test-deploy.mjs): the same browser, against a
 * server that script has already started the way hosts run it (the standalone output from a read-only copy,
 * PostgreSQL through PgBouncer in transaction mode, Redis rate limits). No webServer here.
 */
const port = Number(process.env.E2E_PORT ?? 3200);

export default defineConfig({
  testDir: "./tests",
  testMatch: ["deploy/**/*.spec.ts", "e2e/csp.spec.ts"],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: { ...baseConfig.use?.launchOptions, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
});
