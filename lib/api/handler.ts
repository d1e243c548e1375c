import { isDatabaseUnavailable } from "@/lib/db/errors";
import { ApiError, DATABASE_UNAVAILABLE_MESSAGE, UNEXPECTED_ERROR_MESSAGE, jsonError } from "./errors";

type RouteHandler = (request: Request) => Promise<Response>;

export interface ApiErrorOptions {
  /** What the user reads when the database is unreachable. */
  unavailableMessage?: string;
}

/**
 * Wraps a route handler so every failure is a JSON `{ message, errors? }` reply:
 * ApiError as given, an unreachable database as 503, anything else as 500 (logged, details hidden).
 */
export function withApiErrors(name: string, handler: RouteHandler, options: ApiErrorOptions = {}): RouteHandler {
  return async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      if (error instanceof ApiError) return jsonError(error.status, error.message, error.errors, error.headers);
      if (isDatabaseUnavailable(error)) {
        console.error(`[api] ${name}: database unavailable:`, describe(error));
        return jsonError(503, options.unavailableMessage ?? DATABASE_UNAVAILABLE_MESSAGE, undefined, { "Retry-After": "5" });
      }
      console.error(`[api] ${name}: unexpected error:`, error);
      return jsonError(500, UNEXPECTED_ERROR_MESSAGE);
    }
  };
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return error instanceof Error ? `${error.message}${cause}` : String(error);
}
