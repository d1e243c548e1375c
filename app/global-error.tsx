"use client";

import { ErrorPanel } from "@/components/errors/error-panel";

import "./globals.css";

/** The root layout itself failed: this replaces it, so it brings its own document. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col">
        <ErrorPanel digest={error.digest} reset={reset} />
      </body>
    </html>
  );
}
