import { CalendarCheck, Phone, TriangleAlert } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";
import type { EmergencyCall, Problem } from "@/lib/catalog";

export interface RightNowLabels {
  heading: string;
  whoToCall: string;
  call911: string;
  call911When: string;
  gasUtility: string;
  electricUtility: string;
  /** "When everyone is safe, book a licensed electrician" */
  book: string;
}

const utilityLabel: Record<Exclude<EmergencyCall, "911">, keyof RightNowLabels> = {
  "gas-utility": "gasUtility",
  "electric-utility": "electricUtility",
};

/**
 * A safety-critical problem's urgent advice and who to call, rendered on the server so it is in the first HTML
 * (slow phones, reader views, crawlers). Plain links, no client JavaScript: tel: dials, the booking link navigates.
 */
export function RightNow({
  problem,
  labels,
  bookHref,
  headingId,
  adviceEnglishNote,
}: {
  problem: Pick<Problem, "professionalAdvice" | "emergencyCalls">;
  labels: RightNowLabels;
  /** The booking page in the page's language ("/es/schedule?…" on a Spanish page): a plain link, not prefixed here. */
  bookHref: string;
  headingId: string;
  /** Set ("(en inglés)") when the advice is the English text because the page's language lacks it: never silent. */
  adviceEnglishNote?: string;
}) {
  const calls = problem.emergencyCalls ?? ["911"];
  return (
    <section aria-labelledby={headingId} data-right-now className="mt-4 rounded-lg border-2 border-amber-400 bg-warning-bg p-4 text-warning">
      {/* The call button sits beside the heading so it stays above the fold however long the advice is. */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          {labels.heading}
        </h2>
        {calls.includes("911") && (
          <a href="tel:911" className={buttonVariants({ variant: "destructive" })}>
            <Phone aria-hidden="true" />
            {labels.call911}
          </a>
        )}
      </div>
      {adviceEnglishNote ? (
        <p className="mt-2 leading-7 text-foreground">
          <span lang="en">{problem.professionalAdvice}</span> {adviceEnglishNote}
        </p>
      ) : (
        <p className="mt-2 leading-7 text-foreground">{problem.professionalAdvice}</p>
      )}
      <ul aria-label={labels.whoToCall} className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6 text-foreground">
        {calls.includes("911") && (
          <li>
            {labels.call911} {labels.call911When}
          </li>
        )}
        {calls
          .filter((call): call is Exclude<EmergencyCall, "911"> => call !== "911")
          .map((call) => (
            <li key={call}>{labels[utilityLabel[call]]}</li>
          ))}
      </ul>
      <a href={bookHref} className="mt-3 inline-flex items-center gap-2 font-medium text-primary underline underline-offset-4">
        <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
        {labels.book}
      </a>
    </section>
  );
}
