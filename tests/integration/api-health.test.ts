import { afterAll, describe, expect, it, jest } from "@jest/globals";
import { GET } from "@/app/api/health/route";
import { closeDb } from "@/lib/db";
import { resetServerEnvForTests } from "@/lib/env/server";
import { useTestDatabase } from "../support/db";

describe("GET /api/health with a reachable database", () => {
  useTestDatabase("postgres", { seed: false });

  it("answers 200 { status: ok, database: ok }, never cached", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("GET /api/health when the database is unreachable", () => {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DATABASE_TIMEOUT_MS: process.env.DATABASE_TIMEOUT_MS };
  afterAll(async () => {
    await closeDb();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetServerEnvForTests();
  });

  it("answers 503 with no detail of what failed or where", async () => {
    // Nothing listens on port 1; the password must never reach the reply.
    Object.assign(process.env, { DATABASE_URL: "postgresql://app:s3cret-password@127.0.0.1:1/fixpilot", DATABASE_TIMEOUT_MS: "500" });
    resetServerEnvForTests();
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const response = await GET();
      expect(response.status).toBe(503);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ status: "unavailable", database: "unavailable" });
      expect(body).not.toMatch(/s3cret|127\.0\.0\.1|ECONNREFUSED/);
    } finally {
      log.mockRestore();
    }
  });
});
