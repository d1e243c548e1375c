import { afterEach, describe, expect, it } from "@jest/globals";
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";

import config from "../../next.config";

/** The build-time guards in next.config.ts, called as `next build` calls them. */
const saved = { ...process.env };
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

function withEnv(env: Record<string, string | undefined>) {
  for (const key of [
    "VERCEL",
    "NETLIFY",
    "AWS_LAMBDA_FUNCTION_NAME",
    "DATABASE_URL",
    "NEXT_PUBLIC_SITE_URL",
    "VERCEL_PROJECT_PRODUCTION_URL",
    "URL",
    "NEXT_PUBLIC_GOOGLE_MAPS_API_KEY",
    "NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID",
  ])
    delete process.env[key];
  Object.assign(process.env, { FIXPILOT_BUILD_ID: "test-build" }, env);
}

describe("next.config.ts at build time", () => {
  it.each(["VERCEL", "NETLIFY", "AWS_LAMBDA_FUNCTION_NAME"])("stops a build on a serverless host (%s) without DATABASE_URL, naming it", (variable) => {
    withEnv({ [variable]: "1", NEXT_PUBLIC_SITE_URL: "https://fixpilot.example" });
    expect(() => config(PHASE_PRODUCTION_BUILD)).toThrow(/DATABASE_URL is not set/);
  });

  it("builds there with DATABASE_URL, using the host's production address as the site URL", () => {
    withEnv({ VERCEL: "1", DATABASE_URL: "postgresql://db.example/app", VERCEL_PROJECT_PRODUCTION_URL: "fixpilot.vercel.app" });
    expect(config(PHASE_PRODUCTION_BUILD).env?.NEXT_PUBLIC_SITE_URL).toBe("https://fixpilot.vercel.app");
  });

  it("leaves PGlite out of the server folder of a build made with DATABASE_URL, and keeps it in one without", () => {
    withEnv({ DATABASE_URL: "postgresql://db.example/app" });
    expect(config(PHASE_PRODUCTION_BUILD).outputFileTracingExcludes).toEqual({
      "*": ["node_modules/@electric-sql/pglite/**", "node_modules/pglite-prisma-adapter/**"],
    });
    withEnv({});
    expect(config(PHASE_PRODUCTION_BUILD).outputFileTracingExcludes).toBeUndefined();
  });

  it("stops a plain `next build`, which would skip bundling the CSP hashes", () => {
    withEnv({ FIXPILOT_BUILD_ID: undefined });
    delete process.env.FIXPILOT_BUILD_ID;
    expect(() => config(PHASE_PRODUCTION_BUILD)).toThrow(/npm run build/);
  });

  it("builds on one's own machine for localhost, and never checks the build rules when serving", () => {
    withEnv({});
    // Not inlined: the running server's links use the address it listens on (config/site.ts).
    expect(config(PHASE_PRODUCTION_BUILD).env?.NEXT_PUBLIC_SITE_URL).toBeUndefined();
    withEnv({ VERCEL: "1", NEXT_PUBLIC_SITE_URL: "https://fixpilot.example" });
    delete process.env.FIXPILOT_BUILD_ID;
    expect(config(PHASE_PRODUCTION_SERVER).env?.NEXT_PUBLIC_SITE_URL).toBe("https://fixpilot.example");
  });

  it("stops a production build that ships the Maps key without a map id of the operator's own", () => {
    withEnv({ NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "AIza-test" });
    expect(() => config(PHASE_PRODUCTION_BUILD)).toThrow(/NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID is not set/);
    withEnv({ NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: "AIza-test", NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID: "8f3c0a1b2c3d4e5f" });
    expect(() => config(PHASE_PRODUCTION_BUILD)).not.toThrow();
  });
});
