import type { Metadata } from "next";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";

import { ScheduleCostEstimate } from "@/components/costs/schedule-cost-estimate";
import { DiagnosticHeader } from "@/components/diagnostic/diagnostic-header";
import { EmergencyCard } from "@/components/emergency/emergency-card";
import { ClientMessages } from "@/components/providers/client-messages";
import { AssistantBubble } from "@/components/schedule/assistant-bubble";
import { bookingCategories } from "@/components/schedule/booking-categories";
import { ScheduleBookingIsland } from "@/components/schedule/schedule-booking-island";
import { parseScheduleQuery, type ScheduleQuery } from "@/components/schedule/schedule-query";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { NarrationProvider } from "@/components/voice/narration-context";
import { VoiceToggle } from "@/components/voice/voice-toggle";
import { siteConfig } from "@/config/site";
import { searchQuery } from "@/i18n/locales";
import { pageLocale, type LocaleParams } from "@/i18n/server";
import { getLocalizedProblem } from "@/lib/catalog/i18n";
import { isHazardId } from "@/lib/emergency/hazards";
import { emergencyNotice } from "@/lib/emergency/notice";
import { canLookUpIpLocation } from "@/lib/location/ip-lookup";
import { buildPageMetadata } from "@/lib/seo/metadata";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations("Schedule");
  return buildPageMetadata({ title: t("title"), description: t("metaDescription"), url: "/schedule" });
}

async function greeting({ categoryId, issueId, isUpgrade }: ScheduleQuery): Promise<string> {
  const t = await getTranslations("Schedule");
  if (!categoryId) return t("greetingNoCategory");
  // The messages choose the category's words by its id (a select), in each language.
  if (isUpgrade) return t("greetingUpgrade", { category: categoryId });
  const problem = getLocalizedProblem(categoryId, issueId, await getLocale());
  return problem ? t("greetingIssue", { issue: problem.title }) : t("greetingCategory", { category: categoryId });
}

/** The emergency the chat's hand-off names; anything but a known hazard id is ignored. */
function handoffHazard(params: Record<string, string | string[] | undefined>) {
  const value = Array.isArray(params.hazard) ? params.hazard[0] : params.hazard;
  return isHazardId(value) ? value : undefined;
}

export default async function SchedulePage({ params: localeParams, searchParams }: Props & LocaleParams) {
  const locale = await pageLocale(localeParams);
  const params = await searchParams;
  const query = parseScheduleQuery(params);
  const hazard = handoffHazard(params);
  const t = await getTranslations("Schedule");
  return (
    <ClientMessages
      namespaces={[
        "Schedule",
        "ScheduleForm",
        "Validation.appointment",
        "ContractorFinder",
        "Location",
        "Toast",
        "Voice",
        "Photos",
        "Validation.photos",
        "Costs",
      ]}
    >
      <NarrationProvider>
        <TooltipProvider>
          <DiagnosticHeader path="/schedule" actions={<VoiceToggle />} languageQuery={searchQuery(params)} />
          {/* content-start and a full-viewport minimum: the booking island below streams in after the first bytes
              (React outlines large Suspense content), and nothing already painted, the footer included, may move. */}
          <main id="main" className="mx-auto grid min-h-svh w-full max-w-3xl flex-1 content-start gap-6 px-4 py-8">
            <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
            {/* Server-rendered and above the form: call for help first, book the repair after. */}
            {hazard && <EmergencyCard notice={emergencyNotice(hazard, locale)} />}
            <AssistantBubble speaker={t("assistant", { product: siteConfig.name })}>{await greeting(query)}</AssistantBubble>
            {!query.isUpgrade && <ScheduleCostEstimate categoryId={query.categoryId} issueId={query.issueId} />}
            <ScheduleBookingIsland query={query} categories={bookingCategories(locale)} ipLookup={canLookUpIpLocation(await headers())} />
          </main>
          <LazyToaster />
        </TooltipProvider>
      </NarrationProvider>
    </ClientMessages>
  );
}
