import { describe, expect, it } from "@jest/globals";
import sharp from "sharp";

import { ApiError } from "@/lib/api";
import { DecodeQueue } from "@/lib/photos/decode-queue";
import { countJpegScans } from "@/lib/photos/jpeg-scans";
import { DECODE_LIMITS, decodeCostBytes, processPhoto } from "@/lib/photos/pipeline";
import { interlaced16BitPng, manyScanJpeg, phoneStyleJpeg } from "../support/photos";

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("photo decoding limits", () => {
  it("counts the scans of baseline and progressive JPEGs as cameras write them", async () => {
    const baseline = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#345" } })
      .jpeg()
      .toBuffer();
    const progressive = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#345" } })
      .jpeg({ progressive: true })
      .toBuffer();
    expect(countJpegScans(baseline)).toBe(1);
    expect(countJpegScans(progressive)).toBeGreaterThan(1);
    expect(countJpegScans(progressive)).toBeLessThanOrEqual(DECODE_LIMITS.maxJpegScans);
    expect(countJpegScans(await manyScanJpeg(300, { width: 64, height: 48 }))).toBe(300);
  });

  it("decodes a normal progressive JPEG", async () => {
    const progressive = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#345" } })
      .jpeg({ progressive: true })
      .toBuffer();
    const photo = await processPhoto(progressive);
    expect(photo.full).toMatchObject({ width: 1200, height: 900 });
  });

  it(`refuses a JPEG of more than ${DECODE_LIMITS.maxJpegScans} scans with 422 before decoding it`, async () => {
    const bomb = await manyScanJpeg(2600);
    const started = performance.now();
    const error = await refusal(processPhoto(bomb));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/too many image layers/);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("refuses the 49 MP 16-bit interlaced PNG by its header, without decoding it", async () => {
    const png = await interlaced16BitPng(7000, 7000);
    expect(png.byteLength).toBeLessThan(600 * 1024);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ width: 7000, height: 7000, depth: "ushort", channels: 4, isProgressive: true });
    expect(decodeCostBytes(meta)).toBe(7000 * 7000 * 8);

    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const error = await refusal(processPhoto(png));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/too much work/);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it("still takes a small 16-bit interlaced PNG, within the memory budget", async () => {
    const png = await interlaced16BitPng(800, 600);
    const photo = await processPhoto(png);
    expect(photo.full).toMatchObject({ width: 800, height: 600 });
  });

  it("never decodes a photo whose sender has gone", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await refusal(processPhoto(await phoneStyleJpeg({ width: 600, height: 400 }), { signal: controller.signal }));
    expect(error.status).toBe(499);
  });
});

describe("DecodeQueue", () => {
  const blocker = () => {
    let release!: () => void;
    const promise = new Promise<void>((resolve) => (release = resolve));
    return { promise, release };
  };

  it("runs `concurrency` jobs, lines up `maxWaiting` more, and refuses the rest at once", async () => {
    const queue = new DecodeQueue(2, 2);
    const gate = blocker();
    const started: number[] = [];
    const jobs = [0, 1, 2, 3].map((index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(queue.size).toEqual({ active: 2, waiting: 2 });
    const late = await queue.run(async () => "late").catch((error: unknown) => error);
    expect(DecodeQueue.isFull(late)).toBe(true);
    gate.release();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3]);
    expect(queue.size).toEqual({ active: 0, waiting: 0 });
  });

  it("drops a waiting job whose signal aborts, and never runs it", async () => {
    const queue = new DecodeQueue(1, 4);
    const gate = blocker();
    const running = queue.run(() => gate.promise);
    const controller = new AbortController();
    let ran = false;
    const waiting = queue.run(async () => {
      ran = true;
    }, controller.signal);
    expect(queue.size.waiting).toBe(1);
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
    expect(queue.size.waiting).toBe(0);
    gate.release();
    await running;
    expect(ran).toBe(false);
    expect(queue.size).toEqual({ active: 0, waiting: 0 });
  });
});
