/** Where the guide's safety and code guidance comes from (ENERGY STAR, DOE, CPSC, NFPA/NEC, ESFI, NEMA, EPA...). */
export function GuideSources({ heading, sources }: { heading: string; sources: string[] }) {
  return (
    <section aria-labelledby="sources-heading" className="mt-8 text-sm text-muted-foreground">
      <h2 id="sources-heading" className="font-semibold text-foreground">
        {heading}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {sources.map((source) => (
          <li key={source}>{source}</li>
        ))}
      </ul>
    </section>
  );
}
