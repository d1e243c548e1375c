import { MAP_HIGH_ACCURACY_OPTIONS, MAP_LOW_ACCURACY_OPTIONS } from "./constants";
import {
  GEOLOCATION_PERMISSION_DENIED_MESSAGE,
  GEOLOCATION_POSITION_UNAVAILABLE_MESSAGE,
  GEOLOCATION_TIMEOUT_MESSAGE,
  GEOLOCATION_UNKNOWN_ERROR_MESSAGE,
  GEOLOCATION_UNSUPPORTED_MESSAGE,
} from "./messages";

// GeolocationPositionError codes; the class itself does not exist outside browsers, so match on numbers.
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

export class GeolocationUnsupportedError extends Error {
  constructor() {
    super(GEOLOCATION_UNSUPPORTED_MESSAGE);
    this.name = "GeolocationUnsupportedError";
  }
}

/** The browser's geolocation, or null where there is none (server, old browsers, insecure origins). */
export function browserGeolocation(): Geolocation | null {
  return typeof navigator !== "undefined" && navigator.geolocation ? navigator.geolocation : null;
}

/** `getCurrentPosition` as a promise; rejects with the browser's GeolocationPositionError or GeolocationUnsupportedError. */
export function getBrowserPosition(
  options: PositionOptions,
  geolocation: Geolocation | null = browserGeolocation(),
): Promise<GeolocationPosition> {
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

/** The text the homeowner sees for a failed geolocation request. */
export function geolocationErrorMessage(error: unknown): string {
  if (error instanceof GeolocationUnsupportedError) return GEOLOCATION_UNSUPPORTED_MESSAGE;
  switch (errorCode(error)) {
    case PERMISSION_DENIED:
      return GEOLOCATION_PERMISSION_DENIED_MESSAGE;
    case POSITION_UNAVAILABLE:
      return GEOLOCATION_POSITION_UNAVAILABLE_MESSAGE;
    case TIMEOUT:
      return GEOLOCATION_TIMEOUT_MESSAGE;
    default:
      return GEOLOCATION_UNKNOWN_ERROR_MESSAGE;
  }
}

function errorCode(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "number" ? error.code : undefined;
}
