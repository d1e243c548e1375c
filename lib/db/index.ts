import "server-only";

export { getDb, getRelayDb, closeDb, setDbForTests } from "./client";
export { DatabaseUnavailableError, isDatabaseUnavailable, isUniqueViolation, isForeignKeyViolation } from "./errors";
export type { PrismaClient, Appointment, Review, Contractor as ContractorRow } from "./generated/client";
