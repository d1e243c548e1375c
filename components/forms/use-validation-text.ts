"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";

import { validationText } from "@/i18n/validation-messages";

/**
 * Turns a schema's message key (a field error from the zod resolver) into the text of the page's catalogue. The
 * page hands its client components the Validation group the form uses, e.g. "Validation.appointment".
 */
export function useValidationText(): (message: string | undefined) => string {
  const t = useTranslations("Validation");
  return useCallback((message) => (message ? validationText(message, t) : ""), [t]);
}
