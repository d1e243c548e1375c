// No "server-only": next.config.ts (build) and instrumentation.ts (start-up) both use this.

type Env = Record<string, unknown> & {
  [
    K in
      | "VERCEL"
      | "NETLIFY"
      | "CF_PAGES"
      | "AWS_LAMBDA_FUNCTION_NAME"
      | "DATABASE_URL"
      | "NEXT_PUBLIC_SITE_URL"
      | "VERCEL_PROJECT_PRODUCTION_URL"
      | "URL"
      | "NEXT_PUBLIC_GOOGLE_MAPS_API_KEY"
      | "NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID"
      | "PHOTO_STORE"
  ]?: string;
};

/** The serverless hosts FixPilot knows, by the variables each sets in its builds and functions. */
export type ServerlessHost = "Vercel" | "Netlify" | "Cloudflare" | "AWS Lambda";

export function detectServerlessHost(env: Env): ServerlessHost | undefined {
  if (env.VERCEL?.trim()) return "Vercel";
  if (env.NETLIFY?.trim()) return "Netlify";
  if (env.CF_PAGES?.trim()) return "Cloudflare";
  if (env.AWS_LAMBDA_FUNCTION_NAME?.trim()) return "AWS Lambda";
  return undefined;
}

/**
 * Refuses a serverless host without DATABASE_URL: the embedded PGlite database would be created in a
 * read-only folder there (or, in /tmp, one empty database per instance, lost when it is recycled), and
 * every booking would fail.
 */
export function assertDatabaseForHost(env: Env): void {
  const host = detectServerlessHost(env);
  if (!host || env.DATABASE_URL?.trim()) return;
  throw new Error(
    `DATABASE_URL is not set, and this is ${host}: the embedded database needs a writable, lasting folder that a serverless host does not have. ` +
      "Set DATABASE_URL to a PostgreSQL connection string (a pooled one is fine; see the README's Deployment section).",
  );
}

export const LOCAL_SITE_URL = "http://localhost:3000";

/**
 * The site's public address, decided at build time (and inlined where config/site.ts reads it):
 * NEXT_PUBLIC_SITE_URL, else the host's production address (Vercel's VERCEL_PROJECT_PRODUCTION_URL, Netlify's
 * URL). On a serverless host without either, the build fails rather than publish links to localhost;
 * elsewhere (a laptop, CI, `npm run quickstart`) there is none (undefined), and the running server's links use the
 * address it listens on (listenOrigin). Container builds pass NEXT_PUBLIC_SITE_URL (the Dockerfile requires it).
 */
export function resolveSiteUrl(env: Env): string | undefined {
  const explicit = env.NEXT_PUBLIC_SITE_URL?.trim();
  const vercel = env.VERCEL_PROJECT_PRODUCTION_URL?.trim();
  const netlify = env.NETLIFY?.trim() ? env.URL?.trim() : undefined;
  const url = explicit || (vercel ? `https://${vercel.replace(/^https?:\/\//, "")}` : netlify);
  if (url) return url.replace(/\/+$/, "");
  const host = detectServerlessHost(env);
  if (host) {
    throw new Error(
      `NEXT_PUBLIC_SITE_URL is not set, and ${host} gave no production address: canonical links, the sitemap and link previews would point at localhost. ` +
        "Set NEXT_PUBLIC_SITE_URL to the site's public address, e.g. https://fixpilot.example.",
    );
  }
  return undefined;
}

type ListenEnv = Record<string, unknown> & { __NEXT_PRIVATE_ORIGIN?: string; HOSTNAME?: string; PORT?: string };

/**
 * Where this server listens, as an origin for links: Next's own record of it (start-server sets
 * __NEXT_PRIVATE_ORIGIN once listening, under `npm start`, `next start -H -p` and `next dev` alike: the bound host,
 * localhost for all interfaces, and the port), else HOSTNAME and PORT as `npm start` passes them to server.js, else
 * http://localhost:3000. Outside Next (tests, scripts) only the fallbacks apply.
 */
export function listenOrigin(env: ListenEnv): string {
  const recorded = env.__NEXT_PRIVATE_ORIGIN?.trim();
  if (recorded && /^https?:\/\//.test(recorded)) return recorded.replace(/\/+$/, "");
  const port = /^\d{1,5}$/.test(env.PORT?.trim() ?? "") ? env.PORT!.trim() : "3000";
  const host = env.HOSTNAME?.trim() ?? "";
  // Listening on every interface: this machine reaches it as localhost.
  if (!host || host === "0.0.0.0" || host === "::" || host === "[::]") return `http://localhost:${port}`;
  return `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${port}`;
}

/**
 * A production build that ships the Maps key needs the operator's map id (advanced markers need one, and
 * Google's DEMO_MAP_ID is for development only); the build stops rather than ship it.
 */
export function assertMapIdForMapsKey(env: Env): void {
  if (!env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim() || env.NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID?.trim()) return;
  throw new Error(
    "NEXT_PUBLIC_GOOGLE_MAPS_MAP_ID is not set, but NEXT_PUBLIC_GOOGLE_MAPS_API_KEY is: the contractor map needs a map id of your own " +
      "(Google Cloud console, Map Management; a vector map with the dark colour scheme). Google's DEMO_MAP_ID is for development only.",
  );
}

/** A serverless host's disk is read-only or lost with the instance: photos go to the database or S3 there, never a folder. */
export function assertPhotoStoreForHost(env: Env): void {
  const host = detectServerlessHost(env);
  if (!host || env.PHOTO_STORE?.trim() !== "fs") return;
  throw new Error(`PHOTO_STORE=fs cannot work on ${host}: its disk is not lasting. Use PHOTO_STORE=db (the default) or PHOTO_STORE=s3 (docs/photos.md).`);
}
