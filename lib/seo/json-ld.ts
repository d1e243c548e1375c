import type { BreadcrumbList, HowTo, Organization, WebSite, WithContext } from "schema-dts";

import { absoluteUrl, siteConfig } from "@/config/site";
import { defaultLocale, localizedPath, type AppLocale } from "@/i18n/locales";
import type { Category, Problem } from "@/lib/catalog";
import { diagnosticPath, guidePath, problemPath } from "@/lib/catalog/paths";
import { getProblemCost } from "@/lib/costs";

import { problemDescription, type Translate } from "./text";

/**
 * The HowTo's estimated cost: the DIY parts range as a schema.org MonetaryAmount where lib/costs has one, else the
 * spec's 'Variable' (hazards never have one). Deliberately no PriceSpecification or offer: nothing here is for sale.
 */
function howToEstimatedCost(category: Category, problem: Problem): HowTo["estimatedCost"] {
  const diy = getProblemCost(category.id, problem.id)?.diy;
  if (!diy) return { "@type": "MonetaryAmount", currency: "USD", value: "Variable" };
  return { "@type": "MonetaryAmount", currency: "USD", minValue: diy.low, maxValue: diy.high };
}

/** HowTo structured data for a problem, as spec section 3 describes it, in the page's language, with the DIY parts range where sourced. */
export function buildHowToJsonLd(
  t: Translate,
  category: Category & { nameInSentence?: string },
  problem: Problem,
  locale: AppLocale = defaultLocale,
): WithContext<HowTo> {
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    inLanguage: locale,
    name: t("Seo.howToName", { problem: problem.title, category: category.nameInSentence ?? category.title }),
    description: problemDescription(t, category.title, problem.title),
    // The page where the steps are shown in full; the problem page links to it.
    url: absoluteUrl(localizedPath(guidePath(category.id, problem.id), locale)),
    totalTime: "PT30M",
    estimatedCost: howToEstimatedCost(category, problem),
    step: problem.diySteps.map((text, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: t("Seo.howToStep", { number: index + 1 }),
      text,
    })),
    ...(problem.tools?.length ? { tool: problem.tools.map((name) => ({ "@type": "HowToTool" as const, name })) } : {}),
    ...(problem.ppe?.length ? { supply: problem.ppe.map((name) => ({ "@type": "HowToSupply" as const, name })) } : {}),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Crumb paths are app paths ("/hvac"); each item is the page in the trail's language. */
export function buildBreadcrumbJsonLd(crumbs: Crumb[], locale: AppLocale = defaultLocale): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(localizedPath(crumb.path, locale)),
    })),
  };
}

export function problemBreadcrumbs(t: Translate, category: Category, problem?: Problem, extra?: Crumb): Crumb[] {
  const crumbs: Crumb[] = [
    { name: t("Seo.breadcrumbHome"), path: "/" },
    { name: category.title, path: diagnosticPath(category.id) },
  ];
  if (problem) crumbs.push({ name: problem.title, path: problemPath(category.id, problem.id) });
  if (extra) crumbs.push(extra);
  return crumbs;
}

/** The home page's description of the site itself. */
export function buildWebSiteJsonLd(description: string, locale: AppLocale = defaultLocale): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: siteConfig.name,
    url: absoluteUrl(localizedPath("/", locale)),
    description,
    inLanguage: locale,
  };
}

/** The home page's description of who runs it, with the support address. */
export function buildOrganizationJsonLd(description: string): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteConfig.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    description,
    email: siteConfig.supportEmail,
    contactPoint: { "@type": "ContactPoint", contactType: "customer support", email: siteConfig.supportEmail },
  };
}
