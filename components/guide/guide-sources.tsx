import { englishFallbackMark } from "@/components/i18n/in-english";

/**
 * Where the guide's safety and code guidance comes from (ENERGY STAR, DOE, CPSC, NFPA/NEC, ESFI, NEMA, EPA...).
 * The titles are the publications' own, in English: a page in another language says so.
 */
export async function GuideSources({ heading, sources }: { heading: string; sources: string[] }) {
  const english = await englishFallbackMark();
  return (
    <section aria-labelledby="sources-heading" className="mt-8 text-sm text-muted-foreground">
      <h2 id="sources-heading" className="font-semibold text-foreground">
        {heading}
        {english && <span className="font-normal text-muted-foreground"> {english.note}</span>}
      </h2>
      <ul lang={english?.lang} className="mt-2 list-disc space-y-1 pl-5">
        {sources.map((source) => (
          <li key={source}>{source}</li>
        ))}
      </ul>
    </section>
  );
}
