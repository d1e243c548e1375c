import { z } from "zod";
import { PLACE_QUERY_MAX_LENGTH } from "./constants";

// zod 4 numbers reject Infinity and NaN already.
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const placeQuerySchema = z.object({
  q: z.string().trim().min(1).max(PLACE_QUERY_MAX_LENGTH),
});

/** True when the pair is a real position; providers answer (0, 0) when they do not know. */
export function isUsableCoordinate(lat: number, lng: number): boolean {
  return latitude.safeParse(lat).success && longitude.safeParse(lng).success && !(lat === 0 && lng === 0);
}
