import { ImageResponse } from "next/og";

import { siteConfig } from "@/config/site";
import type { CategoryIcon } from "@/lib/catalog";

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

// The category icons as SVG paths (lucide, ISC licence): next/og draws plain SVG, not React icon components.
const ICON_PATHS: Record<CategoryIcon, string[]> = {
  Zap: [
    "M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z",
  ],
  Droplet: ["M12 22a7 7 0 0 0 7-7c0-2-1-3.9-3-5.5s-3.5-4-4-6.5c-.5 2.5-2 4.9-4 6.5C6 11.1 5 13 5 15a7 7 0 0 0 7 7z"],
  Wind: ["M12.8 19.6A2 2 0 1 0 14 16H2", "M17.5 8a2.5 2.5 0 1 1 2 4H2", "M9.8 4.4A2 2 0 1 1 11 8H2"],
};

/**
 * A link-preview card: the page's title, the category's icon and name, and the product name. Drawn with
 * next/og's bundled font, so the build downloads nothing.
 */
export function ogImageResponse({ title, category, icon }: { title: string; category: string; icon: CategoryIcon }): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "#0f172a",
        color: "#f8fafc",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <div style={{ display: "flex", alignItems: "center", justifyContent: "center", width: 112, height: 112, borderRadius: 24, background: "#1d4ed8" }}>
          <svg width="72" height="72" viewBox="0 0 24 24" fill="none" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            {ICON_PATHS[icon].map((d) => (
              <path key={d} d={d} />
            ))}
          </svg>
        </div>
        <div style={{ display: "flex", fontSize: 40, color: "#93c5fd" }}>{category}</div>
      </div>
      <div style={{ display: "flex", fontSize: title.length > 40 ? 64 : 80, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
      <div style={{ display: "flex", fontSize: 36, color: "#cbd5e1" }}>{siteConfig.name}</div>
    </div>,
    OG_IMAGE_SIZE,
  );
}
