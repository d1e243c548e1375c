/**
 * Where photo bytes live: one small port with three drivers (db, fs, s3) chosen by PHOTO_STORE. Pages and routes
 * know this interface, never a driver. The photo's facts (type, size, booking) are rows in the database whatever the
 * driver (lib/photos/records.ts); a store only keeps bytes under a key.
 */
export type PhotoStoreKind = "db" | "fs" | "s3";

export interface PhotoStore {
  readonly kind: PhotoStoreKind;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the keys; a key that is already gone is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Keys stored before `cutoff`, for the sweep that removes bytes whose photo row no longer exists. */
  listExpired(cutoff: Date): Promise<string[]>;
}

export type PhotoVariant = "full" | "thumb";
export const PHOTO_VARIANTS: readonly PhotoVariant[] = ["full", "thumb"];

// 128 random bits as base64url (22 characters), then the variant: nothing a path or an S3 key could misread.
const PHOTO_KEY = /^[A-Za-z0-9_-]{22}\/(full|thumb)$/;
export const PHOTO_ID = /^[A-Za-z0-9_-]{22}$/;

export function photoKey(photoId: string, variant: PhotoVariant): string {
  return `${photoId}/${variant}`;
}

/** Every driver refuses a key of any other shape, so no key can reach outside its folder or prefix. */
export function assertPhotoKey(key: string): void {
  if (!PHOTO_KEY.test(key)) throw new Error(`Not a photo key: ${JSON.stringify(key).slice(0, 60)}`);
}

export function isPhotoKey(key: string): boolean {
  return PHOTO_KEY.test(key);
}
