// Inlined at build time; without a browser key there is no map script to load and the list is the only view.
export const MAPS_API_KEY = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY ?? "";

/** Spec section 9: before the homeowner's location is known, the map shows a fixed point in the northeastern US (New York City). */
export const MAP_DEFAULT_CENTER = { lat: 40.7128, lng: -74.006 } as const;
