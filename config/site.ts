// Site identity: one home for the product name, support address and absolute base URL.
// The NEXT_PUBLIC_* values are validated at build (next.config.ts) and start-up (instrumentation.ts);
// here they are read plainly so client bundles don't carry the validator.
import { listenOrigin } from "@/lib/env/platform";

/** NEXT_PUBLIC_SITE_URL (inlined at build when set then, else read at run time), without a trailing slash. */
function configuredSiteUrl(): string | undefined {
  return process.env.NEXT_PUBLIC_SITE_URL?.trim().replace(/\/+$/, "") || undefined;
}

/**
 * The one origin of every absolute link (emails, the webhook, console and setup links, photo links, canonical
 * links): NEXT_PUBLIC_SITE_URL when set, else the address this server listens on (lib/env/platform.ts), which is
 * http://localhost:3000 at build time and in the browser.
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
  /** As of loading this module (metadataBase); links built later use absoluteUrl(). */
  url: siteOrigin(),
  ogImage: "/og-image.png",
} as const;

export function absoluteUrl(path = "/"): string {
  return `${siteOrigin()}${path.startsWith("/") ? path : `/${path}`}`;
}
