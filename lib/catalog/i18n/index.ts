// The catalogue in a given language: the English data's facts with the overlay's words. A missing translation
// never shows English silently: whatever falls back carries `fallback: true`, so a page can mark it as English.
// Server side only, so the Spanish words never reach an English page's JavaScript: pages hand the localized
// entities to their client components as props.
import "server-only";

import { defaultLocale, type AppLocale } from "@/i18n/locales";

import { categories, getCategory } from "../categories";
import { upgradeCatalog, upgradeTopics } from "../data/upgrades";
import { dangerLead, getCategorySafety } from "../safety";
import { getToolsAndPpe } from "../tools";
import type { Category, CategorySafety, Problem, TradeWords, Upgrade, UpgradeTopic } from "../types";

import { overlayOf } from "./overlays";
import type { CatalogueWords } from "./types";

export type { CatalogueWords, CategoryWords, ProblemWords, UpgradeWords } from "./types";

/** Marks whether the words are the English data's, shown in place of a missing translation. */
export interface FallbackMarker {
  fallback: boolean;
}

export interface LocalizedProblem extends Problem, FallbackMarker {
  /** What to search tutorial videos with, in the page's language. */
  videoQuery: string;
  /** How homeowners name the problem (the overlay's keywords; none in English, whose data is its own words). */
  keywords: string[];
}

export interface LocalizedCategory extends Omit<Category, "problems">, FallbackMarker {
  /**
   * The category's name inside a sentence or a title: English keeps its title ("Plumbing DIY Repair Guide", bound
   * by the spec); an overlay gives its label, as a language that writes common nouns lower case mid-sentence wants
   * ("Guía de reparación de plomería").
   */
  nameInSentence: string;
  problems: LocalizedProblem[];
  upgradeVideoQuery: string;
}

export interface LocalizedToolKit extends FallbackMarker {
  tools: string[];
  ppe: string[];
}

export type LocalizedUpgrade = Upgrade & FallbackMarker;
export type LocalizedUpgradeTopic = UpgradeTopic & FallbackMarker;

function translateTools(names: string[], overlay: CatalogueWords | undefined): { names: string[]; fallback: boolean } {
  if (!overlay) return { names, fallback: false };
  const translated = names.map((name) => overlay.tools[name]);
  return translated.every(Boolean) ? { names: translated, fallback: false } : { names: names.map((name, index) => translated[index] ?? name), fallback: true };
}

export function localizeProblem(category: Category, problem: Problem, locale: AppLocale = defaultLocale): LocalizedProblem {
  const overlay = overlayOf(locale);
  const englishVideoQuery = `${category.title} ${problem.title}`;
  if (!overlay) return { ...problem, videoQuery: englishVideoQuery, keywords: [], fallback: false };
  const words = overlay.categories[category.id]?.problems[problem.id];
  if (!words) return { ...problem, videoQuery: englishVideoQuery, keywords: [], fallback: true };
  const tools = problem.tools && translateTools(problem.tools, overlay);
  const ppe = problem.ppe && translateTools(problem.ppe, overlay);
  return {
    ...problem,
    title: words.title,
    causes: words.causes,
    diySteps: words.diySteps,
    professionalAdvice: words.professionalAdvice,
    tools: tools?.names,
    ppe: ppe?.names,
    videoQuery: words.videoQuery,
    keywords: words.keywords,
    fallback: Boolean(tools?.fallback || ppe?.fallback),
  };
}

export function localizeCategory(category: Category, locale: AppLocale = defaultLocale): LocalizedCategory {
  const overlay = overlayOf(locale);
  const words = overlay?.categories[category.id];
  const problems = category.problems.map((problem) => localizeProblem(category, problem, locale));
  const englishUpgradeQuery = `${category.title} modern upgrades improvements`;
  if (!overlay || !words) {
    return { ...category, nameInSentence: category.title, problems, upgradeVideoQuery: englishUpgradeQuery, fallback: Boolean(overlay) };
  }
  const tools = translateTools(category.toolKit.tools, overlay);
  const ppe = translateTools(category.toolKit.ppe, overlay);
  return {
    ...category,
    title: words.title,
    label: words.label,
    nameInSentence: words.label,
    trade: { ...category.trade, singular: words.trade.singular, plural: words.trade.plural },
    safety: words.safety,
    toolKit: { tools: tools.names, ppe: ppe.names },
    problems,
    upgradeVideoQuery: words.upgradeVideoQuery,
    fallback: tools.fallback || ppe.fallback,
  };
}

/** The whole catalogue in one language, home page order. */
export function localizeCatalogue(locale: AppLocale = defaultLocale): LocalizedCategory[] {
  return categories.map((category) => localizeCategory(category, locale));
}

export function getLocalizedCategory(categoryId: string | null | undefined, locale: AppLocale = defaultLocale): LocalizedCategory | undefined {
  const category = getCategory(categoryId);
  return category && localizeCategory(category, locale);
}

export function getLocalizedProblem(
  categoryId: string | null | undefined,
  problemId: string | null | undefined,
  locale: AppLocale = defaultLocale,
): LocalizedProblem | undefined {
  const category = getCategory(categoryId);
  const problem = category?.problems.find((candidate) => candidate.id === problemId);
  return category && problem && localizeProblem(category, problem, locale);
}

/** The category's kit (or the basic one) with the problem's own lists, in the page's language. */
export function getLocalizedToolsAndPpe(
  categoryId: string,
  problem: Pick<Problem, "tools" | "ppe"> | undefined,
  locale: AppLocale = defaultLocale,
): LocalizedToolKit {
  const overlay = overlayOf(locale);
  const kit = getToolsAndPpe(categoryId, problem);
  const tools = translateTools(kit.tools, overlay);
  const ppe = translateTools(kit.ppe, overlay);
  return { tools: tools.names, ppe: ppe.names, fallback: tools.fallback || ppe.fallback };
}

/** Trade words in the page's language; unknown categories get the generic contractor. */
export function getLocalizedTradeWords(categoryId: string | null | undefined, locale: AppLocale = defaultLocale): TradeWords & FallbackMarker {
  const category = getCategory(categoryId);
  const overlay = overlayOf(locale);
  const english: TradeWords = category?.trade ?? { singular: "contractor", plural: "contractors", placesKeyword: "residential contractor" };
  if (!overlay) return { ...english, fallback: false };
  const words = category ? overlay.categories[category.id]?.trade : overlay.genericTrade;
  return words ? { ...english, ...words, fallback: false } : { ...english, fallback: true };
}

export function getLocalizedCategorySafety(categoryId: string | null | undefined, locale: AppLocale = defaultLocale): CategorySafety & FallbackMarker {
  const overlay = overlayOf(locale);
  if (!overlay) return { ...getCategorySafety(categoryId), fallback: false };
  const category = getCategory(categoryId);
  return { ...(category ? overlay.categories[category.id].safety : overlay.genericSafety), fallback: false };
}

export function getLocalizedDangerLead(locale: AppLocale = defaultLocale): string {
  return overlayOf(locale)?.dangerLead ?? dangerLead;
}

export function getLocalizedUpgradeTopics(locale: AppLocale = defaultLocale): LocalizedUpgradeTopic[] {
  const overlay = overlayOf(locale);
  return upgradeTopics.map((topic) => {
    const words = overlay?.upgradeTopics[topic.id];
    return words ? { ...topic, ...words, fallback: false } : { ...topic, fallback: Boolean(overlay) };
  });
}

export function getLocalizedUpgrades(
  categoryId: string | null | undefined,
  topicId: string | null | undefined,
  locale: AppLocale = defaultLocale,
): LocalizedUpgrade[] {
  const overlay = overlayOf(locale);
  const category = getCategory(categoryId);
  const topic = upgradeTopics.find((candidate) => candidate.id === topicId);
  if (!category || !topic || !Object.hasOwn(upgradeCatalog, category.id)) return [];
  return upgradeCatalog[category.id][topic.id].map((upgrade) => {
    if (!overlay) return { ...upgrade, fallback: false };
    const words = overlay.upgrades[upgrade.id];
    // A payback the overlay lacks would otherwise stay in English unmarked.
    if (!words || Boolean(words.payback) !== Boolean(upgrade.payback)) return { ...upgrade, fallback: true };
    return { ...upgrade, ...words, fallback: false };
  });
}
