"use client";

import { useLocale } from "next-intl";
import { useCallback } from "react";

import { localizedPath } from "./locales";

/** For client components (inside ClientMessages): turns an app path into this page's language ("/hvac" → "/es/hvac"). */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizedPath(path, locale), [locale]);
}
