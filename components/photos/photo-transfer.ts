// The heavy half of the picker: decoding, downsizing and uploading. Loaded on the first interaction with the
// picker (see use-photo-attachments.ts), so no page carries it in its first-load JavaScript.
import { MAX_PHOTO_SIDE_PX } from "@/lib/photos/limits";

import type { UploadedPhoto } from "./photo-types";
import type { AppLocale } from "@/i18n/locales";

/** JPEG at 0.85 keeps a 12 MP phone photo, downsized to 2048 px, at about 400 KB: quick on a weak mobile link. */
const UPLOAD_TYPE = "image/jpeg";
const UPLOAD_QUALITY = 0.85;

/**
 * The photo redrawn with its longest side at most MAX_PHOTO_SIDE_PX, upright (EXIF orientation applied) and
 * re-encoded, which also leaves its metadata (GPS position, camera) on the phone. Null when this browser cannot
 * decode the file (HEIC outside Safari): the caller then sends the original and the server answers.
 */
export async function downsizePhoto(file: Blob): Promise<Blob | null> {
  if (typeof createImageBitmap !== "function") return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return null;
  }
  try {
    const scale = Math.min(1, MAX_PHOTO_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    return await drawAsJpeg(bitmap, width, height);
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}

async function drawAsJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  // OffscreenCanvas where the browser has it (no DOM node); a detached <canvas> elsewhere (Safari before 16.4).
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return null;
    paint(context, bitmap, width, height);
    return canvas.convertToBlob({ type: UPLOAD_TYPE, quality: UPLOAD_QUALITY });
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  paint(context, bitmap, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, UPLOAD_TYPE, UPLOAD_QUALITY));
}

function paint(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, bitmap: ImageBitmap, width: number, height: number) {
  // JPEG has no transparency: a transparent PNG would otherwise turn black.
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
}

/** The server refused the photo itself (not an image it can read, too large...): sending it again will not help. */
export class PhotoRefusedError extends Error {
  constructor(readonly serverMessage: string | undefined) {
    super(serverMessage ?? "refused");
    this.name = "PhotoRefusedError";
  }
}

/** The upload did not get through (connection lost, server busy or down): worth another try. */
export class PhotoUploadFailedError extends Error {
  constructor(readonly status: number) {
    super(`upload failed (${status})`);
    this.name = "PhotoUploadFailedError";
  }
}

// Client mistakes about the photo itself; 408 and 429 are about timing and are worth a retry.
const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

function serverMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === "string" && parsed.message ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/photos with one photo in the `photo` field. XMLHttpRequest rather than fetch: fetch reports no upload
 * progress, and the homeowner on a slow link needs to see that something is moving. `locale` (a query parameter: the
 * server refuses before it reads the multipart body) is the language of the server's refusals.
 */
export function uploadPhoto(
  photo: Blob,
  fileName: string,
  locale: AppLocale,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/photos?${new URLSearchParams({ locale })}`);
    request.responseType = "text";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      if (request.status === 201 || request.status === 200) {
        try {
          resolve(JSON.parse(request.responseText) as UploadedPhoto);
        } catch {
          reject(new PhotoUploadFailedError(request.status));
        }
      } else if (isRefusal(request.status)) reject(new PhotoRefusedError(serverMessage(request.responseText)));
      else reject(new PhotoUploadFailedError(request.status));
    };
    request.onerror = () => reject(new PhotoUploadFailedError(0));
    request.ontimeout = () => reject(new PhotoUploadFailedError(0));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    const body = new FormData();
    body.append("photo", photo, fileName);
    request.send(body);
  });
}
