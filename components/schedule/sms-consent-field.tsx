"use client";

import NextLink from "next/link";
import { useTranslations } from "next-intl";

import { FormField, FormItem, FormMessage, useFormField } from "@/components/forms/form";
import { useLocalizedPath } from "@/i18n/use-localized-path";
import { HttpError } from "@/lib/http";

import type { AppointmentControl } from "./form-fields";

/**
 * "Text me updates about this booking": a native checkbox, unticked until the homeowner ticks it (consent is a clear
 * affirmative act, never pre-checked), with what they agree to beside it: how many texts, that rates may apply,
 * STOP and HELP, and the privacy policy (the disclosures A2P 10DLC reviewers look for).
 */
export function SmsConsentField({ control }: { control: AppointmentControl }) {
  return (
    <FormField
      control={control}
      name="smsOptIn"
      render={({ field }) => (
        <FormItem className="gap-1">
          <SmsCheckbox checked={field.value === true} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} name={field.name} />
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function SmsCheckbox({
  checked,
  onChange,
  onBlur,
  inputRef,
  name,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  name: string;
}) {
  const t = useTranslations("ScheduleForm");
  const localized = useLocalizedPath();
  const { formItemId } = useFormField();
  const disclosureId = `${formItemId}-disclosure`;
  return (
    <div className="flex items-start gap-3">
      <input
        ref={inputRef}
        id={formItemId}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        aria-describedby={disclosureId}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      <div className="grid gap-1">
        <label htmlFor={formItemId} className="text-sm font-medium">
          {t("smsOptIn")}
        </label>
        <p id={disclosureId} className="text-sm text-muted-foreground">
          {t.rich("smsDisclosure", {
            privacy: (chunks) => (
              <NextLink href={localized("/privacy")} className="underline underline-offset-4">
                {chunks}
              </NextLink>
            ),
          })}
        </p>
      </div>
    </div>
  );
}

/** The server's refusal of one field (a 400's `errors[field]`), to show beside it; undefined for anything else. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  try {
    const { errors } = JSON.parse(error.body) as { errors?: Record<string, unknown> };
    const value = errors?.[field];
    const message = Array.isArray(value) ? value[0] : value;
    return typeof message === "string" && message ? message : undefined;
  } catch {
    return undefined;
  }
}
