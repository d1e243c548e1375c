import { beforeEach, describe, expect, it } from "@jest/globals";

import { POST } from "@/app/api/photos/route";
import { ApiError } from "@/lib/api";
import { MAX_CONCURRENT_UPLOADS_PER_ADDRESS, readPhotoUpload, type UploadTiming } from "@/lib/photos/upload";
import { resetRateLimitStore } from "@/lib/rate-limit";

const BOUNDARY = "----fixpilot-slow";
const HEAD = new TextEncoder().encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
const FAST: UploadTiming = { totalMs: 1500, idleMs: 300, graceMs: 200, minBytesPerSecond: 64 * 1024 };

/** A body that sends its head, then `chunk` bytes every `everyMs`, and never ends on its own. */
function tricklingBody(chunk: number, everyMs: number) {
  const state = { sent: 0, cancelled: false };
  let timer: NodeJS.Timeout | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(HEAD);
      state.sent += HEAD.byteLength;
      if (chunk > 0) {
        timer = setInterval(() => {
          controller.enqueue(new Uint8Array(chunk).fill(0xab));
          state.sent += chunk;
        }, everyMs);
      }
    },
    cancel() {
      state.cancelled = true;
      clearInterval(timer);
    },
  });
  return { body, state, stop: () => clearInterval(timer) };
}

function uploadRequest(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/photos", {
    method: "POST",
    body,
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    duplex: "half",
  } as RequestInit);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("slow senders", () => {
  it("cuts off a body that stops arriving, with 408, and cancels it", async () => {
    const { body, state } = tricklingBody(0, 0);
    const started = Date.now();
    const error = await failure(readPhotoUpload(uploadRequest(body), FAST));
    expect(error.status).toBe(408);
    expect(error.message).toMatch(/too slowly/);
    expect(Date.now() - started).toBeLessThan(FAST.idleMs + 500);
    expect(state.cancelled).toBe(true);
  });

  it("answers at once even when cancelling the body never settles, as a running Next.js server's request stream does", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(HEAD);
      },
      cancel: () => new Promise<void>(() => undefined),
    });
    const started = Date.now();
    const error = await failure(readPhotoUpload(uploadRequest(body), FAST));
    expect(error.status).toBe(408);
    expect(Date.now() - started).toBeLessThan(FAST.idleMs + 500);
  });

  it("cuts off a body that trickles in under the minimum rate", async () => {
    // 1 KB every 50 ms (20 KB/s) never goes idle, but stays under 64 KB/s.
    const { body, state, stop } = tricklingBody(1024, 50);
    const started = Date.now();
    const error = await failure(readPhotoUpload(uploadRequest(body), FAST));
    stop();
    expect(error.status).toBe(408);
    expect(Date.now() - started).toBeLessThan(FAST.totalMs);
    expect(state.cancelled).toBe(true);
    expect(state.sent).toBeLessThan(64 * 1024);
  });

  it("cuts off a body still arriving after the total time", async () => {
    // Fast enough (64 KB every 20 ms), but endless (under the 8 MB cap within 1.5 s: 4.8 MB).
    const { body, state, stop } = tricklingBody(64 * 1024, 20);
    const error = await failure(readPhotoUpload(uploadRequest(body), { ...FAST, minBytesPerSecond: 1 }));
    stop();
    expect(error.status).toBe(408);
    expect(state.cancelled).toBe(true);
  });
});

/** A body that breaks after its head, as a client that goes away. */
function brokenBody(): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) controller.error(new Error("client went away"));
      else controller.enqueue(HEAD);
      sent = true;
    },
  });
}

describe("uploads per address", () => {
  beforeEach(() => resetRateLimitStore());

  it(`answers 429 to an address with ${MAX_CONCURRENT_UPLOADS_PER_ADDRESS} uploads still arriving, and lets the next in once one ends`, async () => {
    const address = { "X-Forwarded-For": "198.51.100.23" };
    const held = Array.from({ length: MAX_CONCURRENT_UPLOADS_PER_ADDRESS }, () => tricklingBody(0, 0));
    let fail: Array<(reason: unknown) => void> = [];
    const pending = held.map(({ body }) => {
      const reader = body.getReader();
      // Re-wrapped so the test can break each held body when it is done with it.
      const wrapped = new ReadableStream<Uint8Array>({
        start(controller) {
          fail.push((reason) => controller.error(reason));
        },
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) controller.close();
          else controller.enqueue(value);
        },
      });
      return POST(uploadRequest(wrapped, address));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));

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
