import * as z from "zod/mini";

// The shapes the browser checks while it locates the homeowner on /schedule: a cached location, the server's IP
// lookup and a resolved ZIP or city. zod's tree-shakable "mini" build, because these load with the page and the
// classic build costs far more to download and start (the server's schemas in ./schemas use classic zod).
// zod 4 numbers reject Infinity and NaN already.
const latitude = z.number().check(z.gte(-90), z.lte(90));
const longitude = z.number().check(z.gte(-180), z.lte(180));

export const cachedLocationSchema = z.object({
  lat: latitude,
  lng: longitude,
  source: z.enum(["geolocation", "ip", "manual"]),
  timestamp: z.number(),
  label: z.optional(z.string()),
});

export const ipLocationSchema = z.object({
  lat: latitude,
  lng: longitude,
  source: z.literal("ip"),
  city: z.optional(z.string()),
});

export const resolvedPlaceSchema = z.object({ lat: latitude, lng: longitude, label: z.string() });
