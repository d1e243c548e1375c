import { describe, expect, it } from "@jest/globals";
import {
  CATCH_UP_AFTER_MS,
  catchUpFactor,
  createAfterResponsePacing,
  MAX_CATCH_UP,
  MAX_LOOP_SHARE,
  SATURATED_BATCH_SIZE,
  saturatedPass,
  waitForRoom,
} from "@/lib/dispatch/pacing";
import { RELAY_LOOP_SHARE, SEND_SLICE_MS } from "@/lib/dispatch/relay";

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

  it("after a response: a full pass on an idle server, a small one after waiting out a saturated one", async () => {
    const pacing = createAfterResponsePacing();
    await expect(pacing.beforePass()).resolves.toEqual({});
    const stop = keepBusy();
    try {
      await expect(pacing.beforePass()).resolves.toEqual({ batchSize: SATURATED_BATCH_SIZE });
    } finally {
      stop();
    }
  });
});

describe("catch-up: a relay running late takes more of a saturated server, so the queue cannot grow without end", () => {
  it("changes nothing while the oldest delivery claimed is less than CATCH_UP_AFTER_MS late", () => {
    expect(catchUpFactor(0)).toBe(1);
    expect(catchUpFactor(CATCH_UP_AFTER_MS)).toBe(1);
    expect(saturatedPass(1)).toEqual({ batchSize: SATURATED_BATCH_SIZE });
  });

  it("grows with lateness, up to MAX_CATCH_UP, and never gives the relay more than half the loop", () => {
    expect(catchUpFactor(3 * CATCH_UP_AFTER_MS)).toBe(3);
    expect(catchUpFactor(60_000)).toBe(MAX_CATCH_UP);
    expect(saturatedPass(2)).toEqual({ batchSize: 2 * SATURATED_BATCH_SIZE, sliceMs: 2 * SEND_SLICE_MS, loopShare: 2 * RELAY_LOOP_SHARE });
    const most = saturatedPass(MAX_CATCH_UP);
    expect(most.batchSize).toBe(MAX_CATCH_UP * SATURATED_BATCH_SIZE);
    expect(most.loopShare).toBe(MAX_LOOP_SHARE);
  });

  it("comes sooner and larger on a saturated server once the last claim ran late, and back to bounded once in time", async () => {
    const pacing = createAfterResponsePacing({ sampleMs: 20, maxWaitMs: 800 });
    const stop = keepBusy();
    try {
      let started = performance.now();
      await expect(pacing.beforePass()).resolves.toEqual({ batchSize: SATURATED_BATCH_SIZE });
      const inTime = performance.now() - started;
      expect(inTime).toBeGreaterThanOrEqual(790);

      pacing.onClaimed({ claimed: SATURATED_BATCH_SIZE, batchSize: SATURATED_BATCH_SIZE, lateMs: 4 * CATCH_UP_AFTER_MS });
      started = performance.now();
      await expect(pacing.beforePass()).resolves.toEqual(saturatedPass(4));
      // A quarter of the wait: 200 ms of the 800.
      expect(performance.now() - started).toBeLessThan(inTime - 400);

      pacing.onClaimed({ claimed: 10, batchSize: SATURATED_BATCH_SIZE * 4, lateMs: 300 });
      await expect(pacing.beforePass()).resolves.toEqual({ batchSize: SATURATED_BATCH_SIZE });
    } finally {
      stop();
    }
  });

  it("takes a saturated-size pass on an idle server while catching up", async () => {
    const pacing = createAfterResponsePacing();
    pacing.onClaimed({ claimed: 50, batchSize: 50, lateMs: 3 * CATCH_UP_AFTER_MS });
    await expect(pacing.beforePass()).resolves.toEqual({ batchSize: SATURATED_BATCH_SIZE });
  });
});
