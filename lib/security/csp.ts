/** Which optional third parties the browser may talk to, decided by configuration. */
export interface CspOptions {
  /** NEXT_PUBLIC_GOOGLE_MAPS_API_KEY set: the contractor map loads the Maps JavaScript API. */
  googleMaps: boolean;
  /** YOUTUBE_API_KEY set: tutorial video cards show thumbnails from i.ytimg.com. */
  youtubeThumbnails: boolean;
  /** `next dev` only: React's dev build uses eval for error stacks. */
  development?: boolean;
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
 * Scripts: 'self' 'unsafe-inline', deliberately. The App Router puts its bootstrap and the RSC payload in
 * inline <script> tags (self.__next_f.push(...)) whose content differs per page and per build. Nonces
 * would make every page dynamic (our catalogue pages must stay prerendered), `experimental.sri` only adds
 * integrity to external chunks and leaves those inline scripts blocked, and hashes would need a per-page,
 * per-build list read from Next's internal build output, which pages rendered on demand (404s, any page
 * that turns dynamic) cannot have. A hash or nonce in the list would also make browsers ignore
 * 'unsafe-inline' and break hydration. What still holds: no 'unsafe-eval' in production, scripts only
 * from this origin (plus Maps when configured), no plugins, no <base> or form hijacking, no framing,
 * and connect-src limits where injected code could send data.
 *
 * Styles: 'unsafe-inline' because server-rendered style attributes (Radix, React) and the Maps API's
 * injected <style> elements need it; CSS cannot run script.
 */
export function buildContentSecurityPolicy(options: CspOptions): string {
  const maps = options.googleMaps;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(options.development ? ["'unsafe-eval'"] : []), ...(maps ? GOOGLE_MAPS.script : [])],
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
export function contentSecurityPolicyFromEnv(env: Record<string, string | undefined> = process.env): string {
  return buildContentSecurityPolicy({
    googleMaps: Boolean(env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim()),
    youtubeThumbnails: Boolean(env.YOUTUBE_API_KEY?.trim()),
    development: env.NODE_ENV === "development",
  });
}
