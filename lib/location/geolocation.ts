import { MAP_HIGH_ACCURACY_OPTIONS, MAP_LOW_ACCURACY_OPTIONS } from "./constants";

// GeolocationPositionError codes; the class itself does not exist outside browsers, so match on numbers.
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/** Which of the spec's section 8 geolocation texts fits a failure; the texts live in messages/en-US/location.json. */
export type GeolocationErrorKey = "permissionDenied" | "positionUnavailable" | "timeout" | "unknown" | "unsupported";

export class GeolocationUnsupportedError extends Error {
  constructor() {
    super("Geolocation is not supported by this browser");
    this.name = "GeolocationUnsupportedError";
  }
}

/** The browser's geolocation, or null where there is none (server, old browsers, insecure origins). */
export function browserGeolocation(): Geolocation | null {
  return typeof navigator !== "undefined" && navigator.geolocation ? navigator.geolocation : null;
}

/** `getCurrentPosition` as a promise; rejects with the browser's GeolocationPositionError or GeolocationUnsupportedError. */
export function getBrowserPosition(options: PositionOptions, geolocation: Geolocation | null = browserGeolocation()): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new GeolocationUnsupportedError());
      return;
    }
    geolocation.getCurrentPosition(resolve, reject, options);
  });
}

/** The map widget's reading: 10 s at high accuracy, then 5 s at low accuracy; permission denied is final. */
export async function getMapWidgetPosition(geolocation: Geolocation | null = browserGeolocation()): Promise<GeolocationPosition> {
  try {
    return await getBrowserPosition(MAP_HIGH_ACCURACY_OPTIONS, geolocation);
  } catch (error) {
    if (error instanceof GeolocationUnsupportedError || errorCode(error) === PERMISSION_DENIED) throw error;
    return getBrowserPosition(MAP_LOW_ACCURACY_OPTIONS, geolocation);
  }
}

/**
 * The browser's `timeout` only starts once permission is granted, and a dismissed prompt never calls back, so a
 * reading gets a deadline of our own; missing it counts as a timeout.
 */
export function withDeadline<T>(reading: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject({ code: TIMEOUT, message: "The location request got no answer in time" }), ms);
  });
  return Promise.race([reading, deadline]).finally(() => clearTimeout(timer));
}

/** The key of the text the homeowner sees for a failed geolocation request. */
export function geolocationErrorKey(error: unknown): GeolocationErrorKey {
  if (error instanceof GeolocationUnsupportedError) return "unsupported";
  switch (errorCode(error)) {
    case PERMISSION_DENIED:
      return "permissionDenied";
    case POSITION_UNAVAILABLE:
      return "positionUnavailable";
    case TIMEOUT:
      return "timeout";
    default:
      return "unknown";
  }
}

function errorCode(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "number" ? error.code : undefined;
}
