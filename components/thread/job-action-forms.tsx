import { getTranslations } from "next-intl/server";

import { FormPhotoField } from "@/components/photos/form-photo-field";
import { ClientMessages } from "@/components/providers/client-messages";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { MAX_PHOTOS_PER_REQUEST } from "@/lib/photos/limits";
import { THREAD_LIMITS } from "@/lib/thread/schema";
import type { AppLocale } from "@/i18n/locales";

interface Props {
  token: string;
  locale: AppLocale;
  /** Accepted by the pro (on my way and completed are open); otherwise accept is. */
  accepted: boolean;
  /** The assigned contractor's name, which Accept records; null: the pro types theirs. */
  contractorName: string | null;
  timeFrames: { value: string; label: string }[];
  /** The earliest day a proposal may name (YYYY-MM-DD). */
  today: string;
}

/**
 * The job page's actions: plain forms that POST to /api/jobs/actions and come back to the page (no JavaScript needed).
 * Each is a button the pro presses; opening the page does nothing.
 */
export async function JobActionForms({ token, locale, accepted, contractorName, timeFrames, today }: Props) {
  const t = await getTranslations("JobPage");
  const hidden = (action: string) => (
    <>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="action" value={action} />
    </>
  );
  const form = "grid gap-2 rounded-md border border-border p-4";
  const label = "grid gap-1 text-sm font-medium";
  return (
    <section className="grid gap-4" aria-labelledby="job-actions">
      <h2 id="job-actions" className="text-xl font-semibold">
        {t("actions")}
      </h2>
      {!accepted && (
        <form method="post" action="/api/jobs/actions" className={form}>
          {hidden("accept")}
          {contractorName ? (
            <p>{t("acceptAs", { name: contractorName })}</p>
          ) : (
            <label className={label}>
              {t("yourName")}
              <Input name="proName" required maxLength={THREAD_LIMITS.proName} autoComplete="name" />
            </label>
          )}
          <div>
            <button type="submit" className={buttonVariants()}>
              {t("accept")}
            </button>
          </div>
        </form>
      )}
      {accepted && (
        <>
          <form method="post" action="/api/jobs/actions" className={form}>
            {hidden("on_my_way")}
            <label className={label}>
              {t("eta")}
              <Input name="etaMinutes" type="number" inputMode="numeric" min={1} max={THREAD_LIMITS.etaMinutes} required defaultValue={30} />
            </label>
            <div>
              <button type="submit" className={buttonVariants()}>
                {t("onMyWay")}
              </button>
            </div>
          </form>
          <form method="post" action="/api/jobs/actions" className={form}>
            {hidden("complete")}
            <label className={label}>
              {t("completeNotes")}
              <Textarea name="notes" rows={3} maxLength={THREAD_LIMITS.notes} />
            </label>
            <label className={label}>
              {t("finalPrice")}
              <Input name="finalPrice" type="number" inputMode="decimal" min={0} step="0.01" />
            </label>
            {/* After-photos need the picker's script; without it the form still completes the job with notes and price. */}
            <ClientMessages namespaces={["Photos"]}>
              <FormPhotoField
                label={t("afterPhotos")}
                hint={t("afterPhotosHint", { max: MAX_PHOTOS_PER_REQUEST })}
                submit={t("complete")}
                uploading={t("photosUploading")}
              />
            </ClientMessages>
          </form>
        </>
      )}
      <form method="post" action="/api/jobs/actions" className={form}>
        {hidden("propose")}
        <label className={label}>
          {t("proposeDate")}
          <Input name="date" type="date" min={today} required />
        </label>
        <label className={label}>
          {t("proposeWindow")}
          <NativeSelect name="timeFrame" required>
            {timeFrames.map((frame) => (
              <option key={frame.value} value={frame.value}>
                {frame.label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <div>
          <button type="submit" className={buttonVariants({ variant: "outline" })}>
            {t("propose")}
          </button>
        </div>
      </form>
      <form method="post" action="/api/jobs/actions" className={form}>
        {hidden("decline")}
        <label className={label}>
          {t("declineReason")}
          <Textarea name="reason" rows={2} required maxLength={THREAD_LIMITS.reason} />
        </label>
        <div>
          <button type="submit" className={buttonVariants({ variant: "outline" })}>
            {t("decline")}
          </button>
        </div>
      </form>
    </section>
  );
}
