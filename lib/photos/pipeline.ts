import "server-only";

import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata, type Sharp } from "sharp";

import { ApiError, apiError } from "@/lib/api";
import { DecodeQueue } from "./decode-queue";
import { countJpegScans } from "./jpeg-scans";
import { MAX_PHOTO_SIDE_PX } from "./limits";

/** Decompression bombs stop here: a 30 KB PNG can claim 30000×30000 pixels. 50 MP still fits a 48 MP phone sensor. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const THUMB_SIDE_PX = 320;

/**
 * What one decode may cost, all checked before a pixel is decoded (docs/security.md lists them):
 * - `maxJpegScans`: a camera writes 1 scan (baseline) or about 10 (progressive; mozjpeg 4-10); 40 leaves room for
 *   unusual encoders, and a file of thousands of scans (each a pass over the whole image) is refused with 422.
 * - `maxDecodeBytes`: width × height × channels × bytes per sample (2 per sample for a progressive JPEG, whose
 *   coefficients are kept whole), 160 MB: a 50 MP 8-bit RGB photo (150 MB) fits; a 49 MP 16-bit RGBA interlaced PNG
 *   (392 MB, which libvips must hold whole to de-interlace) does not.
 * - `timeoutSeconds`: libvips stops a decode running longer (sharp's timeout), answered 422.
 * - `maxConcurrent` decodes at a time per process, `maxWaiting` more in line; beyond that 503 with Retry-After.
 * So a process holds at most maxConcurrent × maxDecodeBytes (320 MB) of decoded pixels, whatever is sent.
 */
export const DECODE_LIMITS = {
  maxJpegScans: 40,
  maxDecodeBytes: 160 * 1024 * 1024,
  timeoutSeconds: 10,
  maxConcurrent: 2,
  maxWaiting: 8,
  retryAfterSeconds: 5,
} as const;
/** Decodes at a time per process: each may hold up to DECODE_LIMITS.maxDecodeBytes of pixels. */
export const MAX_CONCURRENT_DECODES = DECODE_LIMITS.maxConcurrent;

// libvips keeps decoded images in a cache by default, which only grows a server's memory here; and one thread
// per decode, since MAX_CONCURRENT_DECODES already keeps the cores busy.
sharp.cache(false);
sharp.concurrency(1);

const decodeQueue = new DecodeQueue(DECODE_LIMITS.maxConcurrent, DECODE_LIMITS.maxWaiting);

/** Judged by the bytes only (file-type's magic numbers), never by the file's name or declared type. */
const ACCEPTED_MAGIC = new Set(["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"]);
const HEIF_TYPES = new Set(["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"]);
const BYTES_PER_SAMPLE: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, double: 8, complex: 8, dpcomplex: 16 };

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

export interface ProcessPhotoOptions {
  /** The request's signal: a photo whose sender has gone is dropped from the queue and never decoded. */
  signal?: AbortSignal;
}

/**
 * The one way a photo gets in: sniffed, checked by its header (scans, pixels, bit depth), decoded within a time limit
 * in a bounded queue, turned upright by its EXIF orientation, shrunk to MAX_PHOTO_SIDE_PX, and re-encoded as JPEG
 * without any metadata (no withMetadata(): GPS, camera make and model, XMP and ICC profiles all stay behind; colours
 * are converted to sRGB). Refusals are ApiErrors: 415 for what is not a photo we can read, 422 for a photo we cannot
 * or will not decode, 503 (with Retry-After) when the queue is full, 499 when the sender has gone.
 */
export async function processPhoto(input: Uint8Array, options: ProcessPhotoOptions = {}): Promise<ProcessedPhoto> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_MAGIC.has(type.mime)) throw apiError(415, "photos.notImage");
  if (type.mime === "image/jpeg" && countJpegScans(input, DECODE_LIMITS.maxJpegScans) > DECODE_LIMITS.maxJpegScans) {
    throw apiError(422, "photos.tooManyScans");
  }
  const buffer = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const source = () =>
    sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", sequentialRead: true }).timeout({ seconds: DECODE_LIMITS.timeoutSeconds });
  try {
    // The header alone tells the size and depth (metadata() decodes nothing), so a bomb is refused before a single
    // pixel is inflated, and before it takes a place in the queue.
    checkDecodeCost(await source().metadata());
    return await decodeQueue.run(async () => {
      const full = await encode(source().rotate().resize({ width: MAX_PHOTO_SIDE_PX, height: MAX_PHOTO_SIDE_PX, fit: "inside", withoutEnlargement: true }), 82);
      options.signal?.throwIfAborted();
      const thumb = await encode(sharp(full.bytes).resize({ width: THUMB_SIDE_PX, height: THUMB_SIDE_PX, fit: "inside", withoutEnlargement: true }), 72);
      return { full, thumb };
    }, options.signal);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (options.signal?.aborted) throw senderGone();
    if (DecodeQueue.isFull(error)) {
      throw apiError(503, "photos.busy", undefined, { headers: { "Retry-After": String(DECODE_LIMITS.retryAfterSeconds) } });
    }
    const message = error instanceof Error ? error.message : "";
    if (/pixel limit/i.test(message)) throw tooManyPixels();
    if (/timeout/i.test(message)) throw apiError(422, "photos.tooComplex");
    // The prebuilt sharp reads AVIF but not HEVC-coded HEIC (patents): say how to send a JPEG instead.
    if (HEIF_TYPES.has(type.mime)) throw apiError(415, "photos.heicUnsupported");
    throw apiError(422, "photos.undecodable");
  }
}

/** The bytes a decode of this image may hold at once, by its header (see DECODE_LIMITS). */
export function decodeCostBytes(meta: Pick<Metadata, "width" | "height" | "channels" | "depth" | "format" | "isProgressive">): number {
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  const channels = meta.channels ?? 4;
  // A progressive JPEG keeps every block's 16-bit coefficients until its last scan.
  const perSample = meta.format === "jpeg" && meta.isProgressive ? 2 : (BYTES_PER_SAMPLE[meta.depth ?? "uchar"] ?? 8);
  return pixels * channels * perSample;
}

function checkDecodeCost(meta: Metadata): void {
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw tooManyPixels();
  if (decodeCostBytes(meta) > DECODE_LIMITS.maxDecodeBytes) throw apiError(422, "photos.tooComplex");
}

async function encode(pipeline: Sharp, quality: number): Promise<ProcessedImage> {
  // White behind transparent screenshots, since JPEG has no alpha.
  const { data, info } = await pipeline.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: "image/jpeg", width: info.width, height: info.height };
}

function tooManyPixels(): ApiError {
  return apiError(422, "photos.tooManyPixels", { megapixels: MAX_INPUT_PIXELS / 1_000_000 });
}

/** Nobody reads this answer (the connection is gone); 499 is nginx's "client closed request", kept out of the 5xx. */
function senderGone(): ApiError {
  return apiError(499, "photos.malformed");
}
