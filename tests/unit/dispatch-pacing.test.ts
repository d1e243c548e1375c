import { describe, expect, it } from "@jest/globals";
import { paceAfterResponse, SATURATED_BATCH_SIZE, waitForRoom } from "@/lib/dispatch/pacing";

/** Keeps this event loop busy (as a saturated server's requests would) until `stop` is called. */
function keepBusy(): () => void {
  let running = true;
  const burn = () => {
    const until = performance.now() + 15;
    while (performance.now() < until) {
      // CPU work standing in for requests.
    }
    if (running) setImmediate(burn);
  };
  setImmediate(burn);
  return () => {
    running = false;
  };
}

describe("waitForRoom (the after-response relay waits for the server to have room)", () => {
  it("goes at once when the event loop is idle", async () => {
    const started = performance.now();
    await expect(waitForRoom({ sampleMs: 20, maxWaitMs: 5000 })).resolves.toBe(true);
    // One look at an idle loop; far from the 5 s it would wait on a busy one.
    expect(performance.now() - started).toBeLessThan(2500);
  });

  it("waits while the loop is saturated, but never longer than maxWaitMs", async () => {
    const stop = keepBusy();
    try {
      const started = performance.now();
      await expect(waitForRoom({ sampleMs: 20, maxWaitMs: 400 })).resolves.toBe(false);
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(390);
      expect(waited).toBeLessThan(5000);
    } finally {
      stop();
    }
  });

  it("goes as soon as the load drops", async () => {
    const stop = keepBusy();
    setTimeout(stop, 200);
    const started = performance.now();
    await expect(waitForRoom({ sampleMs: 20, maxWaitMs: 10_000 })).resolves.toBe(true);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(190);
    expect(waited).toBeLessThan(5000);
  });

  it("paceAfterResponse: a full pass on an idle server, a small one after waiting out a saturated one", async () => {
    await expect(paceAfterResponse()).resolves.toEqual({});
    const stop = keepBusy();
    try {
      await expect(paceAfterResponse()).resolves.toEqual({ batchSize: SATURATED_BATCH_SIZE });
    } finally {
      stop();
    }
  });
});
