"use client";

import { useTranslations } from "next-intl";
import { Suspense, type ReactNode } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";

import { SubmitButton } from "@/components/forms/submit-button";
import { Form } from "@/components/forms/form";
import { HoneypotField } from "@/components/forms/honeypot-field";
import type { AppointmentFormInput, AppointmentFormValues, TimeFrame } from "@/lib/validation/appointment";
import { honeypotValue } from "@/lib/validation/honeypot-field";

import type { BookingCategory } from "./booking-categories";
import { DateField } from "./date-field";
import { NoteField, SelectField, TextField } from "./form-fields";
import { SmsConsentField } from "./sms-consent-field";

// Mirrors APPOINTMENT_LIMITS.noteForPro (lib/validation/appointment.ts), which would pull zod into the first load;
// the schema still enforces it on submit and on the server.
const NOTE_FOR_PRO_MAX = 1000;

/** The booking form's fields and submit button; validation and submission belong to the caller, which gets the spam trap's value too. */
export function AppointmentForm({
  form,
  categories,
  onValid,
  pending,
  photos,
}: {
  form: UseFormReturn<AppointmentFormInput, unknown, AppointmentFormValues>;
  categories: BookingCategory[];
  onValid: (values: AppointmentFormValues, honeypot: string) => void;
  pending: boolean;
  /** The photo picker, rendered under the fields (components/schedule/booking-photo-field.tsx). */
  photos?: ReactNode;
}) {
  const t = useTranslations("ScheduleForm");
  const { control } = form;
  const categoryId = useWatch({ control, name: "category" });
  const category = categories.find(({ id }) => id === categoryId);
  const categoryOptions = categories.map(({ id, title }) => ({ value: id, label: title }));
  const issueOptions = category?.problems.map((problem) => ({ value: problem.id, label: problem.title })) ?? [];
  // The slots labelled in the message catalogue; the schema's TIME_FRAMES would pull zod into the first load.
  const timeOptions = Object.entries(t.raw("timeFrames") as Record<TimeFrame, string>).map(([value, label]) => ({ value, label }));

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values, event) => onValid(values, honeypotValue(event?.target)))}
        aria-labelledby="appointment-form-heading"
        className="relative grid gap-5 rounded-xl border border-border p-6 shadow-sm"
      >
        <h2 id="appointment-form-heading" className="text-xl font-semibold">
          {t("heading")}
        </h2>
        {/* Suspense boundaries render no element, so the grid is untouched; each is hydrated as a unit of its own,
            which splits the page's work into shorter tasks on a slow phone. */}
        <div className="grid gap-5 sm:grid-cols-2">
          <Suspense>
            <TextField control={control} name="name" label={t("name")} placeholder={t("namePlaceholder")} autoComplete="name" />
            <TextField control={control} name="email" label={t("email")} placeholder={t("emailPlaceholder")} type="email" autoComplete="email" />
            <TextField control={control} name="phone" label={t("phone")} placeholder={t("phonePlaceholder")} type="tel" autoComplete="tel" />
          </Suspense>
          <Suspense>
            <SelectField
              control={control}
              name="category"
              label={t("category")}
              placeholder={t("categoryPlaceholder")}
              options={categoryOptions}
              // An issue from another category would be booked under the wrong trade.
              onValueChange={() => form.setValue("issue", "")}
            />
            <SelectField
              control={control}
              name="issue"
              label={t("issue")}
              placeholder={category ? t("issuePlaceholder") : t("issueNeedsCategory")}
              options={issueOptions}
              disabled={!category}
            />
          </Suspense>
          <Suspense>
            <DateField control={control} />
            <SelectField control={control} name="timeFrame" label={t("time")} placeholder={t("timePlaceholder")} options={timeOptions} />
          </Suspense>
          <Suspense>
            <NoteField
              control={control}
              label={t("noteForPro")}
              hint={t("noteForProHint")}
              placeholder={t("noteForProPlaceholder")}
              maxLength={NOTE_FOR_PRO_MAX}
            />
          </Suspense>
          <div className="sm:col-span-2">
            <Suspense>
              <SmsConsentField control={control} />
            </Suspense>
          </div>
        </div>
        {photos}
        <HoneypotField label={t("spamTrapLabel")} />
        <SubmitButton size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
          {pending ? t("submitting") : t("submit")}
        </SubmitButton>
      </form>
    </Form>
  );
}
