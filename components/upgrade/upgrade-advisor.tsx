"use client";

import { useTranslations } from "next-intl";
import { useReducer, type ReactNode } from "react";

import { Stepper } from "@/components/diagnostic/stepper";
// Lazy: the grid and its data client load only once a topic is chosen, so they stay out of first-load JS.
import { TutorialVideosLazy } from "@/components/videos/tutorial-videos-lazy";
import { useNarration } from "@/components/voice/narration-context";
import type { UpgradeTopic, UpgradeTopicId } from "@/lib/catalog";

import { advisorReducer, initialAdvisorState } from "./advisor-state";
import { GetStarted } from "./get-started";
import { SeenMarker } from "./seen-marker";
import { TopicPicker } from "./topic-picker";

export interface AdvisorTopic extends Pick<UpgradeTopic, "id" | "title" | "description"> {
  upgradeTitles: string[];
}

/**
 * The interactive part of an upgrade page: the stepper, the topic choice, and which topic's server-rendered
 * recommendations are visible. Every panel is in the first HTML; this island only toggles `hidden`.
 */
export function UpgradeAdvisor({
  categoryTitle,
  trade,
  topics,
  panels,
  scheduleHref,
  videoQuery,
  children,
}: {
  categoryTitle: string;
  trade: string;
  topics: AdvisorTopic[];
  panels: Record<UpgradeTopicId, ReactNode>;
  scheduleHref: string;
  videoQuery: string;
  /** The page heading and introduction, shown under the stepper. */
  children: ReactNode;
}) {
  const t = useTranslations("UpgradeAdvisor");
  const { narrate } = useNarration();
  const [state, dispatch] = useReducer(advisorReducer, initialAdvisorState);
  const topic = topics.find((candidate) => candidate.id === state.topicId);

  function selectTopic(topicId: UpgradeTopicId) {
    const chosen = topics.find((candidate) => candidate.id === topicId);
    if (!chosen || topicId === state.topicId) return;
    dispatch({ type: "selectTopic", topicId });
    narrate(t("narration", { count: chosen.upgradeTitles.length, topic: chosen.title, category: categoryTitle, titles: chosen.upgradeTitles.join(", ") }));
  }

  return (
    <div className="space-y-8">
      <Stepper
        steps={Object.values(t.raw("steps") as Record<string, string>)}
        current={state.step}
        label={t("progress")}
        currentLabel={t("stepStatusCurrent")}
        doneLabel={t("stepStatusDone")}
      />
      <div>{children}</div>
      <TopicPicker legend={t("topicsLegend")} topics={topics} selected={state.topicId} onSelect={selectTopic} />
      <p role="status" className={topic ? "sr-only" : "text-sm text-muted-foreground"}>
        {topic ? t("resultsStatus", { count: topic.upgradeTitles.length, topic: topic.title }) : t("chooseTopicHint")}
      </p>
      {topics.map(({ id }) => (
        <div key={id} id={`topic-panel-${id}`} hidden={id !== state.topicId}>
          {panels[id]}
        </div>
      ))}
      {topic && (
        <>
          {/* Keyed by topic so a newly chosen topic's list has to be seen again before Implement. */}
          <SeenMarker key={topic.id} onSeen={() => dispatch({ type: "recommendationsShown", topicId: topic.id })} />
          <section aria-labelledby="upgrade-videos-heading">
            <h2 id="upgrade-videos-heading" className="mb-4 text-xl font-semibold">
              {t("videosHeading", { category: categoryTitle })}
            </h2>
            <TutorialVideosLazy query={videoQuery} />
          </section>
          <GetStarted
            heading={t("getStartedHeading")}
            body={t("getStartedBody", { trade })}
            label={t("getStarted")}
            href={scheduleHref}
            onStart={() => dispatch({ type: "getStarted" })}
          />
        </>
      )}
    </div>
  );
}
