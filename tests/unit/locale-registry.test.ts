// Languages are data: each registered locale (i18n/locales.ts) has its registry fields and its server-only parts beside
// their domains, under its code. A pseudo-locale shows what a new language needs, and docs/i18n.md lists exactly that.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "@jest/globals";

import { defaultLocale, localeRegistry, locales } from "@/i18n/locales";
import { catalogues } from "@/i18n/translator";
import { catalogueOverlays } from "@/lib/catalog/i18n/overlays";
import { ogImagePath } from "@/lib/seo/og-image-path";

const ROOT = path.join(__dirname, "../..");

/**
 * The folders and files a language needs besides its registry entry. English is the catalogue's and the triage's own
 * data, so it needs no overlay or word list. The triage word lists move to lib/emergency/words/ (either place counts).
 */
function partsOf(code: string): { part: string; path: string; present: boolean }[] {
  const parts = [{ part: "registry entry", path: "i18n/locales.ts", present: code in localeRegistry }];
  parts.push({ part: "messages", path: `messages/${code}/`, present: existsSync(path.join(ROOT, "messages", code)) });
  if (code !== defaultLocale) {
    parts.push({ part: "catalogue overlay", path: `lib/catalog/i18n/${code}/`, present: existsSync(path.join(ROOT, "lib/catalog/i18n", code)) });
    const triage = [`lib/emergency/words/${code}.ts`, `lib/emergency/phrasings/${code}.ts`];
    parts.push({ part: "triage word list", path: triage[0], present: triage.some((file) => existsSync(path.join(ROOT, file))) });
  }
  return parts;
}

const missing = (code: string) => partsOf(code).filter((part) => !part.present);

describe.each(locales)("the registered locale %s", (code) => {
  it("has every registry field", () => {
    const entry = localeRegistry[code];
    expect(entry.name).not.toBe("");
    expect(entry.englishName).not.toBe("");
    expect(entry.hreflang).toMatch(/^[a-z]{2,3}(-[A-Z]{2})?$/);
    expect(entry.openGraph).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/);
    expect(entry.prefix).toMatch(code === defaultLocale ? /^$/ : /^\/[a-z-]+$/);
    expect(entry.dateStyle.rangeSeparator).not.toBe("");
  });

  it("has its messages, catalogue overlay and triage words, under its code", () => {
    expect(missing(code)).toEqual([]);
  });

  it("has the English catalogue's files and its messages wired into the server translator", () => {
    expect(readdirSync(path.join(ROOT, "messages", code)).sort()).toEqual(readdirSync(path.join(ROOT, "messages", defaultLocale)).sort());
    expect(Object.keys(catalogues[code]).sort()).toEqual(Object.keys(catalogues[defaultLocale]).sort());
  });

  it("has its link-preview images where ogImagePath sends its pages (app/og plus its URL prefix)", () => {
    const folder = path.join(ROOT, "app/og", localeRegistry[code].prefix);
    expect(["[categoryId]/route.tsx", "[categoryId]/[problemId]/route.tsx"].filter((file) => !existsSync(path.join(folder, file)))).toEqual([]);
    expect(ogImagePath("hvac", "no-heat", code)).toBe(`/og${localeRegistry[code].prefix}/hvac/no-heat`);
  });

  it("has its overlay registered, unless it is English", () => {
    expect(code === defaultLocale || code in catalogueOverlays).toBe(true);
  });
});

describe("the messages folder", () => {
  it("holds one folder per registered locale, named by its code, and nothing else", () => {
    const folders = readdirSync(path.join(ROOT, "messages"), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual([...locales].sort());
  });
});

describe("a pseudo-locale (what a new language needs)", () => {
  const pseudo = "xx-XX";

  it("misses exactly the registry entry, the messages, the catalogue overlay and the triage word list", () => {
    expect(missing(pseudo).map(({ part, path: where }) => `${part}: ${where}`)).toEqual([
      "registry entry: i18n/locales.ts",
      "messages: messages/xx-XX/",
      "catalogue overlay: lib/catalog/i18n/xx-XX/",
      "triage word list: lib/emergency/words/xx-XX.ts",
    ]);
  });

  it("is what docs/i18n.md's 'Adding a language' lists", () => {
    const docs = readFileSync(path.join(ROOT, "docs/i18n.md"), "utf8");
    const section = docs.slice(docs.indexOf("## Adding a language"));
    for (const { path: where } of partsOf(pseudo)) expect(section).toContain(`\`${where.replaceAll(pseudo, "<locale>")}\``);
  });
});
