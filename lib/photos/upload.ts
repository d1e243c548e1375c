import "server-only";

import busboy from "busboy";

import { ApiError, apiError } from "@/lib/api";
import { MAX_PHOTO_UPLOAD_BYTES } from "./limits";

/** The multipart envelope (boundaries, part headers) around a photo of the largest allowed size. */
const ENVELOPE_BYTES = 16 * 1024;
export const MAX_PHOTO_BODY_BYTES = MAX_PHOTO_UPLOAD_BYTES + ENVELOPE_BYTES;
export const PHOTO_FIELD = "photo";

const tooLarge = () => apiError(413, "photos.tooLarge", { mb: MAX_PHOTO_UPLOAD_BYTES / (1024 * 1024) });
const malformed = () => apiError(400, "photos.malformed");

/**
 * Reads the `photo` file of a multipart/form-data body while it streams in, and stops with 413 as soon as the body
 * passes the limit: nothing beyond it is read or kept. (request.formData() would buffer the whole body first.)
 * A Content-Length over the limit is refused before a byte is read.
 */
export async function readPhotoUpload(request: Request): Promise<Uint8Array> {
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
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > MAX_PHOTO_BODY_BYTES) throw tooLarge();
      if (!parser.write(value)) await new Promise((resolve) => parser.once("drain", resolve));
      if (photo.settled()) break;
    }
    if (!photo.settled()) parser.end();
    return await photo.result;
  } catch (error) {
    // Stop reading: the client is told now, not after sending the rest.
    await reader.cancel().catch(() => undefined);
    parser.destroy();
    photo.result.catch(() => undefined);
    throw error instanceof ApiError ? error : malformed();
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
