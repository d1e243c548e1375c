import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { NextRequest } from "next/server";

import { register } from "../../instrumentation";
import config from "../../next.config";
import { environmentProblem, resetEnvironmentCheckForTests } from "@/lib/env/check";
import { proxy } from "@/proxy";

const saved = { ...process.env };
const BAD = [
  ["CRON_SECRET", "short"],
  ["DISPATCH_WEBHOOK_SECRET", "whsec_not base64!"],
  ["PHOTO_URL_SECRET", "too-short"],
  ["DATABASE_URL", "mysql://nope"],
  ["NEXT_PUBLIC_SITE_URL", "not a url"],
] as const;

function setEnv(env: Record<string, string>) {
  for (const key of ["VERCEL", "NETLIFY", "CF_PAGES", "AWS_LAMBDA_FUNCTION_NAME", "DATABASE_URL", ...BAD.map(([name]) => name)]) delete process.env[key];
  Object.assign(process.env, { NEXT_RUNTIME: "nodejs", FIXPILOT_BUILD_ID: "test-build" }, env);
}

beforeEach(() => resetEnvironmentCheckForTests());
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
  resetEnvironmentCheckForTests();
  jest.restoreAllMocks();
});

describe("invalid settings", () => {
  it.each(BAD)("names %s in the one message that lists every problem", (name, value) => {
    expect(environmentProblem({ [name]: value })).toContain(name);
  });

  it("lists several bad variables at once, and none for a good environment", () => {
    const problem = environmentProblem({ CRON_SECRET: "short", DISPATCH_WEBHOOK_SECRET: "whsec_!" });
    expect(problem).toMatch(/CRON_SECRET/);
    expect(problem).toMatch(/DISPATCH_WEBHOOK_SECRET/);
    expect(environmentProblem({ CRON_SECRET: "x".repeat(32), DISPATCH_WEBHOOK_SECRET: `whsec_${"A".repeat(32)}` })).toBeNull();
  });

  it.each(BAD)("stop the build, naming %s", (name, value) => {
    setEnv({ [name]: value });
    expect(() => config(PHASE_PRODUCTION_BUILD)).toThrow(new RegExp(name));
  });

  it("stop a production server at start-up (exit 1), naming the variable, before it answers anything", async () => {
    setEnv({ CRON_SECRET: "short" });
    (process.env as Record<string, string>).NODE_ENV = "production";
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const exit = jest.spyOn(process, "exit").mockImplementation(() => {
      throw new Error("exited");
    });
    await expect(register()).rejects.toThrow("exited");
    expect(exit).toHaveBeenCalledWith(1);
    expect(error.mock.calls.flat().join("\n")).toMatch(/CRON_SECRET must be at least 16 characters/);
  });

  it("on a serverless host, keep the function up but refuse every request with the error page and security headers, logging the variable once", async () => {
    setEnv({ VERCEL: "1", DATABASE_URL: "postgres://db.example/app", DISPATCH_WEBHOOK_SECRET: "whsec_!!" });
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const exit = jest.spyOn(process, "exit").mockImplementation((() => undefined) as never);
    await register();
    expect(exit).not.toHaveBeenCalled();

    const page = await proxy(new NextRequest("http://localhost:3000/es/plumbing", { headers: { host: "localhost:3000" } }));
    expect(page.status).toBe(500);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("Algo salió mal");
    for (const header of ["content-security-policy", "strict-transport-security", "x-frame-options", "x-content-type-options"]) {
      expect(page.headers.get(header)).toBeTruthy();
    }
    const api = await proxy(new NextRequest("http://localhost:3000/api/health", { headers: { host: "localhost:3000" } }));
    expect(api.status).toBe(500);
    expect(await api.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
    expect(api.headers.get("x-frame-options")).toBe("DENY");

    const logged = error.mock.calls.flat().join("\n");
    expect(logged).toMatch(/DISPATCH_WEBHOOK_SECRET/);
    expect(error.mock.calls.filter((call) => String(call[0]).startsWith("[env] The server is not configured correctly"))).toHaveLength(1);
  });
});
