import { Leaf, ShieldCheck, Wifi } from "lucide-react";

import type { UpgradeTopic, UpgradeTopicId } from "@/lib/catalog";

const topicIcons = { "energy-efficiency": Leaf, "smart-technology": Wifi, "safety-compliance": ShieldCheck } satisfies Record<UpgradeTopicId, unknown>;

/**
 * The topics as a native radio group: one choice at a time, Tab into the group and arrow keys between topics
 * for free. Each radio is named by the topic title alone and described by its blurb.
 */
export function TopicPicker({
  legend,
  topics,
  selected,
  onSelect,
}: {
  legend: string;
  topics: Pick<UpgradeTopic, "id" | "title" | "description">[];
  selected: UpgradeTopicId | null;
  onSelect: (topicId: UpgradeTopicId) => void;
}) {
  return (
    <fieldset>
      <legend className="text-xl font-semibold">{legend}</legend>
      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {topics.map((topic) => {
          const Icon = topicIcons[topic.id];
          return (
            <label
              key={topic.id}
              className="flex cursor-pointer gap-3 rounded-xl border border-border bg-background p-4 transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-accent"
            >
              <input
                type="radio"
                name="upgrade-topic"
                value={topic.id}
                checked={selected === topic.id}
                onChange={() => onSelect(topic.id)}
                aria-labelledby={`topic-${topic.id}-title`}
                aria-describedby={`topic-${topic.id}-description`}
                aria-controls={`topic-panel-${topic.id}`}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <span>
                <span id={`topic-${topic.id}-title`} className="flex items-center gap-2 font-semibold">
                  <Icon aria-hidden="true" className="size-4 text-primary" />
                  {topic.title}
                </span>
                <span id={`topic-${topic.id}-description`} className="mt-1 block text-sm text-muted-foreground">
                  {topic.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
