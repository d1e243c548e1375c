"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useRef } from "react";

import { writeBookingPhotos } from "@/components/photos/booking-photo-draft";
import { toast } from "@/components/ui/use-toast";
import { useLocalizedPath } from "@/i18n/use-localized-path";
import { toBookingLocation } from "@/lib/booking/location";
import { apiRequest, HttpError } from "@/lib/http";
import { browserStorage, readCachedLocation } from "@/lib/location/cache";
import type { AppointmentFormValues, DiagnosticEntry } from "@/lib/validation/appointment";
import { withHoneypotValue } from "@/lib/validation/honeypot-field";

import type { BookingCategory } from "./booking-categories";
import { newIdempotencyKey } from "./idempotency-key";

/** The thank-you address for a booked appointment; the token (from manageUrl) lets the page confirm it. */
export function thankYouHref(appointmentId: number, categoryId: string, token?: string): string {
  return `/thank-you?${new URLSearchParams({ appointmentId: String(appointmentId), category: categoryId, ...(token ? { token } : {}) })}`;
}

/** The browser's IANA zone, so the confirmation's calendar invite lands at the right local time. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends the booking once: the Idempotency-Key is made on the first attempt and reused by every retry of the same
 * details, so a double click or a retry after a lost reply books one appointment. Details edited after a failure
 * are a new request with a new key (the server would refuse a key reused with other details). Success toasts and
 * moves on to /thank-you; failure toasts and leaves the form as typed.
 */
export function useAppointmentSubmission(diagnosticHistory: DiagnosticEntry[], categories: BookingCategory[]) {
  const t = useTranslations("ScheduleForm");
  const locale = useLocale();
  const router = useRouter();
  const localized = useLocalizedPath();
  const attemptRef = useRef<{ key: string; body: string } | null>(null);

  return useMutation({
    mutationFn: async ({ values, honeypot }: { values: AppointmentFormValues; honeypot: string }) => {
      // Already downloaded by the form's validation; a dynamic import keeps zod out of the first load.
      const { toAppointmentRequestBody } = await import("@/lib/validation/appointment");
      // The contractor reads the problem's title; the id is only our catalogue's.
      const category = categories.find(({ id }) => id === values.category);
      const issue = category?.problems.find(({ id }) => id === values.issue)?.title ?? values.issue;
      // The finder's location (every path of the location chain caches it), rounded to about 1 km, so the operator
      // can offer the nearest contractors.
      const location = toBookingLocation(readCachedLocation(browserStorage(), Date.now()));
      // The page's language: the API answers field errors in it and stores it for the emails, invite and booking page.
      const request = { ...toAppointmentRequestBody({ ...values, issue, diagnosticHistory }), timeZone: browserTimeZone(), location, locale };
      const body = withHoneypotValue(request, honeypot);
      const serialized = JSON.stringify(body);
      if (attemptRef.current?.body !== serialized) attemptRef.current = { key: newIdempotencyKey(), body: serialized };
      const response = await apiRequest("POST", "/api/appointments", body, { "Idempotency-Key": attemptRef.current.key });
      const { id, manageUrl } = (await response.json()) as { id: number; manageUrl?: string };
      return { id, category: values.category, token: manageUrl?.split("/").pop() };
    },
    onSuccess: ({ id, category, token }) => {
      // Attached to this booking now: the next booking starts without them.
      writeBookingPhotos([]);
      toast({ title: t("successTitle"), description: t("successDescription") });
      router.push(localized(thankYouHref(id, category, token)));
    },
    onError: (error) => {
      const message = error instanceof HttpError ? error.serverMessage : undefined;
      toast({ variant: "destructive", title: t("errorTitle"), description: message || t("errorFallback") });
    },
  });
}
