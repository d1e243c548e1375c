// The first operator account, created while the server runs. With the embedded PGlite database only the server
// process may open the data folder, so `npm run operator:create` would need the server stopped. Instead, while no
// operator exists, the server prints a one-time setup link to its own log (like Jupyter's or Grafana's first-run
// token): whoever can read the server's log may create the first account. The token is 256 random bits, kept
// only as its sha256, compared in constant time, valid for 30 minutes and for one account; once any operator
// exists no link is issued or accepted. Printing it is the point of the design, the one secret this app logs.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

import type { PrismaClient } from "@/lib/db/generated/client";

import { operatorAccountSchema } from "./accounts";
import { hashPassword } from "./password";

export const SETUP_TOKEN_TTL_MS = 30 * 60_000;
export const SETUP_PATH = "/operator/setup";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type SetupLinkState = "issued" | "pending" | "not-needed";

/**
 * While no operator exists and no unexpired link is out, issues a new link and hands it to `log` (the server
 * log). "pending" means a link already went to the log and is still valid; "not-needed" that an operator exists.
 */
export async function issueSetupLinkIfNeeded(
  prisma: PrismaClient,
  siteUrl: string,
  log: (line: string) => void = (line) => console.log(line),
  now = new Date(),
): Promise<SetupLinkState> {
  if ((await prisma.operator.count()) > 0) return "not-needed";
  const live = await prisma.operatorSetupToken.count({ where: { usedAt: null, expiresAt: { gt: now } } });
  if (live > 0) return "pending";
  const token = randomBytes(32).toString("base64url");
  await prisma.operatorSetupToken.create({ data: { id: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + SETUP_TOKEN_TTL_MS) } });
  const url = new URL(`${SETUP_PATH}?token=${token}`, siteUrl).toString();
  log(`[operator] No operator account exists yet. Create the first one within ${SETUP_TOKEN_TTL_MS / 60_000} minutes, once, at: ${url}`);
  return "issued";
}

/** True while `token` is well formed and matches a live, unused link (checked in constant time), and no operator exists. */
export async function isLiveSetupToken(prisma: PrismaClient, token: string, now = new Date()): Promise<boolean> {
  return (await liveTokenId(prisma, token, now)) !== null;
}

async function liveTokenId(prisma: PrismaClient, token: string, now: Date): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  if ((await prisma.operator.count()) > 0) return null;
  const wanted = Buffer.from(hashToken(token), "hex");
  const live = await prisma.operatorSetupToken.findMany({ where: { usedAt: null, expiresAt: { gt: now } }, select: { id: true } });
  return live.find((row) => timingSafeEqual(Buffer.from(row.id, "hex"), wanted))?.id ?? null;
}

export type SetupResult = { ok: true; operatorId: number } | { ok: false; reason: "invalid-link" | "invalid-account"; message?: string };

/**
 * Creates the first operator from a live link, spending the link. The account is checked before the link is
 * spent (a too-short password leaves the link usable); the link is claimed with a conditional update, so two
 * requests racing with one link create one account.
 */
export async function createFirstOperator(
  prisma: PrismaClient,
  token: string,
  input: { email: string; password: string },
  now = new Date(),
): Promise<SetupResult> {
  const id = await liveTokenId(prisma, token, now);
  if (!id) return { ok: false, reason: "invalid-link" };
  const account = operatorAccountSchema.safeParse(input);
  if (!account.success) return { ok: false, reason: "invalid-account", message: account.error.issues[0]?.message };
  const passwordHash = await hashPassword(account.data.password);
  const claimed = await prisma.operatorSetupToken.updateMany({ where: { id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  if (claimed.count !== 1 || (await prisma.operator.count()) > 0) return { ok: false, reason: "invalid-link" };
  const operator = await prisma.operator.create({ data: { email: account.data.email, passwordHash } });
  return { ok: true, operatorId: operator.id };
}
