import { useTranslations } from "next-intl";

import { ThreadPhotos } from "@/components/thread/thread-photos";
import { siteConfig } from "@/config/site";
import type { ThreadEntryView } from "@/lib/thread/messages";
import type { AppLocale } from "@/i18n/locales";

const languageName = (locale: AppLocale) => new Intl.DisplayNames("en-US", { type: "language" }).of(locale) ?? locale;

/**
 * One entry of the console's thread: who and when, the message (and its machine translation) or the event, and its
 * photos. Rendered on the server for the page's entries and in the browser for the ones the live stream brings
 * (components/operator/console-thread-live.tsx); `when` is the time already written out.
 */
export function ConsoleThreadEntry({ entry, when }: { entry: ThreadEntryView; when: string }) {
  const t = useTranslations("Operator");
  const author = t(`threadAuthors.${entry.author}`, { product: siteConfig.name });
  return (
    <li className="grid gap-0.5">
      <span className="text-sm font-semibold">
        {author} · {when}
      </span>
      {entry.kind === "message" ? (
        <>
          {entry.body && <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{entry.body}</p>}
          {entry.data?.translation && (
            <p className="whitespace-pre-wrap text-sm text-muted-foreground [overflow-wrap:anywhere]">
              {t("machineTranslated", { language: languageName(entry.data.translation.locale), text: entry.data.translation.text })}
            </p>
          )}
        </>
      ) : (
        <p className="text-muted-foreground [overflow-wrap:anywhere]">
          {t("threadEvent", { change: entry.data?.change ?? "-" })}
          {entry.data ? ` ${JSON.stringify({ ...entry.data, change: undefined })}` : ""}
        </p>
      )}
      <ThreadPhotos photos={entry.photos} altText={(number, count) => t("threadPhotoAlt", { number, count, author })} />
    </li>
  );
}
