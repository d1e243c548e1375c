import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { DiagnosticHeader } from "@/components/diagnostic/diagnostic-header";
import { ClientMessages } from "@/components/providers/client-messages";
import { JsonLd } from "@/components/seo/json-ld";
import { ShareButton } from "@/components/share/share-button";
import { TooltipProvider } from "@/components/ui/tooltip";
import { UpgradeAdvisor } from "@/components/upgrade/upgrade-advisor";
import { UpgradeTopicPanel } from "@/components/upgrade/upgrade-topic-panel";
import { upgradeVideoQuery } from "@/components/upgrade/upgrade-video-query";
import { NarrationProvider } from "@/components/voice/narration-context";
import { VoiceToggle } from "@/components/voice/voice-toggle";
import { getTradeWords, type Category, type UpgradeTopicId } from "@/lib/catalog";
import { categoryStaticParams, findCatalogueEntry, upgradePath } from "@/lib/catalog/routes";
import { getUpgrades, getUpgradeTopics } from "@/lib/catalog/upgrades";
import { scheduleHref } from "@/lib/schedule-link";
import { buildBreadcrumbJsonLd } from "@/lib/seo/json-ld";
import { buildPageMetadata } from "@/lib/seo/metadata";

type Params = { params: Promise<{ categoryId: string }> };

// Only the catalogue's own ids: an invented one is answered 404 by the proxy, never rendered or cached.
export const dynamicParams = false;
export const generateStaticParams = categoryStaticParams;

function upgradeKeywords(category: Category): string[] {
  const topics = getUpgradeTopics();
  const upgrades = topics.flatMap((topic) => getUpgrades(category.id, topic.id));
  return [`${category.title} upgrades`, ...topics.map((topic) => topic.title.toLowerCase()), ...upgrades.map((upgrade) => upgrade.title.toLowerCase())];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { category } = findCatalogueEntry((await params).categoryId);
  if (!category) return buildPageMetadata();
  const t = await getTranslations("Upgrade");
  return buildPageMetadata({
    title: t("categoryMetaTitle", { category: category.title }),
    description: t("categoryMetaDescription", { category: category.title }),
    keywords: upgradeKeywords(category),
    url: upgradePath(category.id),
  });
}

export default async function UpgradeCategoryPage({ params }: Params) {
  const { category } = findCatalogueEntry((await params).categoryId);
  if (!category) notFound();
  const t = await getTranslations("Upgrade");
  const topics = getUpgradeTopics();
  const heading = t("heading", { category: category.title });
  return (
    <ClientMessages namespaces={["UpgradeAdvisor", "Videos", "Voice", "Share"]}>
      <NarrationProvider>
        <TooltipProvider>
          <DiagnosticHeader
            actions={
              <>
                <VoiceToggle />
                <ShareButton title={heading} />
              </>
            }
          />
          <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
            <UpgradeAdvisor
              categoryTitle={category.title}
              trade={getTradeWords(category.id).singular}
              topics={topics.map(({ id, title, description }) => ({
                id,
                title,
                description,
                upgradeTitles: getUpgrades(category.id, id).map((upgrade) => upgrade.title),
              }))}
              panels={
                Object.fromEntries(topics.map((topic) => [topic.id, <UpgradeTopicPanel key={topic.id} categoryId={category.id} topic={topic} />])) as Record<
                  UpgradeTopicId,
                  ReactNode
                >
              }
              scheduleHref={scheduleHref({ category: category.id, type: "upgrade" })}
              videoQuery={upgradeVideoQuery(category.title)}
            >
              <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
              <p className="mt-3 leading-7 text-muted-foreground">{t("intro", { category: category.title })}</p>
            </UpgradeAdvisor>
            <JsonLd
              data={buildBreadcrumbJsonLd([
                { name: t("breadcrumbHome"), path: "/" },
                { name: t("breadcrumbUpgrades"), path: "/upgrade" },
                { name: heading, path: upgradePath(category.id) },
              ])}
            />
          </main>
        </TooltipProvider>
      </NarrationProvider>
    </ClientMessages>
  );
}
