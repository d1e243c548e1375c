import type { BreadcrumbList, HowTo, Organization, WebSite, WithContext } from "schema-dts";

import { absoluteUrl, siteConfig } from "@/config/site";
import type { Category, Problem } from "@/lib/catalog";
import { diagnosticPath, guidePath, problemPath } from "@/lib/catalog/paths";

import { problemDescription, type Translate } from "./text";

/** HowTo structured data for a problem, exactly as spec section 3 describes it. */
export function buildHowToJsonLd(t: Translate, category: Category, problem: Problem): WithContext<HowTo> {
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name: t("Seo.howToName", { problem: problem.title, category: category.title }),
    description: problemDescription(t, category.title, problem.title),
    // The page where the steps are shown in full; the problem page links to it.
    url: absoluteUrl(guidePath(category.id, problem.id)),
    totalTime: "PT30M",
    estimatedCost: { "@type": "MonetaryAmount", currency: "USD", value: "Variable" },
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

export function buildBreadcrumbJsonLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
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
export function buildWebSiteJsonLd(description: string): WithContext<WebSite> {
  return { "@context": "https://schema.org", "@type": "WebSite", name: siteConfig.name, url: absoluteUrl("/"), description, inLanguage: "en-US" };
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
