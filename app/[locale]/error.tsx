"use client";

import { useErrorMessages } from "@/components/errors/error-messages";
import { ErrorPanel } from "@/components/errors/error-panel";

/** A page that failed to render, inside the site's layout (header and footer stay usable), in the page's language. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // The [locale] layout wraps every page in the provider with the page's language's strings. Were it ever missing,
  // rethrowing hands the failure to app/global-error.tsx, which brings its own words.
  const messages = useErrorMessages();
  if (!messages) throw error;
  return <ErrorPanel digest={error.digest} reset={reset} strings={messages.strings} homeHref={messages.homeHref} />;
}
