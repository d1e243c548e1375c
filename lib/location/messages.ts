import catalogue from "@/messages/en-US/location.json";

// The texts the location API routes answer with, read from the message catalogue (one source of truth; the
// browser shows the spec's section 8 texts through next-intl from the same file).
const { Location } = catalogue;

export const IP_LOCATION_UNAVAILABLE_MESSAGE = Location.ipUnavailable;
export const IP_LOCATION_UPSTREAM_FAILED_MESSAGE = Location.ipUpstreamFailed;
export const PLACE_NOT_FOUND_MESSAGE = Location.placeNotFound;
export const PLACE_QUERY_INVALID_MESSAGE = Location.placeInvalid;
