import type { MetadataRoute } from "next";

import { absoluteUrl } from "@/config/site";
import { defaultLocale, hreflangs, locales, localizedPath } from "@/i18n/locales";
import { allProblems, categories } from "@/lib/catalog";
import { diagnosticPath, guidePath, problemPath, upgradePath } from "@/lib/catalog/routes";

const staticPaths = ["/", "/how-it-works", "/privacy", "/terms", "/upgrade", "/schedule"];

/** Every indexable page in every language, built from the same catalogue the pages use, each with its alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [
    ...staticPaths,
    ...categories.map((category) => diagnosticPath(category.id)),
    ...categories.map((category) => upgradePath(category.id)),
    ...allProblems().flatMap(({ category, problem }) => [problemPath(category.id, problem.id), guidePath(category.id, problem.id)]),
  ];
  return locales.flatMap((locale) =>
    paths.map((path) => ({
      url: absoluteUrl(localizedPath(path, locale)),
      changeFrequency: "monthly" as const,
      priority: path === "/" ? 1 : 0.7,
      alternates: {
        languages: {
          ...Object.fromEntries(locales.map((language) => [hreflangs[language], absoluteUrl(localizedPath(path, language))])),
          "x-default": absoluteUrl(localizedPath(path, defaultLocale)),
        },
      },
    })),
  );
}
