"use client";

import { useLiveThread } from "@/components/thread/use-live-thread";
import type { ThreadEntryView } from "@/lib/thread/messages";
import { ConsoleThreadEntry } from "./console-thread-entry";

/**
 * "Fri, Nov 27, 4:05 AM (Central)", as the server writes an entry's time (lib/booking/words.ts instantText, which
 * the browser does without: it would bring the catalogue along). A live entry is from this year, so no year.
 */
function liveTimeText(at: Date, timeZone: string | null): string {
  const zone = !timeZone || timeZone === "Etc/UTC" ? "UTC" : timeZone;
  try {
    const time = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone: zone });
    const name =
      zone === "UTC"
        ? "UTC"
        : (new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longGeneric" })
            .formatToParts(at)
            .find((part) => part.type === "timeZoneName")
            ?.value.replace(/ Time$/, "") ?? zone);
    return `${time.format(at)} (${name})`;
  } catch {
    return zone === "UTC" ? at.toISOString() : liveTimeText(at, "UTC");
  }
}

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
        <ConsoleThreadEntry key={entry.id} entry={entry} when={liveTimeText(new Date(entry.createdAt), timeZone)} />
      ))}
    </ol>
  );
}
