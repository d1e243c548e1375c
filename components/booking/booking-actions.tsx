"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { apiRequest, HttpError } from "@/lib/http";

type Action = { action: "cancel" } | { action: "erase" } | { action: "reschedule"; preferredDate: string; timeFrame: string };

interface Props {
  token: string;
  /** Whether the booking can still be rescheduled or cancelled. */
  open: boolean;
  anonymized: boolean;
  timeFrames: { value: string; label: string }[];
  /** YYYY-MM-DD of the current preferred day, in the homeowner's zone. */
  currentDate: string;
  currentTimeFrame: string;
}

/** "YYYY-MM-DD" from the date input as the browser's local midnight, the way the booking form sends its date. */
function localMidnightIso(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(year, month - 1, date).toISOString();
}

function fieldErrorsOf(body: string): Record<string, string[]> {
  try {
    return (JSON.parse(body) as { errors?: Record<string, string[]> }).errors ?? {};
  } catch {
    return {};
  }
}

/** The booking page's changes: reschedule, cancel, erase. Plain inputs (no date-picker bundle); the server validates. */
export default function BookingActions({ token, open, anonymized, timeFrames, currentDate, currentTimeFrame }: Props) {
  const t = useTranslations("BookingPage");
  const locale = useLocale();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [confirming, setConfirming] = useState<"cancel" | "erase" | null>(null);
  const dateId = useId();
  const frameId = useId();
  const dateErrorId = useId();

  async function send(action: Action, done: string) {
    setPending(true);
    setNotice(null);
    setFieldErrors({});
    try {
      // The page's language, so the API's field errors come in it.
      await apiRequest("POST", "/api/appointments/manage", { token, ...action, locale });
      setNotice({ text: done });
      setConfirming(null);
      router.refresh();
    } catch (error) {
      const message = error instanceof HttpError ? error.serverMessage : undefined;
      const errors = error instanceof HttpError ? fieldErrorsOf(error.body) : {};
      setFieldErrors(errors);
      setNotice({ text: message || t("failed"), error: true });
    } finally {
      setPending(false);
    }
  }

  function onReschedule(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const day = String(data.get("preferredDate") ?? "");
    void send(
      { action: "reschedule", preferredDate: /^\d{4}-\d{2}-\d{2}$/.test(day) ? localMidnightIso(day) : "", timeFrame: String(data.get("timeFrame") ?? "") },
      t("changed"),
    );
  }

  return (
    <div className="grid gap-8 text-left">
      <p role="status" aria-live="polite" className={notice?.error ? "font-medium text-destructive" : "font-medium"}>
        {notice?.text}
      </p>
      {open && (
        <section aria-labelledby={`${dateId}-heading`} className="grid gap-4">
          <h2 id={`${dateId}-heading`} className="text-xl font-semibold">
            {t("changeHeading")}
          </h2>
          <form onSubmit={onReschedule} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <div className="grid gap-2">
              <Label htmlFor={dateId}>{t("dateLabel")}</Label>
              <Input
                id={dateId}
                name="preferredDate"
                type="date"
                defaultValue={currentDate}
                required
                aria-invalid={fieldErrors.preferredDate ? true : undefined}
                aria-describedby={fieldErrors.preferredDate ? dateErrorId : undefined}
              />
              {fieldErrors.preferredDate && (
                <p id={dateErrorId} className="text-sm font-medium text-destructive">
                  {fieldErrors.preferredDate[0]}
                </p>
              )}
            </div>
            <div className="grid gap-2">
              <Label htmlFor={frameId}>{t("timeFrameLabel")}</Label>
              <NativeSelect id={frameId} name="timeFrame" defaultValue={currentTimeFrame}>
                {timeFrames.map((frame) => (
                  <option key={frame.value} value={frame.value}>
                    {frame.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="submit" disabled={pending}>
              {pending ? t("saving") : t("saveChange")}
            </Button>
          </form>
        </section>
      )}
      {open && (
        <ConfirmedAction
          heading={t("cancelHeading")}
          body={t("cancelBody")}
          start={t("cancelButton")}
          confirm={t("cancelConfirm")}
          keep={t("keepButton")}
          confirming={confirming === "cancel"}
          pending={pending}
          onStart={() => setConfirming("cancel")}
          onKeep={() => setConfirming(null)}
          onConfirm={() => void send({ action: "cancel" }, t("cancelled"))}
        />
      )}
      {!anonymized && (
        <ConfirmedAction
          heading={t("eraseHeading")}
          body={t("eraseBody")}
          start={t("eraseButton")}
          confirm={t("eraseConfirm")}
          keep={t("keepButton")}
          confirming={confirming === "erase"}
          pending={pending}
          onStart={() => setConfirming("erase")}
          onKeep={() => setConfirming(null)}
          onConfirm={() => void send({ action: "erase" }, t("erased"))}
        />
      )}
    </div>
  );
}

interface ConfirmedActionProps {
  heading: string;
  body: string;
  start: string;
  confirm: string;
  keep: string;
  confirming: boolean;
  pending: boolean;
  onStart(): void;
  onKeep(): void;
  onConfirm(): void;
}

/** A change that cannot be undone (cancel, erase): one button to start, then confirm or keep. */
function ConfirmedAction({ heading, body, start, confirm, keep, confirming, pending, onStart, onKeep, onConfirm }: ConfirmedActionProps) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold">{heading}</h2>
      <p className="text-muted-foreground">{body}</p>
      {confirming ? (
        <div className="flex flex-wrap gap-3">
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {confirm}
          </Button>
          <Button variant="outline" onClick={onKeep}>
            {keep}
          </Button>
        </div>
      ) : (
        <div>
          <Button variant="outline" onClick={onStart}>
            {start}
          </Button>
        </div>
      )}
    </section>
  );
}
