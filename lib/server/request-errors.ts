import { randomUUID } from "node:crypto";

/** The id a request is known by in the logs: a well-formed incoming X-Request-Id (set by proxy.ts), else a new one. */
export function requestIdFrom(headers: Headers | Record<string, string | string[] | undefined>): string {
  const raw = headers instanceof Headers ? headers.get("x-request-id") : headers["x-request-id"];
  const value = Array.isArray(raw) ? raw[0] : raw;
  // Only a plain token: the id is written into log lines, so nothing a client sends may shape them.
  return value && /^[\w-]{8,64}$/.test(value) ? value : randomUUID();
}

interface RequestInfo {
  path: string;
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

interface ErrorContext {
  routePath?: string;
  routeType?: string;
  renderSource?: string;
}

// Next can report one failure more than once (a server component's error, again while rendering the HTML);
// a WeakSet keeps each error object once without holding it in memory.
const reported = new WeakSet<object>();

/** Logs a server error once: request id, method, path, route and Next's digest (which the error page shows). */
export function logRequestError(error: unknown, request: RequestInfo, context: ErrorContext, log: (...args: unknown[]) => void = console.error): void {
  if (typeof error === "object" && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const digest = typeof error === "object" && error !== null && "digest" in error ? String(error.digest) : undefined;
  log(
    `[request-error] id=${requestIdFrom(request.headers)} ${request.method} ${request.path.split("?")[0]} route=${context.routePath ?? "?"} (${context.routeType ?? "?"})` +
      (digest ? ` digest=${digest}` : ""),
    error,
  );
}
