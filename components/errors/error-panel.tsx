"use client";

import { buttonVariants } from "@/components/ui/button-variants";
import { siteConfig } from "@/config/site";
import messages from "@/messages/en/errors.json";

interface ErrorPanelProps {
  /** Next's digest of the server error: the same id is in the server log, so support can find it. */
  digest?: string;
  reset: () => void;
}

// Error boundaries render on the client, outside any page's message provider (app/global-error.tsx even outside
// the root layout), and their code loads with every page: plain strings from the catalogue keep next-intl's client
// runtime out of every page's first load.
const t = messages.Errors;

/** What a visitor sees when a page fails: what happened, a retry, a way home and the support address. */
export function ErrorPanel({ digest, reset }: ErrorPanelProps) {
  const address = siteConfig.supportEmail;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="mt-4 text-muted-foreground">{t.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <button type="button" onClick={reset} className={buttonVariants({ size: "lg" })}>
          {t.retry}
        </button>
        {/* A plain link: after a failure the client router may be what broke. */}
        <a href="/" className={buttonVariants({ size: "lg", variant: "outline" })}>
          {t.home}
        </a>
      </div>
      <p className="mt-8 text-sm text-muted-foreground">
        {t.support}{" "}
        <a href={`mailto:${address}`} className="underline underline-offset-4">
          {address}
        </a>
        .
      </p>
      {digest ? (
        <p className="mt-2 text-xs text-muted-foreground">
          {t.reference} {digest}
        </p>
      ) : null}
    </main>
  );
}
