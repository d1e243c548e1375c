// Site identity: one home for the product name, support address and absolute base URL.
// The NEXT_PUBLIC_* values are validated at build (next.config.ts) and start-up (instrumentation.ts);
// here they are read plainly so client bundles don't carry the validator.
export const siteConfig = {
  name: process.env.NEXT_PUBLIC_SITE_NAME || "FixPilot",
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL || "support@fixpilot.app",
  url: (process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000").replace(/\/+$/, ""),
  ogImage: "/og-image.png",
} as const;

export function absoluteUrl(path = "/"): string {
  return `${siteConfig.url}${path.startsWith("/") ? path : `/${path}`}`;
}
