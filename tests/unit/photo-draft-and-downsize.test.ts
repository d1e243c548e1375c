/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from "@jest/globals";

import { readBookingPhotos, writeBookingPhotos } from "@/components/photos/booking-photo-draft";
import { downsizePhoto } from "@/components/photos/photo-transfer";
import type { AttachedPhoto } from "@/components/photos/photo-types";

const photo = (id: string): AttachedPhoto => ({
  id,
  url: `/api/photos/${id}?size=full`,
  thumbUrl: `/api/photos/${id}?size=thumb`,
  width: 800,
  height: 600,
  name: `${id}.jpg`,
});
const HOUR = 60 * 60 * 1000;

afterEach(() => {
  sessionStorage.clear();
  jest.restoreAllMocks();
});

describe("the booking's photo draft", () => {
  it("keeps the uploaded photos for the tab and gives them back", () => {
    writeBookingPhotos([photo("a"), photo("b")]);
    expect(readBookingPhotos()).toEqual([photo("a"), photo("b")]);
    expect(localStorage.length).toBe(0);
  });

  it("forgets them once their links are near expiry (23 hours), or when told to", () => {
    const savedAt = Date.UTC(2026, 10, 25, 8);
    writeBookingPhotos([photo("a")], sessionStorage, savedAt);
    expect(readBookingPhotos(sessionStorage, savedAt + 22 * HOUR)).toHaveLength(1);
    expect(readBookingPhotos(sessionStorage, savedAt + 24 * HOUR)).toEqual([]);
    writeBookingPhotos([]);
    expect(sessionStorage.length).toBe(0);
  });

  it("keeps the first save's time when the photos are written again (a reload restores and reports them)", () => {
    const savedAt = Date.UTC(2026, 10, 25, 8);
    writeBookingPhotos([photo("a")], sessionStorage, savedAt);
    writeBookingPhotos([photo("a"), photo("b")], sessionStorage, savedAt + 20 * HOUR);
    expect(readBookingPhotos(sessionStorage, savedAt + 22 * HOUR)).toHaveLength(2);
    expect(readBookingPhotos(sessionStorage, savedAt + 24 * HOUR)).toEqual([]);
  });

  it("ignores malformed entries and links to other sites", () => {
    sessionStorage.setItem(
      "fixpilot.bookingPhotos",
      JSON.stringify({ savedAt: Date.now(), photos: [photo("ok"), { ...photo("evil"), thumbUrl: "//evil.example/x.jpg" }, { id: 3 }] }),
    );
    expect(readBookingPhotos().map(({ id }) => id)).toEqual(["ok"]);
    sessionStorage.setItem("fixpilot.bookingPhotos", "{not json");
    expect(readBookingPhotos()).toEqual([]);
  });
});

describe("downsizing in the browser", () => {
  function fakeCanvas() {
    const drawn: unknown[][] = [];
    const convertToBlob = jest.fn(async (options?: ImageEncodeOptions) => new Blob(["jpeg"], { type: options?.type }));
    const sizes: [number, number][] = [];
    class FakeOffscreenCanvas {
      constructor(width: number, height: number) {
        sizes.push([width, height]);
      }
      getContext() {
        return { fillRect: () => undefined, drawImage: (...args: unknown[]) => drawn.push(args), fillStyle: "", imageSmoothingQuality: "" };
      }
      convertToBlob = convertToBlob;
    }
    Object.assign(globalThis, { OffscreenCanvas: FakeOffscreenCanvas });
    return { drawn, sizes, convertToBlob };
  }

  afterEach(() => {
    Reflect.deleteProperty(globalThis, "OffscreenCanvas");
    Reflect.deleteProperty(globalThis, "createImageBitmap");
  });

  it("draws a 12 MP photo upright at 2048 px on its longest side, as JPEG at 0.85", async () => {
    const close = jest.fn();
    const createImageBitmap = jest.fn<(source: Blob, options?: ImageBitmapOptions) => Promise<{ width: number; height: number; close: () => void }>>(
      async () => ({ width: 3024, height: 4032, close }),
    );
    Object.assign(globalThis, { createImageBitmap });
    const { sizes, convertToBlob } = fakeCanvas();
    const file = new File(["raw"], "IMG_0001.jpg", { type: "image/jpeg" });

    const result = await downsizePhoto(file);
    expect(createImageBitmap).toHaveBeenCalledWith(file, { imageOrientation: "from-image" });
    expect(sizes).toEqual([[1536, 2048]]);
    expect(convertToBlob).toHaveBeenCalledWith({ type: "image/jpeg", quality: 0.85 });
    expect(result?.type).toBe("image/jpeg");
    expect(close).toHaveBeenCalled();
  });

  it("never enlarges a small photo", async () => {
    Object.assign(globalThis, { createImageBitmap: async () => ({ width: 640, height: 480, close: () => undefined }) });
    const { sizes } = fakeCanvas();
    await downsizePhoto(new Blob(["raw"], { type: "image/png" }));
    expect(sizes).toEqual([[640, 480]]);
  });

  it("gives up (null) when the browser cannot decode the file, so the original is sent", async () => {
    Object.assign(globalThis, { createImageBitmap: async () => Promise.reject(new DOMException("cannot decode", "InvalidStateError")) });
    expect(await downsizePhoto(new Blob(["heic"], { type: "image/heic" }))).toBeNull();
  });
});
