import { getLocale, getTranslations } from "next-intl/server";

import { englishFallbackMark } from "@/components/i18n/in-english";
import type { Category, Problem } from "@/lib/catalog";
import { estimateCost } from "@/lib/costs";
import { formatMonth } from "@/lib/costs/format";

import { CostEstimateBlock } from "./cost-estimate-block";

/**
 * The problem page's `<section id="cost">`: national ranges, what moves the price, "Estimates, not a quote", the
 * month the figures were checked and their sources, all in the first HTML; a ZIP adjusts the labor share in place.
 */
export async function CostSection({ category, problem }: { category: Category; problem: Problem }) {
  const result = estimateCost(category.id, problem.id);
  if (result.status !== "ok") return null;
  const { estimate } = result;
  const t = await getTranslations("Costs");
  return (
    <section id="cost" aria-labelledby="cost-heading" className="mt-8 rounded-xl border border-border p-6">
      <h2 id="cost-heading" className="text-xl font-semibold">
        {t("heading")}
      </h2>
      <p className="mt-2 text-sm font-medium">{t("notAQuote")}</p>
      <CostEstimateBlock estimate={estimate} hazard={problem.safetyCritical} />
      <h3 className="mt-6 font-semibold">{t("driversHeading")}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
        {estimate.drivers.map((driver) => (
          <li key={driver}>{driver}</li>
        ))}
      </ul>
      {estimate.missing.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold">{t("missingHeading")}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-muted-foreground">
            {estimate.missing.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
      <CostFootnote updated={estimate.updated} sources={estimate.sources} />
    </section>
  );
}

/** "Checked November 2026" and the source links, shared by the sections that show an estimate. */
export async function CostFootnote({ updated, sources }: { updated: string; sources: { title: string; url: string }[] }) {
  const t = await getTranslations("Costs");
  // The sources' titles are their own, in English: a page in another language says so.
  const english = await englishFallbackMark();
  return (
    <div className="mt-4 text-sm text-muted-foreground">
      <p>
        <time dateTime={updated}>{t("updated", { month: formatMonth(updated, await getLocale()) })}</time>
      </p>
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
