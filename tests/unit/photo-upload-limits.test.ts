import { describe, expect, it } from "@jest/globals";

import { ApiError } from "@/lib/api";
import { readPhotoUpload, type UploadTiming } from "@/lib/photos/upload";
import { HEAD, tricklingBody, uploadRequest } from "../support/upload-bodies";

const FAST: UploadTiming = { totalMs: 1500, idleMs: 300, graceMs: 200, minBytesPerSecond: 64 * 1024 };

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
