import { describe, expect, it } from "@jest/globals";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";

import { config } from "@/proxy";

describe("which requests proxy.ts sees", () => {
  it("leaves the photo upload to its route, so the body streams in unbuffered and is refused past 8 MB as it arrives", () => {
    expect(unstable_doesMiddlewareMatch({ config, url: "/api/photos" })).toBe(false);
  });

  it("still runs for viewing photos and for every other API route and page", () => {
    for (const url of ["/api/photos/AAAAAAAAAAAAAAAAAAAAAA?size=full", "/api/appointments", "/api/chat", "/", "/schedule", "/appointments/token"]) {
      expect([url, unstable_doesMiddlewareMatch({ config, url })]).toEqual([url, true]);
    }
  });
});
