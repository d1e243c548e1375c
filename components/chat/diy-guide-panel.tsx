"use client";

import { FileText } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type ReactNode } from "react";

import { buttonVariants } from "@/components/ui/button";
import { TutorialVideosLazy } from "@/components/videos/tutorial-videos-lazy";
import { useLocalizedPath } from "@/i18n/use-localized-path";

import { RequiredToolsDialog } from "./required-tools-dialog";

export interface DiyGuideContent {
  problemTitle: string;
  /** '{category title} {problem title}', the spec's video search. */
  videoQuery: string;
  guideHref: string;
  /** Server-rendered step list and tools/PPE lists, mounted only once the disclaimer is accepted. */
  steps: ReactNode;
  toolLists: ReactNode;
}

/** What accepting the safety disclaimer unlocks: videos, the tools dialog, the step guide and its printable page. */
export function DiyGuidePanel({ content, focusOnMount }: { content: DiyGuideContent; focusOnMount: boolean }) {
  const t = useTranslations("Chat");
  const localized = useLocalizedPath();
  const heading = useRef<HTMLHeadingElement>(null);

  // The accept button is gone; keyboard and screen reader users continue at the guide they unlocked.
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  return (
    <section aria-labelledby="diy-guide-heading" className="mt-10 space-y-8">
      <h2 id="diy-guide-heading" ref={heading} tabIndex={-1} className="scroll-mt-20 text-2xl font-bold tracking-tight">
        {t("guideHeading", { problem: content.problemTitle })}
      </h2>
      <section aria-labelledby="videos-heading">
        <h3 id="videos-heading" className="mb-4 text-xl font-semibold">
          {t("videosHeading")}
        </h3>
        <TutorialVideosLazy query={content.videoQuery} />
      </section>
      <section aria-labelledby="guide-steps-heading">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h3 id="guide-steps-heading" className="text-xl font-semibold">
            {t("stepsHeading")}
          </h3>
          <RequiredToolsDialog lists={content.toolLists} />
        </div>
        {content.steps}
        <Link href={localized(content.guideHref)} className={buttonVariants({ variant: "link", className: "mt-4 px-0" })}>
          <FileText aria-hidden="true" />
          {t("printableGuide")}
        </Link>
      </section>
    </section>
  );
}
