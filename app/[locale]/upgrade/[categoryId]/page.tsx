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
import { NarrationProvider } from "@/components/voice/narration-context";
import { VoiceToggle } from "@/components/voice/voice-toggle";
import type { AppLocale } from "@/i18n/locales";
import { pageLocale, type LocaleParams } from "@/i18n/server";
import type { Category, UpgradeTopicId } from "@/lib/catalog";
import { getLocalizedTradeWords, getLocalizedUpgrades, getLocalizedUpgradeTopics } from "@/lib/catalog/i18n";
import { categoryStaticParams, findCatalogueEntry, upgradePath } from "@/lib/catalog/routes";
import { scheduleHref } from "@/lib/schedule-link";
import { buildBreadcrumbJsonLd } from "@/lib/seo/json-ld";
import { buildPageMetadata } from "@/lib/seo/metadata";

type Params = LocaleParams<{ categoryId: string }>;

// Only the catalogue's own ids: an invented one is answered 404 by the proxy, never rendered or cached.
export const dynamicParams = false;
export const generateStaticParams = categoryStaticParams;

function upgradeKeywords(category: Category, locale: AppLocale): string[] {
  const topics = getLocalizedUpgradeTopics(locale);
  const upgrades = topics.flatMap((topic) => getLocalizedUpgrades(category.id, topic.id, locale));
  return [`${category.title} upgrades`, ...topics.map((topic) => topic.title.toLowerCase()), ...upgrades.map((upgrade) => upgrade.title.toLowerCase())];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { category } = findCatalogueEntry((await params).categoryId, undefined, locale);
  if (!category) return buildPageMetadata();
  const t = await getTranslations("Upgrade");
  return buildPageMetadata({
    title: t("categoryMetaTitle", { category: category.nameInSentence }),
    description: t("categoryMetaDescription", { category: category.nameInSentence }),
    keywords: upgradeKeywords(category, locale),
    url: upgradePath(category.id),
  });
}

export default async function UpgradeCategoryPage({ params }: Params) {
  const locale = await pageLocale(params);
  const { category } = findCatalogueEntry((await params).categoryId, undefined, locale);
  if (!category) notFound();
  const t = await getTranslations("Upgrade");
  const topics = getLocalizedUpgradeTopics(locale);
  const heading = t("heading", { category: category.nameInSentence });
  return (
    <ClientMessages namespaces={["UpgradeAdvisor", "Videos", "Voice", "Share"]}>
      <NarrationProvider>
        <TooltipProvider>
          <DiagnosticHeader
            path={upgradePath(category.id)}
            actions={
              <>
                <VoiceToggle />
                <ShareButton title={heading} />
              </>
            }
          />
          <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
            <UpgradeAdvisor
              categoryTitle={category.nameInSentence}
              trade={getLocalizedTradeWords(category.id, locale).singular}
              topics={topics.map(({ id, title, description }) => ({
                id,
                title,
                description,
                upgradeTitles: getLocalizedUpgrades(category.id, id, locale).map((upgrade) => upgrade.title),
              }))}
              panels={
                Object.fromEntries(
                  topics.map((topic) => [topic.id, <UpgradeTopicPanel key={topic.id} categoryId={category.id} topic={topic} locale={locale} />]),
                ) as Record<UpgradeTopicId, ReactNode>
              }
              scheduleHref={scheduleHref({ category: category.id, type: "upgrade" })}
              videoQuery={category.upgradeVideoQuery}
            >
              <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
              <p className="mt-3 leading-7 text-muted-foreground">{t("intro", { category: category.nameInSentence })}</p>
            </UpgradeAdvisor>
            <JsonLd
              data={buildBreadcrumbJsonLd(
                [
                  { name: t("breadcrumbHome"), path: "/" },
                  { name: t("breadcrumbUpgrades"), path: "/upgrade" },
                  { name: heading, path: upgradePath(category.id) },
                ],
                locale,
              )}
            />
          </main>
        </TooltipProvider>
      </NarrationProvider>
    </ClientMessages>
  );
}
