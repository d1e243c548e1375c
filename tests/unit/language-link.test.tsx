import { beforeAll, describe, expect, it, jest } from "@jest/globals";
import { renderToStaticMarkup } from "react-dom/server";
import { createTranslator } from "use-intl/core";

import { otherLanguageHref, searchQuery } from "@/i18n/locales";
import english from "@/messages/en-US";
import spanish from "@/messages/es-US";
import type { AppLocale } from "@/i18n/locales";

// The request's locale and translator (next-intl/server), switched per test as the page's language would be.
let requestLocale: AppLocale = "en-US";
jest.mock("next-intl/server", () => ({
  getLocale: async () => requestLocale,
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: requestLocale, messages: (requestLocale === "en-US" ? english : spanish) as never, namespace: namespace as never }),
}));

// Imported after the mock is registered: this Jest setup does not hoist jest.mock above imports.
let LanguageLink: typeof import("@/components/layout/language-link").LanguageLink;
beforeAll(async () => {
  ({ LanguageLink } = await import("@/components/layout/language-link"));
});

async function linkHtml(locale: "en-US" | "es-US", path: string, query?: string): Promise<string> {
  requestLocale = locale;
  return renderToStaticMarkup(await LanguageLink({ path, query }));
}

describe("the link to the other language", () => {
  it("keeps the page's path and query string in both directions", () => {
    const query = searchQuery({ category: "hvac" });
    expect(query).toBe("?category=hvac");
    expect(otherLanguageHref("/schedule", "es-US", query)).toEqual({ href: "/schedule?category=hvac", target: "en-US" });
    expect(otherLanguageHref("/schedule", "en-US", query)).toEqual({ href: "/es/schedule?category=hvac", target: "es-US" });
    expect(otherLanguageHref("/thank-you", "en-US", searchQuery({ appointmentId: "7", token: "a b&c" })).href).toBe(
      "/es/thank-you?appointmentId=7&token=a+b%26c",
    );
    expect(otherLanguageHref("/", "en-US").href).toBe("/es");
    expect(otherLanguageHref("/", "es-US").href).toBe("/");
  });

  it("is a plain server-rendered link with hreflang and lang, labelled in the other language", async () => {
    expect(await linkHtml("es-US", "/hvac/no-heat")).toBe(
      '<a href="/hvac/no-heat" hrefLang="en-US" lang="en-US" title="View this page in English">English</a>',
    );
    expect(await linkHtml("en-US", "/hvac/no-heat", "?x=1")).toBe(
      '<a href="/es/hvac/no-heat?x=1" hrefLang="es-US" lang="es-US" title="Ver esta página en español">Español</a>',
    );
  });

  it("writes search params with repeated keys kept and empty params as nothing", () => {
    expect(searchQuery({})).toBe("");
    expect(searchQuery({ skipped: undefined })).toBe("");
    expect(searchQuery({ tag: ["a", "b"], q: "llave que gotea" })).toBe("?tag=a&tag=b&q=llave+que+gotea");
  });
});
