import { spawn, type ChildProcess } from "node:child_process";

import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "./support/axe";
import { freePort } from "./support/free-port";

// A second production server on a fresh embedded database with no operator: the first run. The link
// comes from the server's own log while it runs; nothing is created from outside.
let app: ChildProcess;
let baseURL = "";
const log: string[] = [];

/** Resolves with the first log line that matches, as the server prints it. */
function logLine(pattern: RegExp, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const seen = () => log.find((line) => pattern.test(line));
    const found = seen();
    if (found) return resolve(found);
    const timer = setTimeout(() => reject(new Error(`no log line matching ${pattern} in ${timeoutMs} ms:\n${log.join("\n")}`)), timeoutMs);
    const onData = () => {
      const line = seen();
      if (!line) return;
      clearTimeout(timer);
      app.stdout?.off("data", onData);
      resolve(line);
    };
    app.stdout?.on("data", onData);
  });
}

test.beforeAll(async () => {
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  app = spawn("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PGLITE_DATA_DIR: `.data/e2e-setup-${Date.now()}`, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  app.stdout?.setEncoding("utf8");
  app.stdout?.on("data", (chunk: string) => log.push(...chunk.split("\n")));
});

test.afterAll(() => {
  if (app.exitCode === null && app.pid) process.kill(-app.pid, "SIGTERM");
});

test("the first operator is created from the one-time link in the running server's log, once", async ({ page }) => {
  test.setTimeout(120_000);
  const line = await logLine(/\[operator\] No operator account exists yet/);
  const link = /(http:\/\/\S+\/operator\/setup\?token=[A-Za-z0-9_-]{43})/.exec(line)?.[1];
  expect(link).toBeDefined();

  // The sign-in page says where to look, and does not print a second link while the first is valid.
  await page.goto(`${baseURL}/operator/sign-in`);
  await expect(page.getByRole("status")).toContainText("one-time setup link");
  expect(log.filter((entry) => entry.includes("/operator/setup?token="))).toHaveLength(1);

  // The link carries the build's site URL (NEXT_PUBLIC_SITE_URL, inlined at build time); this server listens elsewhere.
  const { pathname, search } = new URL(link!);
  await page.goto(`${baseURL}${pathname}${search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Create the first operator" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").fill("first-operator@example.com");
  await page.getByLabel(/^Password/).fill("a long enough password");
  await page.getByRole("button", { name: "Create account and sign in" }).click();
  await expect(page).toHaveURL(/\/operator$/);
  await expect(page.getByRole("heading", { level: 1, name: "Appointments" })).toBeVisible();

  // Spent: the same link creates nothing more, and the sign-in page no longer mentions a link.
  const again = await page.request.post(`${baseURL}/api/operator/setup`, {
    form: { token: new URL(link!).searchParams.get("token")!, email: "second@example.com", password: "another long password" },
    headers: { origin: baseURL },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  expect(again.headers()["location"]).toBe("/operator/setup?error=link");
  const fresh = await page.context().browser()!.newContext();
  const visitor = await fresh.newPage();
  await visitor.goto(`${baseURL}/operator/sign-in`);
  await expect(visitor.getByText("No operator account exists yet")).toHaveCount(0);
  await visitor.getByLabel("Email").fill("first-operator@example.com");
  await visitor.getByLabel("Password").fill("a long enough password");
  await visitor.getByRole("button", { name: "Sign in" }).click();
  await expect(visitor).toHaveURL(/\/operator$/);
  await fresh.close();
});
