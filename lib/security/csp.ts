/** Which optional third parties the browser may talk to, decided by configuration. */
export interface CspOptions {
  /** NEXT_PUBLIC_GOOGLE_MAPS_API_KEY set: the contractor map loads the Maps JavaScript API. */
  googleMaps: boolean;
  /** YOUTUBE_API_KEY set: tutorial video cards show thumbnails from i.ytimg.com. */
  youtubeThumbnails: boolean;
  /** `next dev` only: React's dev build uses eval for error stacks. */
  development?: boolean;
}

/** The inline scripts one response may run: a per-request nonce and the hashes of prerendered ones. */
export interface InlineScriptSources {
  /** Base64 nonce, fresh for each request; Next.js adds it to the scripts of pages it renders on request. */
  nonce?: string;
  /** Base64 SHA-256 digests of the inline scripts in the prerendered HTML this request may be answered with. */
  sha256?: readonly string[];
}

// Hosts from Google's Maps JavaScript API CSP guide (allowlist variant): the loader and its modules,
// map tiles and sprites, Roboto from Google Fonts, and the blob: workers of vector maps.
const GOOGLE_MAPS = {
  script: ["https://maps.googleapis.com", "https://maps.gstatic.com"],
  style: ["https://fonts.googleapis.com"],
  img: ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "https://*.googleusercontent.com"],
  font: ["https://fonts.gstatic.com"],
  connect: ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com", "data:", "blob:"],
  frame: ["https://*.google.com"],
  worker: ["blob:"],
};

const YOUTUBE_THUMBNAILS = "https://i.ytimg.com";

/**
 * The Content-Security-Policy for every page and API response.
 *
 * Scripts: 'self' for the external chunks, and each inline script by nonce or hash; no 'unsafe-inline'.
 * The App Router writes its bootstrap and RSC payload as inline <script> tags (self.__next_f.push(...)).
 * Pages rendered on request get the proxy's nonce on those tags: Next.js reads it from the request's CSP
 * header. Prerendered catalogue pages were written at build time and carry no nonce, so the proxy also
 * lists the SHA-256 of every inline script in the HTML that request may be answered with: the page's own
 * and the not-found and error pages'. Those digests are computed by the build and bundled into the proxy
 * (scripts/build.ts), so no host needs to ship build files beside it. Catalogue routes render only the ids
 * the build prerendered (dynamicParams = false); an unknown id is answered with a prerendered 404 page that the
 * proxy names (lib/catalog/request-routing.ts), whose digests are in the manifest too.
 * Pages stay static; only the header is made per request.
 * No 'strict-dynamic': the static HTML's <script src> tags carry no nonce, so 'self' has to stay in force.
 * No 'unsafe-eval' in production. Scripts only from this origin (plus Maps when configured), no plugins,
 * no <base> or form hijacking, no framing, and connect-src limits where injected code could send data.
 *
 * Styles: 'unsafe-inline' because server-rendered style attributes (Radix, React) and the Maps API's
 * injected <style> elements need it, and a nonce cannot cover a style attribute; CSS cannot run script.
 */
export function buildContentSecurityPolicy(options: CspOptions, inlineScripts: InlineScriptSources = {}): string {
  const maps = options.googleMaps;
  const inline = [...(inlineScripts.nonce ? [`'nonce-${inlineScripts.nonce}'`] : []), ...(inlineScripts.sha256 ?? []).map((digest) => `'sha256-${digest}'`)];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inline, ...(options.development ? ["'unsafe-eval'"] : []), ...(maps ? GOOGLE_MAPS.script : [])],
    "style-src": ["'self'", "'unsafe-inline'", ...(maps ? GOOGLE_MAPS.style : [])],
    "img-src": ["'self'", "data:", "blob:", ...(maps ? GOOGLE_MAPS.img : []), ...(options.youtubeThumbnails ? [YOUTUBE_THUMBNAILS] : [])],
    "font-src": ["'self'", ...(maps ? GOOGLE_MAPS.font : [])],
    "connect-src": ["'self'", ...(maps ? GOOGLE_MAPS.connect : [])],
    "frame-src": maps ? GOOGLE_MAPS.frame : ["'none'"],
    "worker-src": ["'self'", ...(maps ? GOOGLE_MAPS.worker : [])],
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** The policy for this process's configuration. */
export function contentSecurityPolicyFromEnv(env: Record<string, string | undefined> = process.env, inlineScripts: InlineScriptSources = {}): string {
  return buildContentSecurityPolicy(
    {
      googleMaps: Boolean(env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim()),
      youtubeThumbnails: Boolean(env.YOUTUBE_API_KEY?.trim()),
      development: env.NODE_ENV === "development",
    },
    inlineScripts,
  );
}

/** A fresh, unguessable nonce (128 random bits, base64) for one request. */
export function createCspNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}
