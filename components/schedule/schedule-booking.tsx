"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { memo, Suspense, useCallback, useEffect, useMemo, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";

import { ContractorFinder } from "@/components/contractors/contractor-finder";
import type { PhotoUploadState } from "@/components/photos/use-photo-attachments";
import { useNarration } from "@/components/voice/narration-context";
import { siteConfig } from "@/config/site";
import type { AppointmentFormInput, AppointmentFormValues } from "@/lib/validation/appointment";

import { appointmentDefaults } from "./appointment-defaults";
import { AppointmentForm } from "./appointment-form";
import { AssistantBubble } from "./assistant-bubble";
import { BookingPhotoField, photoIdsError } from "./booking-photo-field";
import type { BookingCategory } from "./booking-categories";
import { lazyResolver } from "@/components/forms/lazy-resolver";
import type { ScheduleQuery } from "./schedule-query";
import { serverFieldError } from "./sms-consent-field";
import { useAppointmentSubmission } from "./use-appointment-submission";

// useForm re-renders the component that calls it once more straight after mounting (react-hook-form sets its
// isReady state in a layout effect, an update React renders synchronously, in the same task as hydration). The
// finder and the form are memoized so that this re-render stays here instead of running through every field
// again, tens of milliseconds on a slow phone. Fields follow their own state through react-hook-form's
// subscriptions (useController, useFormState), not through this component.
const Finder = memo(ContractorFinder);
const BookingForm = memo(AppointmentForm);

const appointmentResolver = lazyResolver<AppointmentFormInput, AppointmentFormValues>(() =>
  import("@/lib/validation/appointment").then(({ appointmentFormSchema }) => zodResolver(appointmentFormSchema)),
);

/** The interactive part of /schedule: location, contractor finder, guidance and the booking form. */
/** `ipLookup`: whether the server can give an approximate location (/api/geo), decided per request by the page. */
export function ScheduleBooking({ query, categories, ipLookup }: { query: ScheduleQuery; categories: BookingCategory[]; ipLookup: boolean }) {
  const t = useTranslations("Schedule");
  const form = useForm<AppointmentFormInput, unknown, AppointmentFormValues>({
    resolver: appointmentResolver,
    defaultValues: appointmentDefaults(query),
  });
  const submission = useAppointmentSubmission(query.diagnosticHistory, categories);
  const pending = submission.isPending || submission.isSuccess;
  const { mutate } = submission;
  const tPhotos = useTranslations("Photos");
  // Photos still travelling (or failed) would be left out silently: the booking waits, and says why beside them.
  const photoUploads = useRef<PhotoUploadState>("ready");
  const onPhotoUploadState = useCallback((state: PhotoUploadState) => {
    photoUploads.current = state;
  }, []);
  const { setError } = form;
  const onValid = useCallback(
    (values: AppointmentFormValues, honeypot: string) => {
      if (photoUploads.current === "ready") mutate({ values, honeypot });
      else setError("photoIds", { message: tPhotos(photoUploads.current === "failed" ? "retryOrRemove" : "stillUploading") }, { shouldFocus: true });
    },
    [mutate, setError, tPhotos],
  );
  const photoField = useMemo(() => <BookingPhotoField control={form.control} onUploadStateChange={onPhotoUploadState} />, [form.control, onPhotoUploadState]);

  // The server's refusal of the photos (an unknown or already attached id) goes beside the picker; the rest stays.
  const rejectedPhotos = photoIdsError(submission.error);
  useEffect(() => {
    if (rejectedPhotos) setError("photoIds", { message: rejectedPhotos }, { shouldFocus: true });
  }, [rejectedPhotos, setError]);

  // A phone number the server cannot text (opted in with a number that is not a valid US one) goes beside the phone field.
  const rejectedPhone = serverFieldError(submission.error, "phone");
  useEffect(() => {
    if (rejectedPhone) setError("phone", { message: rejectedPhone }, { shouldFocus: true });
  }, [rejectedPhone, setError]);

  const categoryId = useWatch({ control: form.control, name: "category" });
  const issueId = useWatch({ control: form.control, name: "issue" });
  const category = categories.find(({ id }) => id === categoryId);
  const problem = category?.problems.find(({ id }) => id === issueId);

  // Spec: the page opens at the top, even when the diagnostic chat left the window scrolled down.
  // Braces matter: newer browsers return a Promise from scrollTo, and React would take it for a clean-up.
  // The browser's own restoration (a reload, back/forward) would put it back down after hydration: turned off here.
  useEffect(() => {
    window.history.scrollRestoration = "manual";
    window.scrollTo(0, 0);
  }, []);

  const speaker = t("assistant", { product: siteConfig.name });
  const guidance = !category
    ? null
    : query.isUpgrade
      ? t("guidanceUpgrade", { trade: category.trade, category: category.id })
      : problem
        ? t("guidanceIssue", { trade: category.trade, issue: problem.title })
        : t("guidanceCategory", { trade: category.trade, category: category.id });
  const processing = submission.isPending ? t("processing") : null;

  // New assistant messages are read aloud when the header's speech toggle is on.
  const { narrate } = useNarration();
  useEffect(() => {
    if (guidance) narrate(guidance);
  }, [guidance, narrate]);
  useEffect(() => {
    if (processing) narrate(processing);
  }, [processing, narrate]);

  return (
    <div className="grid gap-6">
      {/* Always mounted: it detects the location on load, before a category is chosen. */}
      <Suspense>
        <Finder category={category} ipLookup={ipLookup} />
      </Suspense>
      {guidance && <AssistantBubble speaker={speaker}>{guidance}</AssistantBubble>}
      {/* A boundary of its own: React streams a large Suspense boundary after the page's first 12.8 KB, and this
          one keeps that to the form, so the finder and the guidance above it arrive with the first paint. */}
      <Suspense>
        <BookingForm form={form} categories={categories} onValid={onValid} pending={pending} photos={photoField} />
      </Suspense>
      {processing && (
        <AssistantBubble speaker={speaker} role="status">
          {processing}
        </AssistantBubble>
      )}
    </div>
  );
}
