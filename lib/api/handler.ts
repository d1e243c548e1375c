import { isDatabaseUnavailable } from "@/lib/db/errors";
import { serverEnv } from "@/lib/env/server";
import { serverTimingHeader, withRequestTiming } from "@/lib/server/server-timing";
import type { AppLocale } from "@/i18n/locales";
import { ApiError, jsonError } from "./errors";
import { apiTextIn, replyLocale } from "./texts";

type RouteHandler = (request: Request) => Promise<Response>;

/** What a route tells withApiErrors about its reply: the language its refusals are written in. */
export interface ApiScope {
  /** Starts as the request's `?locale=` (else English); a route sets it once it knows the body or the booking (replyLocale). */
  locale: AppLocale;
}

type ScopedRouteHandler = (request: Request, scope: ApiScope) => Promise<Response>;

export interface ApiErrorOptions {
  /** What the user reads when the database is unreachable. */
  unavailableMessage?: string;
}

/**
 * Wraps a route handler so every failure is a JSON `{ message, errors? }` reply:
 * ApiError as given, an unreachable database as 503, anything else as 500 (logged, details hidden).
 * With SERVER_TIMING=true every reply carries a `Server-Timing` header (lib/server/server-timing.ts): the handler's
 * own time and its database time, which the load test reports beside what the client measured.
 */
export function withApiErrors(name: string, handler: ScopedRouteHandler, options: ApiErrorOptions = {}): RouteHandler {
  return (request) => {
    // Off by default: timings would hand everyone a precise timer of the server's work (SERVER_TIMING=true for load tests).
    if (serverEnv().SERVER_TIMING !== "true") return answer(name, handler, options, request);
    return withRequestTiming(async () => withServerTiming(await answer(name, handler, options, request)));
  };
}

/** `Server-Timing`: the handler's own time and its database time, which the load test reports beside the client's. */
function withServerTiming(response: Response): Response {
  const timing = serverTimingHeader();
  // Headers of some responses (a redirect made with Response.redirect) cannot change; they go out without it.
  if (timing) {
    try {
      response.headers.set("Server-Timing", timing);
    } catch {
      // Immutable headers.
    }
  }
  return response;
}

async function answer(name: string, handler: ScopedRouteHandler, options: ApiErrorOptions, request: Request): Promise<Response> {
  const scope: ApiScope = { locale: replyLocale({ request }) };
  try {
    return await handler(request, scope);
  } catch (error) {
    if (error instanceof ApiError) {
      const { message, errors } = error.inLocale(scope.locale);
      return jsonError(error.status, message, errors, error.headers);
    }
    if (isDatabaseUnavailable(error)) {
      console.error(`[api] ${name}: database unavailable:`, describe(error));
      return jsonError(503, options.unavailableMessage ?? apiTextIn(scope.locale)("databaseUnavailable"), undefined, { "Retry-After": "5" });
    }
    console.error(`[api] ${name}: unexpected error:`, error);
    return jsonError(500, apiTextIn(scope.locale)("unexpected"));
  }
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return error instanceof Error ? `${error.message}${cause}` : String(error);
}
