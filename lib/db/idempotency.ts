import { createHash } from "node:crypto";
import { isUniqueViolation } from "./errors";

/** The same Idempotency-Key was sent with a different request body. */
export class IdempotencyConflictError extends Error {
  constructor() {
    super("This Idempotency-Key was already used for a different request.");
    this.name = "IdempotencyConflictError";
  }
}

/** sha256 of a canonical JSON rendering (sorted keys, Dates as ISO strings): equal requests, equal fingerprints. */
export function fingerprintOf(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex");
}

function canonicalJson(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export interface IdempotentCreate {
  key: string | null;
  fingerprint: string;
  /** Looks up the row stored under a key. */
  findByKey(key: string): Promise<{ id: number; requestFingerprint: string } | null>;
  /** Inserts the row (with the key and fingerprint); the key column must be unique. */
  create(): Promise<{ id: number }>;
}

/**
 * Creates a row at most once per key. The unique index decides races: when concurrent requests
 * share a key, one insert wins and the others read its row back.
 */
export async function createOnce(operation: IdempotentCreate): Promise<{ id: number; replayed: boolean }> {
  const { key } = operation;
  if (key === null) return { id: (await operation.create()).id, replayed: false };
  const existing = await operation.findByKey(key);
  if (existing) return replay(existing, operation.fingerprint);
  try {
    return { id: (await operation.create()).id, replayed: false };
  } catch (error) {
    if (!isUniqueViolation(error, "idempotencyKey")) throw error;
    const winner = await operation.findByKey(key);
    if (!winner) throw error;
    return replay(winner, operation.fingerprint);
  }
}

function replay(row: { id: number; requestFingerprint: string }, fingerprint: string) {
  if (row.requestFingerprint !== fingerprint) throw new IdempotencyConflictError();
  return { id: row.id, replayed: true };
}
