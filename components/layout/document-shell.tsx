import type { ReactNode } from "react";

import { SiteFooter } from "./site-footer";

/** The <html> and <body> every root layout renders (the localized pages' and the operator console's): skip link, content, footer. */
export function DocumentShell({ lang, skipLabel, children }: { lang: string; skipLabel: string; children: ReactNode }) {
  return (
    <html lang={lang}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
        >
          {skipLabel}
        </a>
        <div className="flex flex-1 flex-col">{children}</div>
        <SiteFooter />
      </body>
    </html>
  );
}
