"use client";

import { NextIntlClientProvider, useTranslations } from "next-intl";

import { buttonVariants } from "@/components/ui/button-variants";
import { siteConfig } from "@/config/site";
import errorMessages from "@/messages/en/errors.json";

interface ErrorPanelProps {
  /** Next's digest of the server error: the same id is in the server log, so support can find it. */
  digest?: string;
  reset: () => void;
}

/**
 * What a visitor sees when a page fails: what happened, a retry, a way home and the support address.
 * Brings its own messages: error boundaries render on the client, outside any page's message provider,
 * and app/global-error.tsx even outside the root layout.
 */
export function ErrorPanel(props: ErrorPanelProps) {
  return (
    <NextIntlClientProvider locale="en" messages={errorMessages}>
      <ErrorPanelContent {...props} />
    </NextIntlClientProvider>
  );
}

function ErrorPanelContent({ digest, reset }: ErrorPanelProps) {
  const t = useTranslations("Errors");
  const address = siteConfig.supportEmail;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="mt-4 text-muted-foreground">{t("body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <button type="button" onClick={reset} className={buttonVariants({ size: "lg" })}>
          {t("retry")}
        </button>
        {/* A plain link: after a failure the client router may be what broke. */}
        <a href="/" className={buttonVariants({ size: "lg", variant: "outline" })}>
          {t("home")}
        </a>
      </div>
      <p className="mt-8 text-sm text-muted-foreground">
        {t.rich("support", {
          address,
          email: (chunks) => (
            <a href={`mailto:${address}`} className="underline underline-offset-4">
              {chunks}
            </a>
          ),
        })}
      </p>
      {digest ? <p className="mt-2 text-xs text-muted-foreground">{t("reference", { digest })}</p> : null}
    </main>
  );
}
