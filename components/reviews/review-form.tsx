"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { useForm, type FieldErrors } from "react-hook-form";

import { lazyResolver } from "@/components/forms/lazy-resolver";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/forms/form";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { useValidationText } from "@/components/forms/use-validation-text";
import { SubmitButton } from "@/components/forms/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, HttpError } from "@/lib/http";
import { useHydrated } from "@/lib/use-hydrated";
import { honeypotValue, withHoneypotValue } from "@/lib/validation/honeypot-field";

import { StarRating } from "./star-rating";

type ReviewFormValues = { rating: number; comment: string };

const reviewResolver = lazyResolver<ReviewFormValues, ReviewFormValues>(() =>
  import("@/lib/validation/review").then(({ reviewRequestSchema }) => zodResolver(reviewRequestSchema.pick({ rating: true, comment: true }))),
);

/** "Share Your Experience": a 1–5 rating and a comment, locked once sent. */
export function ReviewForm({ appointmentId, appointmentToken = null }: { appointmentId: number | null; appointmentToken?: string | null }) {
  const t = useTranslations("ReviewForm");
  const locale = useLocale();
  const validationText = useValidationText();
  const ratingErrorId = useId();
  const form = useForm<ReviewFormValues>({
    resolver: reviewResolver,
    defaultValues: { rating: 0, comment: "" },
  });
  const submission = useMutation({
    mutationFn: ({ values, honeypot }: { values: ReviewFormValues; honeypot: string }) =>
      apiRequest(
        "POST",
        "/api/reviews",
        withHoneypotValue({ ...values, comment: values.comment.trim(), locale, appointmentId, ...(appointmentToken ? { appointmentToken } : {}) }, honeypot),
      ),
    onSuccess: () => toast({ title: t("successTitle"), description: t("successDescription") }),
    onError: (error) => {
      const message = error instanceof HttpError ? error.serverMessage : undefined;
      toast({ variant: "destructive", title: t("errorTitle"), description: message || t("errorFallback") });
    },
  });
  const submitted = submission.isSuccess;
  const locked = submitted || submission.isPending;
  const hydrated = useHydrated();

  // Spec: a blank comment is also announced in a toast, beside the message under the box.
  function onInvalid(errors: FieldErrors<ReviewFormValues>) {
    if (errors.comment?.message && !form.getValues("comment").trim()) toast({ variant: "destructive", title: validationText(errors.comment.message) });
  }

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values, event) => submission.mutate({ values, honeypot: honeypotValue(event?.target) }), onInvalid)}
        className="relative grid gap-5 text-left"
      >
        <FormField
          control={form.control}
          name="rating"
          render={({ field, fieldState }) => (
            <div className="grid gap-2">
              <StarRating
                value={field.value}
                onChange={field.onChange}
                // Before hydration a press would be lost; disabled says so until the stars work.
                disabled={locked || !hydrated}
                legend={t("ratingLegend")}
                errorId={fieldState.error ? ratingErrorId : undefined}
                firstRef={field.ref}
              />
              {fieldState.error && (
                <p id={ratingErrorId} className="text-sm font-medium text-destructive">
                  {validationText(fieldState.error.message)}
                </p>
              )}
            </div>
          )}
        />
        <FormField
          control={form.control}
          name="comment"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("commentLabel")}</FormLabel>
              <FormControl>
                <Textarea {...field} placeholder={t("commentPlaceholder")} rows={4} disabled={locked} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <HoneypotField label={t("spamTrapLabel")} />
        <SubmitButton disabled={locked} className="justify-self-start">
          {submitted ? t("submitted") : submission.isPending ? t("submitting") : t("submit")}
        </SubmitButton>
      </form>
    </Form>
  );
}
