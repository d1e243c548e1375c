import { ArrowRight } from "lucide-react";
import Link from "next/link";

import { buttonVariants } from "@/components/ui/button";
import { useLocalizedPath } from "@/i18n/use-localized-path";

/** The hand-off to scheduling; `onStart` moves the stepper to Implement before the navigation. Client-side only (upgrade-advisor). */
export function GetStarted({ heading, body, label, href, onStart }: { heading: string; body: string; label: string; href: string; onStart: () => void }) {
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="get-started-heading" className="rounded-xl border border-blue-200 bg-accent p-6">
      <h2 id="get-started-heading" className="text-xl font-semibold">
        {heading}
      </h2>
      <p className="mt-2 leading-7">{body}</p>
      <Link href={localized(href)} onClick={onStart} className={buttonVariants({ size: "lg", className: "mt-4" })}>
        {label}
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
