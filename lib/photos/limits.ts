// The photo limits shared by the browser picker (to check and downsize before sending) and the server (to enforce).
// Client-safe on purpose: no server-only imports, so the picker can read the same numbers the route refuses by.

/** Photos one booking or one chat request may carry. */
export const MAX_PHOTOS_PER_REQUEST = 6;

/** The most bytes one POST /api/photos body may carry; the route refuses more while it streams in. */
export const MAX_PHOTO_UPLOAD_BYTES = 8 * 1024 * 1024;

/** The longest side a stored photo keeps; the browser downsizes to it and the server re-encodes to it. */
export const MAX_PHOTO_SIDE_PX = 2048;

/** What the picker offers; the server still judges by the bytes, never by these declared types. */
export const ACCEPTED_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif"] as const;
