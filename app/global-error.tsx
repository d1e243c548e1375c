"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

import type { ErrorStrings } from "@/components/errors/error-messages";
import { ErrorPanel } from "@/components/errors/error-panel";
import { isSpanishPath } from "@/components/errors/global-error-locale";
import englishMessages from "@/messages/en-US/errors.json";

import "./globals.css";

/**
 * The root layout itself failed: this replaces it, so it brings its own document and words, without the layout's
 * message providers. On a Spanish URL (/es/…) it speaks Spanish: those strings are fetched as their own small chunk
 * when needed, since this component loads with every page and English pages should not carry them (docs/i18n.md).
 * Until they arrive (and in server-rendered HTML) the screen is English, with lang="en-US" to match.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const spanish = isSpanishPath(usePathname() ?? "");
  const [spanishStrings, setSpanishStrings] = useState<ErrorStrings | null>(null);
  useEffect(() => {
    if (!spanish) return;
    let current = true;
    import("@/messages/es-US/errors.json").then(
      (spanishMessages) => current && setSpanishStrings(spanishMessages.default.Errors),
      () => undefined, // English stays: better than no screen at all.
    );
    return () => {
      current = false;
    };
  }, [spanish]);
  const inSpanish = spanish && spanishStrings !== null;
  return (
    <html lang={inSpanish ? "es-US" : "en-US"}>
      <body className="flex min-h-screen flex-col">
        <ErrorPanel digest={error.digest} reset={reset} strings={inSpanish ? spanishStrings : englishMessages.Errors} homeHref={spanish ? "/es" : "/"} />
      </body>
    </html>
  );
}
