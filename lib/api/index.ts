export { ApiError, jsonError, DATABASE_UNAVAILABLE_MESSAGE, UNEXPECTED_ERROR_MESSAGE, type FieldErrors } from "./errors";
export { readJsonBody, DEFAULT_MAX_BODY_BYTES, INVALID_JSON_MESSAGE } from "./read-json";
export { parseOrThrow, fieldErrors } from "./validate";
export { withApiErrors, type ApiErrorOptions, type ApiScope } from "./handler";
export { apiError, apiText, apiTextIn, apiValidationError, apiValidationText, bodyLocale, replyLocale, type ApiTextKey } from "./texts";
export { readIdempotencyKey, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from "./idempotency-key";
