import { Phone, Siren } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";
import type { EmergencyNotice } from "@/lib/emergency/hazards";

/**
 * The fixed emergency notice, set apart from ordinary replies and announced at once (role="alert").
 * No hooks: the chat shows it in the browser, /schedule renders it on the server.
 */
export function EmergencyCard({ notice, className = "" }: { notice: EmergencyNotice; className?: string }) {
  return (
    <div
      role="alert"
      data-emergency={notice.hazard}
      className={`rounded-xl border-2 border-destructive bg-red-50 p-4 text-red-950 shadow-sm sm:p-5 ${className}`}
    >
      <p className="flex items-center gap-2 text-sm font-bold tracking-wide text-destructive uppercase">
        <Siren aria-hidden="true" className="size-5 shrink-0" />
        {notice.badge}
      </p>
      <p className="mt-1 text-lg leading-snug font-bold">{notice.title}</p>
      <dl className="mt-3 space-y-2 leading-6">
        {notice.steps.map((step) => (
          <div key={step.label}>
            <dt className="font-semibold">{step.label}</dt>
            <dd>{step.text}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a href="tel:911" className={buttonVariants({ variant: "destructive", size: "lg" })}>
          <Phone aria-hidden="true" />
          {notice.call911}
        </a>
      </div>
      {notice.utility && <p className="mt-3 text-sm leading-6">{notice.utility}</p>}
    </div>
  );
}
