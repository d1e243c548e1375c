// The photos chosen for a booking, kept in the tab's sessionStorage: a reload of /schedule (or the chat's hand-off
// to it) finds them again. sessionStorage rather than localStorage: the links are personal data and die with the
// tab, and the server's links last 24 hours anyway. Client-safe and small: the form reads it when it mounts.
import { MAX_PHOTOS_PER_REQUEST } from "@/lib/photos/limits";

import type { AttachedPhoto } from "./photo-types";

const STORAGE_KEY = "fixpilot.bookingPhotos";
/** Under the 24 hours the upload's signed links (and the unattached photo itself) live. */
const DRAFT_MAX_AGE_MS = 23 * 60 * 60 * 1000;

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function sessionStore(): DraftStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isAttachedPhoto(value: unknown): value is AttachedPhoto {
  if (typeof value !== "object" || value === null) return false;
  const { id, url, thumbUrl, width, height, name } = value as Record<string, unknown>;
  return (
    typeof id === "string" &&
    typeof url === "string" &&
    typeof thumbUrl === "string" &&
    // Only our own same-site links: a tampered entry must not make the page load another site's address.
    url.startsWith("/") &&
    !url.startsWith("//") &&
    thumbUrl.startsWith("/") &&
    !thumbUrl.startsWith("//") &&
    typeof width === "number" &&
    typeof height === "number" &&
    typeof name === "string"
  );
}

/** The saved draft: when its photos were first saved, and them, if it is well formed and younger than the links. */
function readDraft(storage: DraftStorage | null, now: number): { savedAt: number; photos: AttachedPhoto[] } | null {
  try {
    const parsed = JSON.parse(storage?.getItem(STORAGE_KEY) ?? "null") as { savedAt?: unknown; photos?: unknown } | null;
    if (!parsed || typeof parsed.savedAt !== "number" || !Array.isArray(parsed.photos)) return null;
    const age = now - parsed.savedAt;
    if (age < 0 || age > DRAFT_MAX_AGE_MS) return null;
    return { savedAt: parsed.savedAt, photos: parsed.photos.filter(isAttachedPhoto).slice(0, MAX_PHOTOS_PER_REQUEST) };
  } catch {
    return null;
  }
}

/** The saved photos when the entry is well formed and younger than the links; anything else counts as none. */
export function readBookingPhotos(storage: DraftStorage | null = sessionStore(), now = Date.now()): AttachedPhoto[] {
  return readDraft(storage, now)?.photos ?? [];
}

/**
 * Best effort: a full or blocked storage only means the photos are not kept over a reload. The first save's time
 * stays while the draft lives: rewriting the same photos (a reload restores, then reports them) must not make
 * links look younger than they are.
 */
export function writeBookingPhotos(photos: readonly AttachedPhoto[], storage: DraftStorage | null = sessionStore(), now = Date.now()): void {
  try {
    if (!photos.length) {
      storage?.removeItem(STORAGE_KEY);
      return;
    }
    const draft = readDraft(storage, now);
    const savedAt = draft?.photos.length ? draft.savedAt : now;
    storage?.setItem(STORAGE_KEY, JSON.stringify({ savedAt: Math.min(savedAt, now), photos }));
  } catch {
    // Nothing to do: see above.
  }
}
