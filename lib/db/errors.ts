/** Thrown by getDb() when the database cannot be opened; route handlers answer 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The database is unavailable", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

interface PrismaLikeError {
  name?: string;
  code?: string;
  meta?: unknown;
  cause?: unknown;
}

function prismaCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null ? (error as PrismaLikeError).code : undefined;
}

/**
 * A unique-constraint violation, optionally on one field: Prisma's P2002 from a model query, or P2010 (raw query
 * failed) from $queryRaw, whose driver adapter error is a UniqueConstraintViolation (PostgreSQL's 23505).
 * With driver adapters the field names sit in `meta.target` or deeper in `meta.driverAdapterError`, so we search the meta.
 */
export function isUniqueViolation(error: unknown, field?: string): boolean {
  const code = prismaCode(error);
  const meta = (error as PrismaLikeError | null)?.meta;
  const raw = code === "P2010" && JSON.stringify(meta ?? {}).includes('"UniqueConstraintViolation"');
  if (code !== "P2002" && !raw) return false;
  return field === undefined || JSON.stringify(meta ?? {}).includes(field);
}

/** A foreign-key violation (Prisma P2003), e.g. a review for an appointment deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  return prismaCode(error) === "P2003";
}

// Prisma's connection-level codes: cannot reach, timed out, closed, pool exhausted, auth, missing database, and
// P2028, a transaction that could not start in time (no pooled connection free): the caller should retry.
const UNAVAILABLE_CODES = new Set(["P1000", "P1001", "P1002", "P1003", "P1008", "P1010", "P1011", "P1017", "P2024", "P2028", "P2037"]);
const UNAVAILABLE_DRIVER_KINDS = new Set([
  "DatabaseNotReachable",
  "DatabaseDoesNotExist",
  "DatabaseAccessDenied",
  "AuthenticationFailed",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
  "TlsConnectionError",
]);
// Socket errors; PostgreSQL's admin shutdown, cannot connect now, and query canceled (our statement_timeout).
const UNAVAILABLE_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "EPIPE", "57P01", "57P03", "57014"]);
// node-postgres reports a lost connection, a connect timeout and its own query timeout as plain Errors.
const UNAVAILABLE_MESSAGES =
  /connection terminated|connection refused|timeout exceeded when trying to connect|timeout expired|query read timeout|statement timeout|server has closed the connection/i;

/** True when an error means "the database is not there right now" rather than a bug or a client mistake. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const candidate = error as PrismaLikeError & { kind?: string };
  if (candidate.name === "PrismaClientInitializationError") return true;
  if (candidate.code && (UNAVAILABLE_CODES.has(candidate.code) || UNAVAILABLE_SOCKET_CODES.has(candidate.code))) return true;
  if (candidate.kind && UNAVAILABLE_DRIVER_KINDS.has(candidate.kind)) return true;
  // Not `instanceof Error`: driver errors may come from another realm (Jest's sandbox, a worker).
  if (typeof (error as Error).message === "string" && UNAVAILABLE_MESSAGES.test((error as Error).message)) return true;
  return isDatabaseUnavailable(candidate.cause, depth + 1);
}
