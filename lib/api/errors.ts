import apiMessages from "@/messages/en/api.json";

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

// Shown to the homeowner (the forms put the server's message in their error toast): from messages/en/api.json.
export const DATABASE_UNAVAILABLE_MESSAGE = apiMessages.Api.databaseUnavailable;
export const UNEXPECTED_ERROR_MESSAGE = apiMessages.Api.unexpected;

export function jsonError(status: number, message: string, errors?: FieldErrors, headers?: HeadersInit): Response {
  return Response.json(errors ? { message, errors } : { message }, {
    status,
    headers: { "Cache-Control": "no-store", ...Object.fromEntries(new Headers(headers)) },
  });
}
