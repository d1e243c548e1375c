// The words of the repair catalogue in another language, keyed by the English data's ids. Facts (ids, icons,
// tool choice, sources, figures, cost ranges, emergency lines) live once, in lib/catalog/data; an overlay holds
// only words. tests/unit/catalog-i18n.test.ts checks every id has its words and every safety text keeps its steps,
// numbers and stop/call/leave instructions.
import type { CategoryId, CategorySafety, UpgradeTopicId } from "../types";

export interface ProblemWords {
  title: string;
  /** Same order and count as the English causes. */
  causes: string[];
  /** Same order and count as the English steps. */
  diySteps: string[];
  professionalAdvice: string;
  /** What to search tutorial videos with in this language. */
  videoQuery: string;
  /** How homeowners name the problem in this language ("se me tapó el drenaje"), for the problem matcher. */
  keywords: string[];
}

export interface CategoryWords {
  title: string;
  /** How the category reads inside a sentence. */
  label: string;
  trade: { singular: string; plural: string };
  safety: CategorySafety;
  /** The upgrade page's tutorial video search. */
  upgradeVideoQuery: string;
  problems: Record<string, ProblemWords>;
}

export interface UpgradeWords {
  title: string;
  summary: string;
  benefits: string[];
  payback?: string;
  safetyNotes: string;
}

export interface CatalogueWords {
  categories: Record<CategoryId, CategoryWords>;
  /** Tool and safety-gear names, keyed by the English name the data uses. */
  tools: Record<string, string>;
  /** The generic trade and safety rules for unknown categories, and the danger lead of safety-critical guides. */
  genericTrade: { singular: string; plural: string };
  genericSafety: CategorySafety;
  dangerLead: string;
  upgradeTopics: Record<UpgradeTopicId, { title: string; description: string }>;
  upgrades: Record<string, UpgradeWords>;
}
