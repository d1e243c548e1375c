import { upgradeCatalog } from "@/lib/catalog/data/upgrades";

import { upgradeCostData } from "./data/upgrade-costs";
import { upgradeCostSchema, type UpgradeCost, type UpgradeCostInput } from "./schema";

export type { UpgradeCost } from "./schema";

function catalogueUpgradeIds(): Set<string> {
  return new Set(Object.values(upgradeCatalog).flatMap((topics) => Object.values(topics).flatMap((upgrades) => upgrades.map((upgrade) => upgrade.id))));
}

/**
 * Validates the upgrade prices once: one entry per catalogue upgrade and no other; a range only with a source; no range
 * only with the reason. Throws on the first problem.
 */
export function loadUpgradeCosts(data: readonly UpgradeCostInput[]): Map<string, UpgradeCost> {
  const known = catalogueUpgradeIds();
  const costs = new Map<string, UpgradeCost>();
  for (const input of data) {
    const parsed = upgradeCostSchema.safeParse(input);
    if (!parsed.success) throw new Error(`Upgrade ${input.upgradeId}: ${parsed.error.issues.map((issue) => issue.message).join("; ")}.`);
    const cost = parsed.data;
    if (!known.has(cost.upgradeId)) throw new Error(`Cost data for upgrade ${cost.upgradeId}, which is not in the catalogue.`);
    if (costs.has(cost.upgradeId)) throw new Error(`Two cost entries for upgrade ${cost.upgradeId}.`);
    costs.set(cost.upgradeId, cost);
  }
  for (const id of known) if (!costs.has(id)) throw new Error(`No cost entry for upgrade ${id}.`);
  return costs;
}

const upgradeCosts = loadUpgradeCosts(upgradeCostData);

export function getUpgradeCost(upgradeId: string): UpgradeCost | undefined {
  return upgradeCosts.get(upgradeId);
}

export function allUpgradeCosts(): UpgradeCost[] {
  return [...upgradeCosts.values()];
}
