import type { PhotoStore, PhotoStoreKind } from "./store";

/**
 * Every photo store this install can reach, keyed by the `store` column each photo row records. New photos go to
 * `current` (PHOTO_STORE); reading, erasing and sweeping a photo go through the store its row names, so a change of
 * PHOTO_STORE leaves the older photos reachable as long as their store is still configured.
 */
export interface PhotoStores {
  readonly current: PhotoStore;
  /** The store a row names, or null when that store is not configured here (any more). */
  byKind(kind: string): PhotoStore | null;
  /** Every configured store, the current one first. */
  readonly all: readonly PhotoStore[];
}

export function photoStoreRegistry(current: PhotoStore, others: readonly PhotoStore[] = []): PhotoStores {
  const byKind = new Map<string, PhotoStore>([[current.kind, current]]);
  for (const store of others) if (!byKind.has(store.kind)) byKind.set(store.kind, store);
  return {
    current,
    byKind: (kind) => byKind.get(kind) ?? null,
    all: [...byKind.values()],
  };
}

export type { PhotoStore, PhotoStoreKind };
