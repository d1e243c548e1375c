/** Field name to its messages, as returned in `{ message, errors }`. */
export type FieldErrors = Record<string, string[]>;

/** A client-facing failure: the status and `{ message, errors? }` body a route handler answers with. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: HeadersInit,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const DATABASE_UNAVAILABLE_MESSAGE = "We could not save your request right now. Please try again in a moment.";
export const UNEXPECTED_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

export function jsonError(status: number, message: string, errors?: FieldErrors, headers?: HeadersInit): Response {
  return Response.json(errors ? { message, errors } : { message }, {
    status,
    headers: { "Cache-Control": "no-store", ...Object.fromEntries(new Headers(headers)) },
  });
}
