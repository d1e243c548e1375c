// The spec's location texts (section 8), plus the texts of our manual ZIP/city fallback.
export const GEOLOCATION_PERMISSION_DENIED_MESSAGE =
  "Location access is turned off. To enable it: on iPhone, open Settings > Privacy & Security > Location Services and allow your browser; on Android, open Settings > Location > App permissions and allow your browser. Then try again.";
export const GEOLOCATION_POSITION_UNAVAILABLE_MESSAGE =
  "Unable to detect your location. Please check if location services are enabled on your device.";
export const GEOLOCATION_TIMEOUT_MESSAGE = "Location request timed out. Please check your internet connection and try again.";
export const GEOLOCATION_UNKNOWN_ERROR_MESSAGE = "Unable to find your location. Please try again or enter your location manually.";
export const GEOLOCATION_UNSUPPORTED_MESSAGE = "Geolocation is not supported by your browser";

export const MAX_RETRIES_REACHED_MESSAGE = "Maximum retry attempts reached. Please refresh the page or try again later.";
export const LOCATION_DETECTION_FAILED_MESSAGE = "Could not detect location. Please check your browser settings.";
export const UNEXPECTED_LOCATION_ERROR_MESSAGE = "An unexpected error occurred while detecting your location.";

export const IP_LOCATION_UNAVAILABLE_MESSAGE = "Approximate location is not available. Please enter your ZIP code or city.";
export const IP_LOCATION_UPSTREAM_FAILED_MESSAGE =
  "The location service did not answer. Please try again or enter your ZIP code or city.";
export const PLACE_NOT_FOUND_MESSAGE = "We couldn't find that ZIP code or city. Try a 5-digit US ZIP code like 10001.";
export const PLACE_QUERY_INVALID_MESSAGE = "Please enter a US ZIP code or a city.";
