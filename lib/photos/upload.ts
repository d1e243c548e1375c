import "server-only";

import busboy from "busboy";

import { ApiError, apiError } from "@/lib/api";
import { MAX_PHOTO_UPLOAD_BYTES } from "./limits";

/** The multipart envelope (boundaries, part headers) around a photo of the largest allowed size. */
const ENVELOPE_BYTES = 16 * 1024;
export const MAX_PHOTO_BODY_BYTES = MAX_PHOTO_UPLOAD_BYTES + ENVELOPE_BYTES;
export const PHOTO_FIELD = "photo";

/**
 * How slowly a body may arrive (docs/security.md): all of it within `totalMs`, never `idleMs` without a byte, and, after
 * `graceMs`, at least `minBytesPerSecond` on average. An 8 MB photo on a 1 Mbit/s uplink takes about 65 s, but the
 * picker downsizes to 2048 px first (under 2 MB, 16 s at that speed); a body held open to pin its buffer is cut early.
 */
export const UPLOAD_TIMING = { totalMs: 60_000, idleMs: 10_000, graceMs: 5_000, minBytesPerSecond: 16 * 1024 };
export type UploadTiming = typeof UPLOAD_TIMING;

/** Uploads one address may have in flight (reading or decoding) in this process; more answer 429 at once. */
export const MAX_CONCURRENT_UPLOADS_PER_ADDRESS = 2;

const uploadsInFlight = new Map<string, number>();

/** A place for one more upload from this address, or null when it already has MAX_CONCURRENT_UPLOADS_PER_ADDRESS. */
export function claimUploadSlot(address: string): (() => void) | null {
  const current = uploadsInFlight.get(address) ?? 0;
  if (current >= MAX_CONCURRENT_UPLOADS_PER_ADDRESS) return null;
  uploadsInFlight.set(address, current + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (uploadsInFlight.get(address) ?? 1) - 1;
    if (left <= 0) uploadsInFlight.delete(address);
    else uploadsInFlight.set(address, left);
  };
}

const tooSlow = () => apiError(408, "photos.tooSlow", undefined, { headers: { Connection: "close" } });
const tooLarge = () => apiError(413, "photos.tooLarge", { mb: MAX_PHOTO_UPLOAD_BYTES / (1024 * 1024) });
const malformed = () => apiError(400, "photos.malformed");

/**
 * Reads the `photo` file of a multipart/form-data body while it streams in, and stops with 413 as soon as the body
 * passes the limit: nothing beyond it is read or kept. (request.formData() would buffer the whole body first.)
 * A Content-Length over the limit is refused before a byte is read, and a body arriving too slowly (UPLOAD_TIMING) is
 * cut off with 408, its chunks let go.
 */
export async function readPhotoUpload(request: Request, timing: UploadTiming = UPLOAD_TIMING): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_PHOTO_BODY_BYTES) throw tooLarge();
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) throw apiError(400, "photos.missing");

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { files: 1, fileSize: MAX_PHOTO_UPLOAD_BYTES, fields: 20, fieldSize: 1024, parts: 30 },
    });
  } catch {
    throw malformed();
  }
  const photo = collectPhoto(parser);
  const reader = request.body.getReader();
  let received = 0;
  const startedAt = Date.now();
  try {
    for (;;) {
      const { done, value } = await readWithin(reader, Math.min(timing.idleMs, timing.totalMs - (Date.now() - startedAt)));
      if (done) break;
      received += value.byteLength;
      const elapsed = Date.now() - startedAt;
      if (elapsed > timing.totalMs || (elapsed > timing.graceMs && received < (timing.minBytesPerSecond * (elapsed - timing.graceMs)) / 1000)) {
        throw tooSlow();
      }
      if (received > MAX_PHOTO_BODY_BYTES) throw tooLarge();
      if (!parser.write(value)) await new Promise((resolve) => parser.once("drain", resolve));
      if (photo.settled()) break;
    }
    if (!photo.settled()) parser.end();
    return await photo.result;
  } catch (error) {
    // Stop reading: the client is told now, not after sending the rest.
    // Not awaited: Next.js's request stream settles its cancel only once the client ends the body, which a slow
    // sender never does, so awaiting it would hold the answer (and the buffer) as long as the sender likes.
    reader.cancel().catch(() => undefined);
    parser.destroy();
    photo.result.catch(() => undefined);
    throw error instanceof ApiError ? error : malformed();
  }
}

/** The next chunk, or 408 when none arrives within `ms`. */
async function readWithin(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number): Promise<ReadableStreamReadResult<Uint8Array>> {
  if (ms <= 0) throw tooSlow();
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(tooSlow()), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function collectPhoto(parser: busboy.Busboy): { result: Promise<Uint8Array>; settled(): boolean } {
  let settled = false;
  const result = new Promise<Uint8Array>((resolve, reject) => {
    const fail = (error: ApiError) => {
      settled = true;
      reject(error);
    };
    let photo: Uint8Array | null = null;
    parser.on("file", (field, stream) => {
      // A body cut short errors the open part too; the parser's own error says so once.
      stream.on("error", () => undefined);
      if (field !== PHOTO_FIELD) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(tooLarge()));
      stream.on("end", () => {
        if (!settled) photo = Buffer.concat(chunks);
      });
    });
    parser.on("filesLimit", () => undefined);
    parser.on("error", () => fail(malformed()));
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      if (photo && photo.byteLength > 0) resolve(photo);
      else reject(apiError(400, "photos.missing"));
    });
  });
  return { result, settled: () => settled };
}
