"use client";

import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { ExternalLink, RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";

import { makeQueryClient } from "@/components/providers/query-provider";
import { Button } from "@/components/ui/button";
import { youtubeSearchUrl } from "@/lib/videos/links";

import { VideoGrid, VideoGridSkeleton } from "./video-grid";
import { videoQueryOptions, VideoLoadError } from "./video-query";

// This module only ever runs in the browser (it is loaded with ssr: false), so one client per tab is safe,
// and it keeps results for the spec's 5 minutes across problems.
const videoQueryClient = makeQueryClient();

/** Tutorial videos for a search: a grid, or a YouTube search link when the site has no video search configured. */
export function TutorialVideos({ query }: { query: string }) {
  return (
    <QueryClientProvider client={videoQueryClient}>
      <TutorialVideoResults query={query} />
    </QueryClientProvider>
  );
}

function TutorialVideoResults({ query }: { query: string }) {
  const t = useTranslations("Videos");
  const { data, error, isPending, isFetching, refetch } = useQuery(videoQueryOptions(query));

  if (isPending) return <VideoGridSkeleton label={t("loading")} />;

  if (error) {
    const detail = error instanceof VideoLoadError ? error.serverMessage : undefined;
    return (
      <div role="alert" className="rounded-lg border border-border bg-muted p-6 text-center">
        <h3 className="font-semibold">{t("errorHeading")}</h3>
        <p className="mt-1 text-muted-foreground">{detail ?? t("errorFallback")}</p>
        <Button className="mt-4" variant="outline" aria-disabled={isFetching} onClick={() => !isFetching && void refetch()}>
          <RefreshCw aria-hidden="true" className={isFetching ? "motion-safe:animate-spin" : undefined} />
          {t("retry")}
        </Button>
      </div>
    );
  }

  if (data.source === "none") {
    return (
      <p className="text-muted-foreground">
        {t("searchIntro")}{" "}
        <a
          href={youtubeSearchUrl(query)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
        >
          {t("searchLink", { query })}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("opensInNewTab")}</span>
        </a>
      </p>
    );
  }

  if (data.videos.length === 0) return <p className="text-muted-foreground">{t("empty")}</p>;
  return <VideoGrid videos={data.videos} newTabLabel={t("opensInNewTab")} />;
}
