// Site identity: one home for the product name, support address and absolute base URL.
// The NEXT_PUBLIC_* values are validated at build (next.config.ts) and start-up (instrumentation.ts);
// here they are read plainly so client bundles don't carry the validator.
import { LOCAL_SITE_URL, listenOrigin } from "@/lib/env/platform";

/** NEXT_PUBLIC_SITE_URL (inlined at build when set then, else read at run time), without a trailing slash. */
function configuredSiteUrl(): string | undefined {
  return process.env.NEXT_PUBLIC_SITE_URL?.trim().replace(/\/+$/, "") || undefined;
}

/**
 * The one origin of every link the running server hands out (emails, the webhook, console, setup and photo links):
 * NEXT_PUBLIC_SITE_URL when set, else the address this server listens on (lib/env/platform.ts).
 */
export function siteOrigin(): string {
  return configuredSiteUrl() ?? listenOrigin(typeof process === "undefined" ? {} : process.env);
}

/** True when NEXT_PUBLIC_SITE_URL names the public address; false when links follow the listening address. */
export function siteUrlIsConfigured(): boolean {
  return configuredSiteUrl() !== undefined;
}

export const siteConfig = {
  name: process.env.NEXT_PUBLIC_SITE_NAME || "FixPilot",
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL || "support@fixpilot.app",
  /**
   * Canonical links, the sitemap, JSON-LD and sharing tags: NEXT_PUBLIC_SITE_URL, else localhost. Fixed rather than
   * the listening address, since prerendered pages are written at build time and every page must name the same one.
   */
  url: configuredSiteUrl() ?? LOCAL_SITE_URL,
  ogImage: "/og-image.png",
} as const;

/** A page's absolute URL for canonical links, the sitemap, JSON-LD and sharing tags (siteConfig.url). */
export function absoluteUrl(path = "/"): string {
  return `${siteConfig.url}${path.startsWith("/") ? path : `/${path}`}`;
}

/** An absolute link the server hands out (emails, the webhook, console, setup and photo links), on siteOrigin(). */
export function linkUrl(path = "/"): string {
  return `${siteOrigin()}${path.startsWith("/") ? path : `/${path}`}`;
}
