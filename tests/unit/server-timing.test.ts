import { afterEach, describe, expect, it } from "@jest/globals";
import { ApiError, withApiErrors } from "@/lib/api";
import { resetServerEnvForTests } from "@/lib/env/server";

const route = withApiErrors("GET /test", async (request) => {
  if (new URL(request.url).searchParams.has("fail")) throw new ApiError(400, "Bad");
  return Response.json({ ok: true });
});
const get = (query = "") => route(new Request(`http://localhost/api/test${query}`));

describe("Server-Timing on API replies", () => {
  afterEach(() => {
    delete process.env.SERVER_TIMING;
    resetServerEnvForTests();
  });

  it("is off by default: no precise timer of the server's work for everyone", async () => {
    expect((await get()).headers.get("server-timing")).toBeNull();
  });

  it("with SERVER_TIMING=true, names the time the route took, on answers and on refusals", async () => {
    process.env.SERVER_TIMING = "true";
    resetServerEnvForTests();
    for (const response of [await get(), await get("?fail")]) expect(response.headers.get("server-timing")).toMatch(/(^|, )total;dur=\d+(\.\d+)?/);
  });
});
