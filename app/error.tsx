"use client";

import { ErrorPanel } from "@/components/errors/error-panel";

/** A page that failed to render, inside the site's layout (header and footer stay usable). */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorPanel digest={error.digest} reset={reset} />;
}
