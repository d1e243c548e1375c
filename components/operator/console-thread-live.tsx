"use client";

import { useLiveThread } from "@/components/thread/use-live-thread";
import { instantText } from "@/lib/booking/time-words";
import type { ThreadEntryView } from "@/lib/thread/messages";
import { ConsoleThreadEntry } from "./console-thread-entry";

interface Props {
  appointmentId: number;
  /** The last entry the server rendered (null when none): the stream starts after it. */
  last: ThreadEntryView | null;
  timeZone: string | null;
}

/**
 * The console thread's live part, a progressive enhancement: entries that arrive after the page was rendered (the
 * homeowner's, the pro's, an event), shown below the server-rendered ones and announced politely. The operator's
 * session authorises the stream's ticket (POST /api/operator/appointments/[id]/ticket).
 */
export function ConsoleThreadLive({ appointmentId, last, timeZone }: Props) {
  const { entries } = useLiveThread({ operatorAppointmentId: appointmentId }, last ? [last] : []);
  const fresh = entries.filter((entry) => entry.id > (last?.id ?? 0));
  return (
    <ol className="grid gap-2 empty:hidden" aria-live="polite" data-testid="console-thread-live">
      {fresh.map((entry) => (
        <ConsoleThreadEntry key={entry.id} entry={entry} when={instantText(new Date(entry.createdAt), timeZone)} />
      ))}
    </ol>
  );
}
