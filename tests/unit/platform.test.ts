import { describe, expect, it } from "@jest/globals";

import { assertDatabaseForHost, detectServerlessHost, resolveSiteUrl } from "@/lib/env/platform";

describe("serverless hosts", () => {
  it("are told apart by the variables each sets", () => {
    expect(detectServerlessHost({ VERCEL: "1" })).toBe("Vercel");
    expect(detectServerlessHost({ NETLIFY: "true" })).toBe("Netlify");
    expect(detectServerlessHost({ AWS_LAMBDA_FUNCTION_NAME: "fixpilot" })).toBe("AWS Lambda");
    expect(detectServerlessHost({ VERCEL: "" })).toBeUndefined();
    expect(detectServerlessHost({})).toBeUndefined();
  });

  it.each([{ VERCEL: "1" }, { NETLIFY: "true" }, { AWS_LAMBDA_FUNCTION_NAME: "fixpilot" }])("refuse to run %o without DATABASE_URL, naming it", (env) => {
    expect(() => assertDatabaseForHost(env)).toThrow(/DATABASE_URL is not set/);
    expect(() => assertDatabaseForHost({ ...env, DATABASE_URL: " " })).toThrow(/DATABASE_URL/);
    expect(() => assertDatabaseForHost({ ...env, DATABASE_URL: "postgresql://db.example/app" })).not.toThrow();
  });

  it("leave a machine of one's own free to use the embedded database", () => {
    expect(() => assertDatabaseForHost({})).not.toThrow();
  });
});

describe("the site URL", () => {
  it("is NEXT_PUBLIC_SITE_URL when set, without a trailing slash", () => {
    expect(resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: "https://fixpilot.example/", VERCEL: "1", VERCEL_PROJECT_PRODUCTION_URL: "x.vercel.app" })).toBe(
      "https://fixpilot.example",
    );
  });

  it("falls back to the host's production address", () => {
    expect(resolveSiteUrl({ VERCEL: "1", VERCEL_PROJECT_PRODUCTION_URL: "fixpilot.vercel.app" })).toBe("https://fixpilot.vercel.app");
    expect(resolveSiteUrl({ NETLIFY: "true", URL: "https://fixpilot.netlify.app" })).toBe("https://fixpilot.netlify.app");
    // Netlify's URL only counts on Netlify: elsewhere URL is anyone's variable.
    expect(resolveSiteUrl({ URL: "https://elsewhere.example" })).toBeUndefined();
  });

  it("fails a build on a host that gave no address, rather than publish localhost links", () => {
    expect(() => resolveSiteUrl({ AWS_LAMBDA_FUNCTION_NAME: "fixpilot" })).toThrow(/NEXT_PUBLIC_SITE_URL is not set/);
    expect(() => resolveSiteUrl({ VERCEL: "1" })).toThrow(/NEXT_PUBLIC_SITE_URL/);
  });

  it("is none for a build on one's own machine (npm run quickstart, the tests): links follow where the server listens", () => {
    expect(resolveSiteUrl({})).toBeUndefined();
  });
});
