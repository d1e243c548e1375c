import { getTranslations } from "next-intl/server";

import { FormPhotoField } from "@/components/photos/form-photo-field";
import { ClientMessages } from "@/components/providers/client-messages";
import { buttonVariants } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { siteConfig } from "@/config/site";
import { instantText } from "@/lib/booking/words";
import { MAX_PHOTOS_PER_REQUEST } from "@/lib/photos/limits";
import type { ThreadEntryView } from "@/lib/thread/messages";
import { THREAD_LIMITS } from "@/lib/thread/schema";

import { ConsoleThreadEntry } from "./console-thread-entry";
import { ConsoleThreadLive } from "./console-thread-live";

/** The texts the live part renders its entries with (components/operator/console-thread-entry.tsx). */
const LIVE_MESSAGES = ["Operator.threadAuthors", "Operator.threadEvent", "Operator.threadPhotoAlt", "Operator.machineTranslated"];

interface ProLinkProps {
  id: number;
  proName: string | null;
  active: boolean;
  /** The link just issued (shown once), else null. */
  newLink: string | null;
  anonymized: boolean;
}

/** Whether the pro's job link works, the link just issued, and the forms that revoke it or issue a new one. */
export async function ProLinkSection({ id, proName, active, newLink, anonymized }: ProLinkProps) {
  const t = await getTranslations("Operator");
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold">{t("proLink")}</h2>
      {proName && <p>{t("proName", { name: proName })}</p>}
      <p data-testid="pro-link-state">{active ? t("proLinkActive") : t("proLinkNone")}</p>
      {newLink && (
        <p role="status" className="font-medium [overflow-wrap:anywhere]" data-testid="pro-link-new">
          {t("proLinkNew", { url: newLink })}
        </p>
      )}
      {!anonymized && (
        <div className="flex flex-wrap gap-2">
          <form method="post" action={`/api/operator/appointments/${id}`}>
            <input type="hidden" name="action" value="reissueLink" />
            <button type="submit" className={buttonVariants()}>
              {t("reissueLink")}
            </button>
          </form>
          {active && (
            <form method="post" action={`/api/operator/appointments/${id}`}>
              <input type="hidden" name="action" value="revokeLink" />
              <button type="submit" className={buttonVariants({ variant: "outline" })}>
                {t("revokeLink")}
              </button>
            </form>
          )}
        </div>
      )}
    </section>
  );
}

interface ThreadProps {
  id: number;
  entries: ThreadEntryView[];
  timeZone: string | null;
  anonymized: boolean;
}

/**
 * The booking's thread in the console, and the box where the operator writes as FixPilot (a plain form post). With
 * JavaScript, entries that arrive later appear below the rendered ones without a reload (ConsoleThreadLive).
 */
export async function ConsoleThread({ id, entries, timeZone, anonymized }: ThreadProps) {
  const t = await getTranslations("Operator");
  return (
    <section className="grid gap-3" id="thread">
      <h2 className="text-xl font-semibold">{t("thread")}</h2>
      {entries.length === 0 ? (
        <p className="text-muted-foreground">{t("threadEmpty")}</p>
      ) : (
        <ol className="grid gap-2" data-testid="console-thread">
          {entries.map((entry) => (
            <ConsoleThreadEntry key={entry.id} entry={entry} when={instantText(new Date(entry.createdAt), timeZone)} />
          ))}
        </ol>
      )}
      {!anonymized && (
        <ClientMessages namespaces={LIVE_MESSAGES}>
          <ConsoleThreadLive appointmentId={id} last={entries.at(-1) ?? null} timeZone={timeZone} />
        </ClientMessages>
      )}
      {!anonymized && (
        <form method="post" action={`/api/operator/appointments/${id}`} className="grid gap-2">
          <input type="hidden" name="action" value="message" />
          <label className="grid gap-1 text-sm font-medium">
            {t("messageLabel")}
            <Textarea name="body" rows={3} maxLength={THREAD_LIMITS.body} />
          </label>
          <p className="text-sm text-muted-foreground">{t("messageHint", { product: siteConfig.name })}</p>
          <ClientMessages namespaces={["Photos"]}>
            <FormPhotoField
              label={t("messagePhotos")}
              hint={t("messagePhotosHint", { max: MAX_PHOTOS_PER_REQUEST })}
              submit={t("send")}
              uploading={t("messagePhotosUploading")}
            />
          </ClientMessages>
        </form>
      )}
    </section>
  );
}
