"use client";

import { Share2 } from "lucide-react";
import { useTranslations } from "next-intl";

import { buttonVariants } from "@/components/ui/button-variants";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/** Shares the current page with the system share sheet, or copies its address where there is none. Needs a TooltipProvider. */
export function ShareButton({ title }: { title: string }) {
  const t = useTranslations("Share");

  async function copyLink(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      // The spec asks for a plain alert here; it is also what screen readers announce most reliably.
      window.alert(t("copied"));
    } catch {
      window.alert(t("copyFailed", { url }));
    }
  }

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The user closed the share sheet: nothing to report.
        if (isAbort(error)) return;
      }
    }
    await copyLink(url);
  }

  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button type="button" onClick={share} className={buttonVariants({ variant: "ghost", size: "icon" })}>
          <Share2 aria-hidden="true" />
          <span className="sr-only">{t("label")}</span>
        </button>
      </TooltipTrigger>
      <TooltipContent>{t("tooltip")}</TooltipContent>
    </Tooltip>
  );
}
