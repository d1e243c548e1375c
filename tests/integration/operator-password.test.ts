import { scryptSync } from "node:crypto";
import { describe, expect, it } from "@jest/globals";
import { upsertOperator } from "@/lib/operator/accounts";
import { hashPassword, verifyPassword } from "@/lib/operator/password";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";

const PASSWORD = "correct horse battery staple";

describe.each(TEST_DB_KINDS)("operator passwords are stored as scrypt hashes (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });

  it("stores scrypt with N=2^15, r=8, p=1, a 16-byte salt and a 32-byte key, never the password", async () => {
    const { id } = await upsertOperator(db().prisma, { email: "hash@example.com", password: PASSWORD });
    const { passwordHash } = await db().prisma.operator.findUniqueOrThrow({ where: { id } });
    expect(passwordHash).not.toContain(PASSWORD);
    const [scheme, n, r, p, salt, key] = passwordHash.split("$");
    expect([scheme, n, r, p]).toEqual(["scrypt", "32768", "8", "1"]);
    expect(Buffer.from(salt, "base64url")).toHaveLength(16);
    // The stored key is scrypt of the password under that salt, computed here independently.
    const expected = scryptSync(PASSWORD.normalize("NFKC"), Buffer.from(salt, "base64url"), 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    expect(Buffer.from(key, "base64url").equals(expected)).toBe(true);
  });

  it("salts every hash, checks the right password only, and refuses a tampered or foreign hash", async () => {
    const [one, two] = [await hashPassword(PASSWORD), await hashPassword(PASSWORD)];
    expect(one).not.toBe(two);
    expect(await verifyPassword(PASSWORD, one)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}!`, one)).toBe(false);
    const parts = one.split("$");
    const flipped = Buffer.from(parts[5], "base64url");
    flipped[0] ^= 1;
    expect(await verifyPassword(PASSWORD, [...parts.slice(0, 5), flipped.toString("base64url")].join("$"))).toBe(false);
    expect(await verifyPassword(PASSWORD, `bcrypt$${parts.slice(1).join("$")}`)).toBe(false);
    expect(await verifyPassword(PASSWORD, "")).toBe(false);
  });

  it("a password reset stores a new hash and signs every session out", async () => {
    const { id } = await upsertOperator(db().prisma, { email: "reset@example.com", password: PASSWORD });
    const before = (await db().prisma.operator.findUniqueOrThrow({ where: { id } })).passwordHash;
    await db().prisma.operatorSession.create({ data: { id: "session-hash", operatorId: id, expiresAt: new Date(Date.now() + 60_000) } });
    expect(await upsertOperator(db().prisma, { email: "RESET@example.com", password: "another long password" })).toEqual({ id, created: false });
    const after = (await db().prisma.operator.findUniqueOrThrow({ where: { id } })).passwordHash;
    expect(after).not.toBe(before);
    expect(await verifyPassword("another long password", after)).toBe(true);
    expect(await db().prisma.operatorSession.count({ where: { operatorId: id } })).toBe(0);
  });
});
