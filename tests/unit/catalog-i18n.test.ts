// The Spanish overlay of the repair catalogue: every id of the English data has its Spanish words and no
// overlay entry names an id the data lacks; lists keep their length; figures stay the same; and every safety
// text keeps its instructions (911, the utility, "licensed", leave, never, stop...) in Spanish.
import { describe, expect, it } from "@jest/globals";

import { allProblems, categories, getCategory } from "@/lib/catalog";
import { stopAndCallKit } from "@/lib/catalog/data/tool-kits";
import { upgradeCatalog, upgradeTopics } from "@/lib/catalog/data/upgrades";
import {
  getLocalizedCategorySafety,
  getLocalizedDangerLead,
  getLocalizedProblem,
  getLocalizedToolsAndPpe,
  getLocalizedTradeWords,
  getLocalizedUpgrades,
  getLocalizedUpgradeTopics,
  localizeCatalogue,
  localizeProblem,
} from "@/lib/catalog/i18n";
import { spanishCatalogue as es } from "@/lib/catalog/i18n/es-US";
import { dangerLead, getCategorySafety } from "@/lib/catalog/safety";

import { figuresIn, instructionsIn } from "../support/safety-instructions";

const allUpgrades = Object.values(upgradeCatalog).flatMap((topics) => Object.values(topics).flat());

const toolNames = new Set<string>(["Basic tool set", "Basic safety equipment", ...stopAndCallKit.tools, ...stopAndCallKit.ppe]);
for (const category of categories) for (const name of [...category.toolKit.tools, ...category.toolKit.ppe]) toolNames.add(name);
for (const { problem } of allProblems()) for (const name of [...(problem.tools ?? []), ...(problem.ppe ?? [])]) toolNames.add(name);

const sorted = (values: Iterable<string>) => [...values].sort();

describe("ids: no missing or extra entries", () => {
  it("has every category", () => {
    expect(sorted(Object.keys(es.categories))).toEqual(sorted(categories.map((category) => category.id)));
  });

  it.each(categories.map((category) => [category.id, category] as const))("has every %s problem and no other", (id, category) => {
    expect(sorted(Object.keys(es.categories[id].problems))).toEqual(sorted(category.problems.map((problem) => problem.id)));
  });

  it("has every upgrade and topic and no other", () => {
    expect(sorted(Object.keys(es.upgrades))).toEqual(sorted(allUpgrades.map((upgrade) => upgrade.id)));
    expect(sorted(Object.keys(es.upgradeTopics))).toEqual(sorted(upgradeTopics.map((topic) => topic.id)));
  });

  it("names every tool and piece of safety gear the data uses, and no other", () => {
    expect(sorted(Object.keys(es.tools))).toEqual(sorted(toolNames));
  });
});

// Every pair of texts, English then Spanish, with whether it is safety text (held to the instruction check).
const pairs: [string, string, string, boolean][] = [
  ["dangerLead", dangerLead, es.dangerLead, true],
  ["generic shutOff", getCategorySafety(undefined).shutOff, es.genericSafety.shutOff, true],
  ["generic stopIf", getCategorySafety(undefined).stopIf, es.genericSafety.stopIf, true],
];
for (const category of categories) {
  const words = es.categories[category.id];
  pairs.push([`${category.id} shutOff`, category.safety.shutOff, words.safety.shutOff, true]);
  pairs.push([`${category.id} stopIf`, category.safety.stopIf, words.safety.stopIf, true]);
  for (const problem of category.problems) {
    const spanish = words.problems[problem.id];
    const name = `${category.id}/${problem.id}`;
    pairs.push([`${name} title`, problem.title, spanish.title, false]);
    problem.causes.forEach((cause, index) => pairs.push([`${name} cause ${index + 1}`, cause, spanish.causes[index] ?? "", false]));
    problem.diySteps.forEach((step, index) => pairs.push([`${name} step ${index + 1}`, step, spanish.diySteps[index] ?? "", true]));
    pairs.push([`${name} professionalAdvice`, problem.professionalAdvice, spanish.professionalAdvice, true]);
  }
}
for (const upgrade of allUpgrades) {
  const spanish = es.upgrades[upgrade.id];
  pairs.push([`${upgrade.id} summary`, upgrade.summary, spanish.summary, false]);
  upgrade.benefits.forEach((benefit, index) => pairs.push([`${upgrade.id} benefit ${index + 1}`, benefit, spanish.benefits[index] ?? "", false]));
  if (upgrade.payback) pairs.push([`${upgrade.id} payback`, upgrade.payback, spanish.payback ?? "", false]);
  pairs.push([`${upgrade.id} safetyNotes`, upgrade.safetyNotes, spanish.safetyNotes, true]);
}
for (const name of toolNames) pairs.push([`tool "${name}"`, name, es.tools[name], false]);

describe("structure of every text", () => {
  it.each(allProblems().map(({ category, problem }) => [`${category.id}/${problem.id}`, category.id, problem] as const))(
    "%s keeps the number of causes and steps",
    (_, categoryId, problem) => {
      const spanish = es.categories[categoryId].problems[problem.id];
      expect([spanish.causes.length, spanish.diySteps.length]).toEqual([problem.causes.length, problem.diySteps.length]);
      expect(spanish.keywords.length).toBeGreaterThanOrEqual(5);
      expect(spanish.videoQuery).not.toBe("");
    },
  );

  it.each(allUpgrades.map((upgrade) => [upgrade.id, upgrade] as const))("%s keeps its benefits and payback", (id, upgrade) => {
    expect(es.upgrades[id].benefits).toHaveLength(upgrade.benefits.length);
    expect(Boolean(es.upgrades[id].payback)).toBe(Boolean(upgrade.payback));
  });

  it.each(pairs.map(([name, en, spanish]) => [name, en, spanish] as const))("%s keeps its figures", (_, en, spanish) => {
    expect(figuresIn(spanish)).toEqual(figuresIn(en));
  });
});

describe("safety texts keep every instruction", () => {
  it.each(pairs.filter(([, , , safety]) => safety).map(([name, en, spanish]) => [name, en, spanish] as const))("%s", (_, en, spanish) => {
    expect(spanish).not.toBe(en);
    expect(instructionsIn(spanish, "es")).toEqual(expect.arrayContaining(instructionsIn(en, "en")));
  });

  it("would catch a dropped instruction", () => {
    const en = "If you smell gas, leave the house now and call your gas utility or 911 from outside.";
    expect(instructionsIn("Si huele a gas, llame a su compañía de gas.", "es")).not.toEqual(expect.arrayContaining(instructionsIn(en, "en")));
  });
});

describe("the localized catalogue", () => {
  it("keeps the facts and swaps the words", () => {
    const problem = getLocalizedProblem("plumbing", "frozen-pipes", "es-US")!;
    const english = getCategory("plumbing")!.problems.find((candidate) => candidate.id === "frozen-pipes")!;
    expect(problem).toMatchObject({
      id: english.id,
      safetyCritical: true,
      emergencyCalls: english.emergencyCalls,
      sources: english.sources,
      title: "Tuberías congeladas",
      fallback: false,
    });
    expect(problem.tools).toContain("Toallas mojadas en agua caliente");
  });

  it("has no fallback anywhere in Spanish", () => {
    const catalogue = localizeCatalogue("es-US");
    expect(catalogue.filter((category) => category.fallback).map((category) => category.id)).toEqual([]);
    expect(catalogue.flatMap((category) => category.problems.filter((problem) => problem.fallback).map((problem) => problem.id))).toEqual([]);
    for (const category of categories) {
      expect(getLocalizedToolsAndPpe(category.id, undefined, "es-US").fallback).toBe(false);
      for (const topic of upgradeTopics) expect(getLocalizedUpgrades(category.id, topic.id, "es-US").some((upgrade) => upgrade.fallback)).toBe(false);
    }
    expect(getLocalizedUpgradeTopics("es-US").map((topic) => topic.title)).toEqual([
      "Eficiencia energética",
      "Tecnología inteligente",
      "Seguridad y cumplimiento de códigos",
    ]);
  });

  it("marks English shown for a problem the overlay lacks, never silently", () => {
    const plumbing = getCategory("plumbing")!;
    const invented = { ...plumbing.problems[0], id: "not-in-the-overlay" };
    const localized = localizeProblem({ ...plumbing, problems: [invented] }, invented, "es-US");
    expect(localized).toMatchObject({ title: invented.title, fallback: true });
  });

  it("stays the English data in English", () => {
    const catalogue = localizeCatalogue("en-US");
    expect(catalogue.map((category) => category.title)).toEqual(categories.map((category) => category.title));
    expect(catalogue.every((category) => !category.fallback && category.problems.every((problem) => !problem.fallback))).toBe(true);
    expect(getLocalizedDangerLead("en-US")).toBe(dangerLead);
    expect(getLocalizedCategorySafety("hvac", undefined)).toMatchObject(getCategorySafety("hvac"));
  });

  it("speaks of trades and the generic contractor in Spanish", () => {
    expect(getLocalizedTradeWords("plumbing", "es-US")).toMatchObject({ singular: "plomero", placesKeyword: getCategory("plumbing")!.trade.placesKeyword });
    expect(getLocalizedTradeWords("unknown", "es-US").singular).toBe("contratista");
  });
});
