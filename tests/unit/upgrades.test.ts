import { describe, expect, it } from "@jest/globals";

import { categoryIds } from "@/lib/catalog";
import { getUpgrades, getUpgradeTopic, getUpgradeTopics, isUpgradeTopicId } from "@/lib/catalog/upgrades";
import { monthsSince } from "@/lib/costs";
import { upgradeCostData } from "@/lib/costs/data/upgrade-costs";
import { getUpgradeCost, loadUpgradeCosts } from "@/lib/costs/upgrades";

const topicIds = ["energy-efficiency", "smart-technology", "safety-compliance"] as const;
const pairs = categoryIds.flatMap((categoryId) => topicIds.map((topicId) => [categoryId, topicId] as const));
const allUpgrades = pairs.flatMap(([categoryId, topicId]) =>
  getUpgrades(categoryId, topicId).map((upgrade) => [`${categoryId}/${topicId}/${upgrade.id}`, upgrade] as const),
);

const proOnlyWork = /\b(panel|gas|circuits?|breakers?|refrigerant|240-volt|main (water )?line)\b/i;

describe("upgrade topics", () => {
  it("offers energy efficiency, smart technology and safety & compliance in order", () => {
    expect(getUpgradeTopics().map(({ id, title }) => ({ id, title }))).toEqual([
      { id: "energy-efficiency", title: "Energy Efficiency" },
      { id: "smart-technology", title: "Smart Technology" },
      { id: "safety-compliance", title: "Safety & Compliance" },
    ]);
    for (const topic of getUpgradeTopics()) expect(topic.description.trim()).not.toBe("");
  });

  it("recognizes topic ids and rejects anything else", () => {
    expect(isUpgradeTopicId("smart-technology")).toBe(true);
    expect(isUpgradeTopicId("solar")).toBe(false);
    expect(isUpgradeTopicId("")).toBe(false);
    expect(getUpgradeTopic("safety-compliance")?.title).toBe("Safety & Compliance");
    expect(getUpgradeTopic("solar")).toBeUndefined();
    expect(getUpgradeTopic(undefined)).toBeUndefined();
  });
});

describe("upgrade catalogue", () => {
  it.each(pairs)("recommends at least three upgrades with unique ids for %s / %s", (categoryId, topicId) => {
    const upgrades = getUpgrades(categoryId, topicId);
    expect(upgrades.length).toBeGreaterThanOrEqual(3);
    const ids = upgrades.map((upgrade) => upgrade.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps upgrade ids unique across each category", () => {
    for (const categoryId of categoryIds) {
      const ids = topicIds.flatMap((topicId) => getUpgrades(categoryId, topicId).map((upgrade) => upgrade.id));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it.each(allUpgrades)("%s fills in every field", (_, upgrade) => {
    expect(upgrade.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(upgrade.title.trim()).not.toBe("");
    expect(upgrade.summary.trim()).not.toBe("");
    expect(upgrade.safetyNotes.trim()).not.toBe("");
    expect(upgrade.benefits.length).toBeGreaterThanOrEqual(2);
    expect(upgrade.benefits.length).toBeLessThanOrEqual(3);
    for (const benefit of upgrade.benefits) expect(benefit.trim()).not.toBe("");
    expect(["diy", "pro"]).toContain(upgrade.installer);
    if (upgrade.payback !== undefined) expect(upgrade.payback.trim()).not.toBe("");
  });

  // Prices follow the problems' rule (issue 26): read, dated and sourced in lib/costs, or absent with the reason.
  it.each(allUpgrades)("%s has a dated, sourced price entry, or says why it has none", (_, upgrade) => {
    const cost = getUpgradeCost(upgrade.id);
    expect(cost).toBeDefined();
    expect(cost!.checked).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    expect(monthsSince(cost!.checked, new Date())).toBeLessThanOrEqual(18);
    for (const source of cost!.sources) expect(source.url).toMatch(/^https?:\/\//);
    if (cost!.cost) {
      expect(cost!.sources.length).toBeGreaterThan(0);
      expect(cost!.cost.low).toBeGreaterThan(0);
      expect(cost!.cost.high).toBeGreaterThanOrEqual(cost!.cost.low);
    } else {
      expect(cost!.missing.length).toBeGreaterThan(0);
    }
    // No acceptable page: no range, no stand-in source, and the reason, exactly as for a problem.
    if (cost!.sources.length === 0) {
      expect(cost!.cost).toBeNull();
      expect(cost!.missing.join(" ")).toMatch(/no acceptable page/i);
    }
  });

  it("cites no site the docs' rule excludes: off-topic, machine-written, staging copies or pages that cannot be read", () => {
    const excluded =
      /beddinginn|madethis\.ai|engineerfix\.com|eatsip365|brassband|stage\.|staging\.|thermostatfixer\.com|remodelingcalculator\.org|justthefix\.net|alertplumber\.com/;
    const cited = upgradeCostData.flatMap((entry) => (entry.sources ?? []).map((source) => `${entry.upgradeId} ${source.url}`));
    expect(cited.filter((line) => excluded.test(line))).toEqual([]);
  });

  it("shows no range and no source for upgrades no acceptable page prices, and a range only with its page", () => {
    const unsourced = upgradeCostData.filter((entry) => (entry.sources ?? []).length === 0).map((entry) => entry.upgradeId);
    expect(unsourced.sort()).toEqual(["condensate-overflow-switch", "panel-upgrade", "remote-room-sensors", "smart-switches", "whole-home-surge-protection"]);
    const withRange = upgradeCostData.filter((entry) => entry.cost !== null);
    expect(withRange).toHaveLength(14);
    // The three fixed in the fourth reading, each from a page of the business or publisher named.
    expect(getUpgradeCost("thermal-expansion-tank")).toMatchObject({ cost: { low: 225, high: 225 }, basis: "installed" });
    expect(getUpgradeCost("combustion-safety-inspection")).toMatchObject({ cost: { low: 115, high: 200 }, basis: "service" });
    expect(getUpgradeCost("smart-thermostat")).toMatchObject({ cost: { low: 200, high: 450 }, basis: "installed" });
  });

  it("refuses a range without a source, and no range without a reason", () => {
    const swap = (id: string, change: object) => upgradeCostData.map((entry) => (entry.upgradeId === id ? { ...entry, ...change } : entry));
    expect(() => loadUpgradeCosts(swap("smart-switches", { cost: { low: 150, high: 350 } }))).toThrow(/a range needs a source/);
    expect(() => loadUpgradeCosts(swap("smart-switches", { missing: [] }))).toThrow(/say why there is no range/);
  });

  it("refuses price data for an upgrade the catalogue does not have, and data that misses one", () => {
    expect(() =>
      loadUpgradeCosts([
        ...upgradeCostData,
        {
          upgradeId: "solar-roof",
          cost: null,
          basis: "installed",
          checked: "2026-11",
          sources: [{ title: "A guide", url: "https://example.com" }],
          missing: ["none read"],
        },
      ]),
    ).toThrow(/not in the catalogue/);
    expect(() => loadUpgradeCosts(upgradeCostData.slice(1))).toThrow(/No cost entry/);
  });

  it.each(allUpgrades)("%s is left to a professional when it touches panels, gas, circuits or refrigerant", (_, upgrade) => {
    if (proOnlyWork.test(`${upgrade.title} ${upgrade.summary}`)) expect(upgrade.installer).toBe("pro");
  });

  it("leaves heat pumps, panel upgrades, EV circuits and smart shut-off valves to professionals", () => {
    const installerOf = (categoryId: string, topicId: string, id: string) => getUpgrades(categoryId, topicId).find((upgrade) => upgrade.id === id)?.installer;
    expect(installerOf("hvac", "energy-efficiency", "cold-climate-heat-pump")).toBe("pro");
    expect(installerOf("electrical", "energy-efficiency", "panel-upgrade")).toBe("pro");
    expect(installerOf("electrical", "energy-efficiency", "ev-ready-circuit")).toBe("pro");
    expect(installerOf("plumbing", "smart-technology", "smart-shut-off-valve")).toBe("pro");
    expect(installerOf("plumbing", "energy-efficiency", "tankless-water-heater")).toBe("pro");
  });

  it("returns no upgrades for unknown categories or topics", () => {
    expect(getUpgrades("roofing", "energy-efficiency")).toEqual([]);
    expect(getUpgrades("hvac", "solar")).toEqual([]);
    expect(getUpgrades(undefined, "energy-efficiency")).toEqual([]);
    expect(getUpgrades("hvac", null)).toEqual([]);
    expect(getUpgrades("toString", "energy-efficiency")).toEqual([]);
  });
});
