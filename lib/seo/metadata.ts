import type { Metadata } from "next";

import { absoluteUrl, siteConfig } from "@/config/site";
import { defaultLocale, hreflangs, locales, localizedPath, openGraphLocales, type AppLocale } from "@/i18n/locales";
import { sampleProblems } from "@/lib/catalog";
import { getLocalizedCategory } from "@/lib/catalog/i18n";

import { ogImagePath } from "./og-image-path";
import { categoryDescription, defaultDescription, defaultTitle, keywordList, problemDescription, problemKeywords, type Translate } from "./text";
import { getSeoLocale, getSeoTranslator } from "./translator";

export interface PageMetadataInput {
  title?: string;
  description?: string;
  keywords?: string[];
  image?: string;
  /** App path of the page, e.g. "/hvac/no-heat" (no language prefix); becomes the canonical and sharing URL in the page's language. */
  url?: string;
  category?: string;
  problem?: string;
}

/** The spec's title rule: suffix " | {product}" unless the title is the product name itself. */
export function withProductSuffix(title: string): string {
  return title === siteConfig.name ? title : `${title} | ${siteConfig.name}`;
}

/** Resolves the spec's metadata inputs (with category/problem enrichment) into plain values. */
export function resolvePageSeo(input: PageMetadataInput, t: Translate, locale: AppLocale = defaultLocale) {
  const category = getLocalizedCategory(input.category, locale);
  const problem = category?.problems.find((candidate) => candidate.id === input.problem);

  let description = defaultDescription(t);
  const keywords: string[] = keywordList(t("Seo.defaultKeywords"));
  if (category) {
    description = categoryDescription(
      t,
      category.title,
      sampleProblems(category).map((p) => p.title),
    );
    keywords.push(category.title, ...category.problems.map((p) => p.title.toLowerCase()));
  }
  if (category && problem) {
    description = problemDescription(t, category.title, problem.title);
    keywords.push(...problemKeywords(t, category.title, problem.title));
  }

  return {
    title: input.title ? withProductSuffix(input.title) : defaultTitle(t),
    description: input.description ?? description,
    keywords: [...new Set([...keywords, ...(input.keywords ?? [])])],
    // A category or problem page shares its own preview card (app/og); other pages the site's.
    image: absoluteUrl(input.image ?? (category ? ogImagePath(category.id, problem?.id, locale) : siteConfig.ogImage)),
    url: absoluteUrl(localizedPath(input.url ?? "/", locale)),
    /** The same page in every language (all pages exist in both), and x-default: the English one. */
    languages: {
      ...Object.fromEntries(locales.map((language) => [hreflangs[language], absoluteUrl(localizedPath(input.url ?? "/", language))])),
      "x-default": absoluteUrl(localizedPath(input.url ?? "/", defaultLocale)),
    },
  };
}

/** A page's metadata, its default texts from the request's message catalogue. */
export async function buildPageMetadata(input: PageMetadataInput = {}): Promise<Metadata> {
  return pageMetadata(input, await getSeoTranslator(), await getSeoLocale());
}

export function pageMetadata(input: PageMetadataInput, t: Translate, locale: AppLocale = defaultLocale): Metadata {
  const seo = resolvePageSeo(input, t, locale);
  return {
    title: { absolute: seo.title },
    description: seo.description,
    keywords: seo.keywords,
    robots: "index, follow",
    alternates: { canonical: seo.url, languages: seo.languages },
    openGraph: {
      type: "website",
      siteName: siteConfig.name,
      locale: openGraphLocales[locale],
      alternateLocale: locales.filter((language) => language !== locale).map((language) => openGraphLocales[language]),
      title: seo.title,
      description: seo.description,
      url: seo.url,
      images: [{ url: seo.image, width: 1200, height: 630, alt: seo.title }],
    },
    twitter: { card: "summary_large_image", title: seo.title, description: seo.description, images: [{ url: seo.image, alt: seo.title }] },
  };
}

/**
 * A 404 page's metadata: its own title and no robots tag of ours. Next.js writes `noindex` on every 404 itself;
 * `null` drops the layout's "index, follow", so crawlers see exactly one robots tag.
 */
export function buildNotFoundMetadata(title: string): Metadata {
  return { title: { absolute: withProductSuffix(title) }, robots: null };
}

/**
 * A page proxy.ts serves with status 404 in place of an unknown catalogue URL. Next.js does not know it is a 404,
 * so the single robots tag is ours: `noindex` (replacing the layout's "index, follow").
 */
export function buildRewrittenNotFoundMetadata(title: string): Metadata {
  return { title: { absolute: withProductSuffix(title) }, robots: "noindex" };
}
