import { siteConfig } from "@/config/site";

import type { ErrorStrings } from "./error-messages";

// buttonVariants({ size: "lg" }) and buttonVariants({ size: "lg", variant: "outline" }) (components/ui/button-variants)
// written out: both error screens load with every page, each in its own chunk, and calling cva here bundled
// class-variance-authority and clsx into each (about 1 KB gzip per page). tests/unit/error-panel.test.tsx holds them equal.
const BUTTON =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";
export const ERROR_BUTTON_CLASSES = {
  retry: `${BUTTON} bg-primary text-primary-foreground hover:bg-blue-800 h-11 px-6 text-base`,
  home: `${BUTTON} border border-border bg-background hover:bg-muted h-11 px-6 text-base`,
};

interface ErrorPanelProps {
  /** Next's digest of the server error: the same id is in the server log, so support can find it. */
  digest?: string;
  reset: () => void;
  /** The words in the page's language: from the layout's ErrorMessagesProvider (app/[locale]/error.tsx) or app/global-error.tsx. */
  strings: ErrorStrings;
  /** The home page in the page's language: "/" or "/es". */
  homeHref: string;
}

/**
 * What a visitor sees when a page fails: what happened, a retry, a way home and the support address. Error boundaries
 * load with every page, so this takes its words as props instead of importing a catalogue (docs/i18n.md, "First-load
 * JavaScript").
 */
export function ErrorPanel({ digest, reset, strings: t, homeHref }: ErrorPanelProps) {
  const address = siteConfig.supportEmail;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="mt-4 text-muted-foreground">{t.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <button type="button" onClick={reset} className={ERROR_BUTTON_CLASSES.retry}>
          {t.retry}
        </button>
        {/* A plain link: after a failure the client router may be what broke. */}
        <a href={homeHref} className={ERROR_BUTTON_CLASSES.home}>
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
