import { describe, expect, it } from "@jest/globals";

import { POST as setupRoute } from "@/app/api/operator/setup/route";
import { signIn } from "@/lib/operator/sign-in";
import { SETUP_TOKEN_TTL_MS, createFirstOperator, isLiveSetupToken, issueSetupLinkIfNeeded } from "@/lib/operator/setup";
import { resetRateLimitStore } from "@/lib/rate-limit";

import { TEST_DB_KINDS, useTestDatabase } from "../support/db";

const SITE = "http://127.0.0.1:3000";

/** Issues a link and returns its token, read back from the log line as an operator would. */
async function issue(prisma: Parameters<typeof issueSetupLinkIfNeeded>[0], now?: Date): Promise<string> {
  const lines: string[] = [];
  expect(await issueSetupLinkIfNeeded(prisma, SITE, (line) => lines.push(line), now)).toBe("issued");
  const token = /\/operator\/setup\?token=([A-Za-z0-9_-]{43})$/.exec(lines[0])?.[1];
  if (!token) throw new Error(`no link in ${lines[0]}`);
  return token;
}

describe.each(TEST_DB_KINDS)("first operator from a one-time setup link (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });

  it("prints one link while no operator exists, stores only its hash, and says 'pending' until it expires", async () => {
    const { prisma } = db();
    await prisma.operatorSetupToken.deleteMany();
    const token = await issue(prisma);
    const rows = await prisma.operatorSetupToken.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].id).not.toContain(token);
    expect(await issueSetupLinkIfNeeded(prisma, SITE, () => undefined)).toBe("pending");
    // After it expires a new one may be printed; the old one no longer works.
    const later = new Date(Date.now() + SETUP_TOKEN_TTL_MS + 1000);
    expect(await isLiveSetupToken(prisma, token, later)).toBe(false);
    expect(await issueSetupLinkIfNeeded(prisma, SITE, () => undefined, later)).toBe("issued");
  });

  it("refuses a wrong, malformed or expired token; a short password keeps the link usable", async () => {
    const { prisma } = db();
    await prisma.operatorSetupToken.deleteMany();
    const token = await issue(prisma);
    const account = { email: "first@example.com", password: "a long enough password" };
    expect(await createFirstOperator(prisma, "x".repeat(43), account)).toEqual({ ok: false, reason: "invalid-link" });
    expect(await createFirstOperator(prisma, "not a token", account)).toEqual({ ok: false, reason: "invalid-link" });
    expect(await createFirstOperator(prisma, token, account, new Date(Date.now() + SETUP_TOKEN_TTL_MS + 1000))).toEqual({ ok: false, reason: "invalid-link" });
    expect(await createFirstOperator(prisma, token, { ...account, password: "short" })).toMatchObject({ ok: false, reason: "invalid-account" });
    expect(await isLiveSetupToken(prisma, token)).toBe(true);
    expect(await prisma.operator.count()).toBe(0);
  });

  it("creates the first operator once through the route, signs them in, and then issues and accepts no more links", async () => {
    const { prisma } = db();
    await prisma.operatorSetupToken.deleteMany();
    resetRateLimitStore();
    const token = await issue(prisma);
    const post = (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      return setupRoute(new Request("http://localhost/api/operator/setup", { method: "POST", body: form }));
    };
    // Two requests racing with one link: one account.
    const [first, second] = await Promise.all([
      post({ token, email: "First@Example.com", password: "a long enough password" }),
      post({ token, email: "other@example.com", password: "another long password" }),
    ]);
    const locations = [first.headers.get("location"), second.headers.get("location")].sort();
    expect(locations).toEqual(["/operator", "/operator/setup?error=link"]);
    const winner = first.headers.get("location") === "/operator" ? first : second;
    expect(winner.headers.get("set-cookie")).toMatch(/fixpilot_operator=[A-Za-z0-9_-]+;.*HttpOnly/i);
    expect(await prisma.operator.count()).toBe(1);
    const email = (await prisma.operator.findFirstOrThrow()).email;
    expect(
      await signIn(prisma, { email, password: email === "first@example.com" ? "a long enough password" : "another long password", client: "203.0.113.9" }),
    ).toEqual(expect.objectContaining({ sessionToken: expect.any(String) }));

    expect(await issueSetupLinkIfNeeded(prisma, SITE, () => undefined)).toBe("not-needed");
    expect(await isLiveSetupToken(prisma, token)).toBe(false);
    await prisma.operator.deleteMany();
  });
});
