import { describe, expect, it, jest } from "@jest/globals";

import { logRequestError, requestIdFrom } from "@/lib/server/request-errors";

const request = (headers: Record<string, string> = {}) => ({ path: "/hvac/no-heat?x=1", method: "GET", headers });
const context = { routePath: "/[categoryId]/[problemId]", routeType: "render", renderSource: "react-server-components" };

describe("request ids", () => {
  it("keeps a well-formed id from the proxy, and makes one for anything else", () => {
    expect(requestIdFrom(new Headers({ "x-request-id": "0f8c2d1e-aaaa-4bbb-8ccc-0123456789ab" }))).toBe("0f8c2d1e-aaaa-4bbb-8ccc-0123456789ab");
    expect(requestIdFrom({ "x-request-id": "abc\ninjected line" })).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom({})).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom({})).not.toBe(requestIdFrom({}));
  });
});

describe("onRequestError's log", () => {
  it("logs each error once, with the request id, method, path (no query), route and digest", () => {
    const log = jest.fn();
    const error = Object.assign(new Error("boom"), { digest: "2650521836" });
    const headers = { "x-request-id": "req-12345678" };
    logRequestError(error, request(headers), context, log);
    logRequestError(error, request(headers), { ...context, renderSource: "server-rendering" }, log);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toBe("[request-error] id=req-12345678 GET /hvac/no-heat route=/[categoryId]/[problemId] (render) digest=2650521836");
    expect(log.mock.calls[0]?.[1]).toBe(error);

    logRequestError(new Error("another"), request(headers), context, log);
    expect(log).toHaveBeenCalledTimes(2);
  });
});
