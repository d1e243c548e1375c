"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";

import { VideoGridSkeleton } from "./video-grid";

function LoadingVideos() {
  const t = useTranslations("Videos");
  return <VideoGridSkeleton label={t("loading")} />;
}

/**
 * The video list, fetched as its own chunk the first time it renders (after the safety disclaimer), so
 * neither it nor the query library weighs on the diagnostic page's first load.
 */
export const TutorialVideosLazy = dynamic(() => import("./tutorial-videos").then((module) => module.TutorialVideos), {
  ssr: false,
  loading: LoadingVideos,
});
