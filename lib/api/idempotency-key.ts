import { ApiError } from "./errors";
import { apiText } from "./texts";

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

/** The optional Idempotency-Key header: null when absent, 400 when empty, too long or not printable ASCII. */
export function readIdempotencyKey(request: Request): string | null {
  const raw = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (raw === null) return null;
  const key = raw.trim();
  if (!key) throw new ApiError(400, apiText("idempotencyKey.empty"));
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) throw new ApiError(400, apiText("idempotencyKey.tooLong", { max: IDEMPOTENCY_KEY_MAX_LENGTH }));
  if (!/^[\x20-\x7e]+$/.test(key)) throw new ApiError(400, apiText("idempotencyKey.notAscii"));
  return key;
}
