import "server-only";

import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";

import { ApiError, apiError } from "@/lib/api";
import { MAX_PHOTO_SIDE_PX } from "./limits";

/** Decompression bombs stop here: a 30 KB PNG can claim 30000×30000 pixels. 50 MP still fits a 48 MP phone sensor. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const THUMB_SIDE_PX = 320;
/** Decodes at a time per process: each may hold a few hundred MB of pixels, and the rest wait their turn. */
export const MAX_CONCURRENT_DECODES = 2;

// libvips keeps decoded images in a cache by default, which only grows a server's memory here; and one thread
// per decode, since MAX_CONCURRENT_DECODES already keeps the cores busy.
sharp.cache(false);
sharp.concurrency(1);

/** Judged by the bytes only (file-type's magic numbers), never by the file's name or declared type. */
const ACCEPTED_MAGIC = new Set(["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"]);
const HEIF_TYPES = new Set(["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"]);

export interface ProcessedImage {
  bytes: Buffer;
  contentType: "image/jpeg";
  width: number;
  height: number;
}

export interface ProcessedPhoto {
  full: ProcessedImage;
  thumb: ProcessedImage;
}

/**
 * The one way a photo gets in: sniffed, decoded within limits, turned upright by its EXIF orientation, shrunk to
 * MAX_PHOTO_SIDE_PX, and re-encoded as JPEG without any metadata (no withMetadata(): GPS, camera make and model,
 * XMP and ICC profiles all stay behind; colours are converted to sRGB). Refusals are ApiErrors: 415 for what is not
 * a photo we can read, 422 for a photo we cannot decode or that claims too many pixels.
 */
export async function processPhoto(input: Uint8Array): Promise<ProcessedPhoto> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_MAGIC.has(type.mime)) throw apiError(415, "photos.notImage");
  return withDecodeSlot(async () => {
    const buffer = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
    const source = () => sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", sequentialRead: true });
    try {
      // The header alone tells the size, so a bomb is refused before a single pixel is inflated.
      const { width = 0, height = 0 } = await source().metadata();
      if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
      const full = await encode(source().rotate().resize({ width: MAX_PHOTO_SIDE_PX, height: MAX_PHOTO_SIDE_PX, fit: "inside", withoutEnlargement: true }), 82);
      const thumb = await encode(sharp(full.bytes).resize({ width: THUMB_SIDE_PX, height: THUMB_SIDE_PX, fit: "inside", withoutEnlargement: true }), 72);
      return { full, thumb };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const message = error instanceof Error ? error.message : "";
      if (/pixel limit/i.test(message)) throw tooManyPixels();
      // The prebuilt sharp reads AVIF but not HEVC-coded HEIC (patents): say how to send a JPEG instead.
      if (HEIF_TYPES.has(type.mime)) throw apiError(415, "photos.heicUnsupported");
      throw apiError(422, "photos.undecodable");
    }
  });
}

async function encode(pipeline: Sharp, quality: number): Promise<ProcessedImage> {
  // White behind transparent screenshots, since JPEG has no alpha.
  const { data, info } = await pipeline.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: "image/jpeg", width: info.width, height: info.height };
}

function tooManyPixels(): ApiError {
  return apiError(422, "photos.tooManyPixels", { megapixels: MAX_INPUT_PIXELS / 1_000_000 });
}

// A counting semaphore: a few lines here rather than a dependency for one queue.
let activeDecodes = 0;
const waiting: Array<() => void> = [];

async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (activeDecodes >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  else activeDecodes += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next in line, so the count never dips and lets a newcomer jump the queue.
    if (next) next();
    else activeDecodes -= 1;
  }
}
