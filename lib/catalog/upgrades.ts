import { upgradeCatalog, upgradeTopics } from "./data/upgrades";
import type { CategoryId, Upgrade, UpgradeTopic, UpgradeTopicId } from "./types";

/** Advisor topics in display order. */
export function getUpgradeTopics(): readonly UpgradeTopic[] {
  return upgradeTopics;
}

export function isUpgradeTopicId(value: string): value is UpgradeTopicId {
  return upgradeTopics.some((topic) => topic.id === value);
}

export function getUpgradeTopic(id: string | null | undefined): UpgradeTopic | undefined {
  return upgradeTopics.find((topic) => topic.id === id);
}

function hasUpgradeCategory(value: string): value is CategoryId {
  return Object.hasOwn(upgradeCatalog, value);
}

/** Recommended upgrades for a category and topic; empty for unknown ids. */
export function getUpgrades(categoryId: string | null | undefined, topicId: string | null | undefined): Upgrade[] {
  if (!categoryId || !topicId || !hasUpgradeCategory(categoryId) || !isUpgradeTopicId(topicId)) return [];
  return upgradeCatalog[categoryId][topicId];
}
