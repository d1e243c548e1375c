import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { englishFallbackMark } from "@/components/i18n/in-english";
import type { Category, Problem } from "@/lib/catalog";
import { estimateCost, sourceDating, type ProblemSource } from "@/lib/costs";
import { formatShortMonth } from "@/lib/costs/format";
import { costText } from "@/lib/costs/localized";

import { CostEstimateBlock } from "./cost-estimate-block";

/**
 * The problem page's `<section id="cost">`: national ranges, what moves the price, "Estimates, not a quote", when
 * the sources published their prices and when we read them, all in the first HTML; a ZIP adjusts the labor share
 * in place.
 */
export async function CostSection({ category, problem }: { category: Category; problem: Problem }) {
  const result = estimateCost(category.id, problem.id);
  if (result.status !== "ok") return null;
  const { estimate } = result;
  const t = await getTranslations("Costs");
  const text = costText(estimate, await getLocale());
  const english = text.english ? await englishFallbackMark() : null;
  return (
    <section id="cost" aria-labelledby="cost-heading" className="mt-8 rounded-xl border border-border p-6">
      <h2 id="cost-heading" className="text-xl font-semibold">
        {t("heading")}
      </h2>
      <p className="mt-2 text-sm font-medium">{t("notAQuote")}</p>
      <CostEstimateBlock estimate={estimate} hazard={problem.safetyCritical} />
      <h3 className="mt-6 font-semibold">
        {t("driversHeading")}
        {english && <span className="font-normal text-muted-foreground"> {english.note}</span>}
      </h3>
      <ul lang={english?.lang} className="mt-2 list-disc space-y-1 pl-6 text-sm">
        {text.drivers.map((driver) => (
          <li key={driver}>{driver}</li>
        ))}
      </ul>
      {text.missing.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold">{t("missingHeading")}</h3>
          <ul lang={english?.lang} className="mt-2 list-disc space-y-1 pl-6 text-sm text-muted-foreground">
            {text.missing.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
      <CostFootnote updated={estimate.updated} sources={estimate.sources} />
    </section>
  );
}

/**
 * When the sources published their prices and when we read them ("Prices published Mar 2022 – May 2022 by
 * HomeAdvisor (Angi), HomeGuide; read Nov 2026"), "Based on one source", "May be out of date" past 24 months, and
 * the source links; shared by the sections that show an estimate. `now` is passed in by tests.
 */
export async function CostFootnote({ updated, sources, now = new Date() }: { updated: string; sources: ProblemSource[]; now?: Date }) {
  const t = await getTranslations("Costs");
  const locale = await getLocale();
  // The sources' titles are their own, in English: a page in another language says so.
  const english = await englishFallbackMark();
  if (sources.length === 0) return <p className="mt-4 text-sm text-muted-foreground">{t("noSource")}</p>;
  const dating = sourceDating(sources, now);
  const month = (value: string) => formatShortMonth(value, locale);
  const undated = dating.undatedPublishers.join(", ");
  const time = (chunks: ReactNode) => <time dateTime={updated}>{chunks}</time>;
  return (
    <div className="mt-4 text-sm text-muted-foreground" data-testid="cost-dating">
      <p>
        {dating.publishedFrom && dating.publishedTo
          ? t.rich(dating.publishedFrom === dating.publishedTo ? "sourcesDatedOne" : "sourcesDated", {
              from: month(dating.publishedFrom),
              to: month(dating.publishedTo),
              publishers: dating.datedPublishers.join(", "),
              read: month(updated),
              time,
            })
          : t.rich("sourcesAllUndated", { publishers: undated, read: month(updated), time })}
      </p>
      {dating.publishedTo && undated && <p>{t("sourcesUndated", { publishers: undated })}</p>}
      {dating.publisherCount === 1 && <p className="font-medium text-foreground">{t("oneSource")}</p>}
      {dating.stale && <p className="font-medium text-foreground">{t("stale", { months: String(dating.ageMonths) })}</p>}
      <p className="mt-2 font-medium text-foreground">
        {t("sourcesHeading")}
        {english && <span className="font-normal text-muted-foreground"> {english.note}</span>}
      </p>
      <ul lang={english?.lang} className="mt-1 list-disc space-y-1 pl-5">
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} rel="noopener noreferrer" className="underline underline-offset-4">
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
