export const LOCATION_STORAGE_KEY = "user_location";

/** A cached location younger than this is used without asking the browser again. */
export const LOCATION_CACHE_MS = 30 * 60 * 1000;

/** The schedule page re-detects this often while the location is still unknown. */
export const REDETECT_INTERVAL_MS = 5 * 60 * 1000;

/** How many times the homeowner may press "Retry Location Detection". */
export const MANUAL_RETRY_LIMIT = 3;

/** IP lookup retries after the first failure, waiting 1 s, 2 s, 4 s. */
export const IP_LOOKUP_RETRIES = 3;
export const IP_RETRY_BASE_DELAY_MS = 1000;

/** The detection service wants a fresh reading. */
export const DETECTION_GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };

/** An unanswered permission prompt would otherwise hold up the IP fallback for ever (see withDeadline). */
export const GEOLOCATION_PROMPT_DEADLINE_MS = 15_000;

/** The map widget tries a precise reading first, then settles for a coarse one; a 30 s old reading is fine. */
export const MAP_HIGH_ACCURACY_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 };
export const MAP_LOW_ACCURACY_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 5000, maximumAge: 30_000 };
/** Both of the widget's readings (10 s + 5 s) with room for the permission prompt. */
export const MAP_GEOLOCATION_DEADLINE_MS = 20_000;

export const IP_LOOKUP_TIMEOUT_MS = 3000;
export const PLACE_QUERY_MAX_LENGTH = 100;
