import { ApiError } from "./errors";

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** The optional Idempotency-Key header: null when absent, 400 when empty, too long or not printable ASCII. */
export function readIdempotencyKey(request: Request): string | null {
  const raw = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (raw === null) return null;
  const key = raw.trim();
  if (!key) throw new ApiError(400, "Idempotency-Key must not be empty");
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new ApiError(400, `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`);
  }
  if (!/^[\x20-\x7e]+$/.test(key)) throw new ApiError(400, "Idempotency-Key must be printable ASCII");
  return key;
}
