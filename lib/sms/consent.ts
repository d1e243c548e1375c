import type { Prisma, PrismaClient } from "@/lib/db/generated/client";

type Db = PrismaClient | Prisma.TransactionClient;

/** Carrier-standard opt-out words and their Spanish counterparts: any one, alone, stops every text to the number. */
export const OPT_OUT_KEYWORDS: ReadonlySet<string> = new Set([
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "REVOKE",
  "OPTOUT",
  "PARAR",
  "ALTO",
  "CANCELAR",
  "BAJA",
]);
export const OPT_IN_KEYWORDS: ReadonlySet<string> = new Set(["START", "UNSTOP", "YES", "COMENZAR"]);
export const HELP_KEYWORDS: ReadonlySet<string> = new Set(["HELP", "INFO", "AYUDA"]);

export type Keyword = { kind: "opt_out" | "opt_in" | "help"; word: string };

/**
 * The keyword a text is, if it is one: the whole text, any case, surrounding spaces and punctuation ignored, accents
 * folded ("Alto.", " stop ", "OPT OUT"). A sentence that merely contains the word is a message, not a keyword.
 */
export function keywordOf(body: string): Keyword | null {
  const word = body
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^A-Z]/g, "");
  if (OPT_OUT_KEYWORDS.has(word)) return { kind: "opt_out", word };
  if (OPT_IN_KEYWORDS.has(word)) return { kind: "opt_in", word };
  if (HELP_KEYWORDS.has(word)) return { kind: "help", word };
  return null;
}

/** Records an opt-out or opt-in in the ledger, with its time; it applies at once to every booking of the number. */
export async function recordConsentChange(db: Db, phone: string, kind: "opt_out" | "opt_in", keyword: string, at = new Date()): Promise<void> {
  await db.smsConsentChange.create({ data: { phone, kind, keyword, at } });
}

/** The number's latest opt-out, when it has not opted back in since; null when we may text it. */
export async function activeOptOut(db: Db, phone: string): Promise<{ at: Date; keyword: string } | null> {
  const latest = await db.smsConsentChange.findFirst({ where: { phone }, orderBy: [{ at: "desc" }, { id: "desc" }] });
  return latest?.kind === "opt_out" ? { at: latest.at, keyword: latest.keyword } : null;
}
