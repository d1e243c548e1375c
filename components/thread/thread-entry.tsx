"use client";

import { useTranslations } from "next-intl";

import type { ThreadEntryView } from "@/lib/thread/messages";
import type { AppLocale } from "@/i18n/locales";
import { ThreadPhotos } from "./thread-photos";

interface Props {
  entry: ThreadEntryView;
  /** Who is reading: their own messages say "You". */
  viewer: "homeowner" | "pro" | "operator";
  product: string;
  locale: AppLocale;
}

const EVENT_KEYS = [
  "confirmed",
  "declined",
  "time_proposed",
  "proposal_refused",
  "on_my_way",
  "completed",
  "rescheduled",
  "contractor_assigned",
  "cancelled",
] as const;

/** One message (plain text, never HTML) or one timeline event. */
export function ThreadEntryItem({ entry, viewer, product, locale }: Props) {
  const t = useTranslations("Thread");
  const time = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(entry.createdAt));
  const author = entry.author === viewer ? t("you") : t(`authors.${entry.author}`, { product });
  if (entry.kind === "event") {
    return (
      <li className="grid gap-0.5 border-l-2 border-border pl-3 text-sm text-muted-foreground" data-testid="thread-event">
        {eventLines(entry, t, locale).map((line) => (
          <span key={line}>{line}</span>
        ))}
        <ThreadPhotos photos={entry.photos ?? []} altText={(number, count) => t("afterPhotoAlt", { number, count })} />
        <time dateTime={entry.createdAt} className="text-xs">
          {time}
        </time>
      </li>
    );
  }
  return (
    <li className="grid gap-0.5" data-testid="thread-message">
      <span className="text-sm font-semibold">
        {author}{" "}
        <time dateTime={entry.createdAt} className="text-xs font-normal text-muted-foreground">
          {time}
        </time>
      </span>
      {entry.body && <p className="whitespace-pre-wrap break-words">{entry.body}</p>}
      <ThreadPhotos
        photos={entry.photos ?? []}
        altText={(number, count) =>
          entry.author === viewer ? t("ownPhotoAlt", { number, count }) : t("photoAlt", { number, count, author: entry.author, product })
        }
      />
      {entry.data?.translation && entry.data.translation.locale === locale && entry.author !== viewer && (
        <p className="whitespace-pre-wrap break-words border-l-2 border-border pl-2 text-sm text-muted-foreground" data-testid="thread-translation">
          <span className="font-medium">{t("machineTranslated")} </span>
          <span lang={entry.data.translation.locale}>{entry.data.translation.text}</span>
        </p>
      )}
    </li>
  );
}

type Translate = ReturnType<typeof useTranslations<"Thread">>;

function eventLines(entry: ThreadEntryView, t: Translate, locale: AppLocale): string[] {
  const data = entry.data ?? {};
  const change = EVENT_KEYS.find((key) => key === data.change);
  const name = data.proName || "none";
  const window = data.timeFrame === "8-12" || data.timeFrame === "12-4" ? t(`timeFrames.${data.timeFrame}`) : (data.timeFrame ?? "");
  const lines: string[] = [];
  switch (change) {
    case "confirmed":
      lines.push(t("events.confirmed", { name }));
      break;
    case "on_my_way":
      lines.push(t("events.on_my_way", { name, minutes: data.etaMinutes ?? 0 }));
      break;
    case "time_proposed":
      lines.push(t("events.time_proposed", { date: dayText(data.date ?? "", locale), window }));
      break;
    case "completed":
      lines.push(t("events.completed"));
      if (data.notes) lines.push(t("events.completedNotes", { notes: data.notes }));
      if (data.finalPrice !== undefined) {
        lines.push(t("events.finalPrice", { price: new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(data.finalPrice) }));
      }
      break;
    case undefined:
      lines.push(t("events.other"));
      break;
    default:
      lines.push(t(`events.${change}`));
  }
  return lines;
}

/** "Tue, Dec 1" for a YYYY-MM-DD day, read as that calendar day wherever the reader is. */
function dayText(day: string, locale: AppLocale): string {
  const [year, month, date] = day.split("-").map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat(locale, { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}
