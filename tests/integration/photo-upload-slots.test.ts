import { beforeEach, describe, expect, it } from "@jest/globals";

import { POST } from "@/app/api/photos/route";
import { MAX_CONCURRENT_UPLOADS_PER_ADDRESS } from "@/lib/photos/upload";
import { resetRateLimitStore } from "@/lib/rate-limit";
import { TEST_DB_KINDS, useTestDatabase } from "../support/db";
import { brokenBody, tricklingBody, uploadRequest } from "../support/upload-bodies";

// On a real database: the route checks the photo caps (lib/photos/caps.ts) before it reads a body.
describe.each(TEST_DB_KINDS)("POST /api/photos (%s)", (kind) => {
  useTestDatabase(kind, { seed: false });

  describe("uploads per address", () => {
    beforeEach(() => resetRateLimitStore());

    it(`answers 429 to an address with ${MAX_CONCURRENT_UPLOADS_PER_ADDRESS} uploads still arriving, and lets the next in once one ends`, async () => {
      const address = { "X-Forwarded-For": "198.51.100.23" };
      const held = Array.from({ length: MAX_CONCURRENT_UPLOADS_PER_ADDRESS }, () => tricklingBody(0, 0));
      let fail: Array<(reason: unknown) => void> = [];
      // The route reads a body only once it holds a slot: each held upload's first read says its slot is taken (a fixed
      // wait was not enough on a loaded machine, where the caps query took longer and the third upload got in).
      const reading: Promise<void>[] = [];
      const pending = held.map(({ body }) => {
        const reader = body.getReader();
        let started: () => void = () => undefined;
        reading.push(new Promise<void>((resolve) => (started = resolve)));
        // Re-wrapped so the test can break each held body when it is done with it.
        const wrapped = new ReadableStream<Uint8Array>(
          {
            start(controller) {
              fail.push((reason) => controller.error(reason));
            },
            async pull(controller) {
              started();
              const { done, value } = await reader.read();
              if (done) controller.close();
              else controller.enqueue(value);
            },
            // No read ahead: pull runs only when the route asks for a chunk.
          },
          { highWaterMark: 0 },
        );
        return POST(uploadRequest(wrapped, address));
      });
      await Promise.all(reading);

      const refused = await POST(uploadRequest(tricklingBody(0, 0).body, address));
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("5");
      const elsewhere = await POST(uploadRequest(brokenBody(), { "X-Forwarded-For": "198.51.100.24" }));
      expect(elsewhere.status).toBe(400);

      fail.forEach((breakBody) => breakBody(new Error("client went away")));
      fail = [];
      const ended = await Promise.all(pending);
      expect(ended.map((response) => response.status)).toEqual(held.map(() => 400));
      // The slots are free again: the same address gets in (and its broken body is a 400, not a 429).
      expect((await POST(uploadRequest(brokenBody(), address))).status).toBe(400);
    });
  });
});
