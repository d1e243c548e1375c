import type { AppLocale } from "@/i18n/locales";
import { getTranslations } from "next-intl/server";

import { DiagnosticChatIsland } from "@/components/chat/diagnostic-chat-island";
import { CostSection } from "@/components/costs/cost-section";
import { buildChatScript } from "@/components/chat/chat-script";
import type { DiyGuideContent } from "@/components/chat/diy-guide-panel";
import { GuideStepList } from "@/components/guide/guide-step-list";
import { guideStepTitles } from "@/components/guide/guide-step-titles";
import { ToolsAndPpeLists } from "@/components/guide/tools-and-ppe";
import { ClientMessages } from "@/components/providers/client-messages";
import { NarrationProvider } from "@/components/voice/narration-context";
import { siteConfig } from "@/config/site";
import { assistantMode } from "@/lib/ai/assistant";
import type { Problem } from "@/lib/catalog";
import type { LocalizedCategory as Category } from "@/lib/catalog/i18n";
import { buildGuideSteps } from "@/lib/catalog/guide";
import { localizedGuideSafety, localizedToolKit } from "@/lib/catalog/localized";
import { diagnosticPath, guidePath, problemPath } from "@/lib/catalog/routes";
import { CHAT_LIMITS } from "@/lib/chat/limits";

import { CategoryProblemList } from "./category-problem-list";
import { DiagnosticActions } from "./diagnostic-actions";
import { DiagnosticHeader } from "./diagnostic-header";
import { DiagnosticSessionProvider } from "./diagnostic-session";
import { LiveStepper } from "./live-stepper";
import { ProblemOverview } from "./problem-overview";

/** Message namespaces the page's client leaves use; nothing else of the catalogue goes to the browser. */
const CLIENT_NAMESPACES = ["Chat", "Videos", "Voice", "Share", "Photos", "Costs"];

async function guideContent(category: Category, problem: Problem, locale: AppLocale): Promise<DiyGuideContent> {
  const t = await getTranslations("Guide");
  return {
    problemTitle: problem.title,
    // The overlay's search words on a Spanish page (lib/catalog/i18n); the spec's '{category} {problem}' in English.
    videoQuery: "videoQuery" in problem && typeof problem.videoQuery === "string" ? problem.videoQuery : `${category.title} ${problem.title}`,
    guideHref: guidePath(category.id, problem.id),
    steps: <GuideStepList steps={buildGuideSteps(category.id, problem, await guideStepTitles(), localizedGuideSafety(category.id, locale))} />,
    toolLists: <ToolsAndPpeLists kit={localizedToolKit(category.id, problem.id, locale)} toolsHeading={t("toolsHeading")} ppeHeading={t("ppeHeading")} />,
  };
}

/**
 * The diagnostic screen for a category, or for one of its problems: the problem list or causes render on the
 * server; the header actions, stepper and chat are client leaves sharing one session. Category and problem come
 * in the page's language (lib/catalog/routes with the locale).
 */
export async function DiagnosticPage({ category, problem, locale }: { category: Category; problem?: Problem; locale: AppLocale }) {
  const t = await getTranslations("Diagnostic");
  const shareTitle = problem
    ? t("metaTitleProblem", { problem: problem.title, category: category.nameInSentence })
    : t("metaTitleCategory", { category: category.nameInSentence });
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <NarrationProvider>
        <DiagnosticSessionProvider key={problem?.id ?? category.id} initialStep={problem ? 1 : 0}>
          <DiagnosticHeader
            path={problem ? problemPath(category.id, problem.id) : diagnosticPath(category.id)}
            actions={<DiagnosticActions shareTitle={`${shareTitle} | ${siteConfig.name}`} />}
          />
          <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
            <LiveStepper
              steps={Object.values(t.raw("steps") as Record<string, string>)}
              label={t("progress")}
              currentLabel={t("stepStatusCurrent")}
              doneLabel={t("stepStatusDone")}
            />
            {problem ? (
              <>
                <ProblemOverview category={category} problem={problem} />
                <CostSection category={category} problem={problem} />
              </>
            ) : (
              <CategoryProblemList category={category} />
            )}
            <DiagnosticChatIsland
              script={buildChatScript(category, problem, locale)}
              guide={problem ? await guideContent(category, problem, locale) : undefined}
              assistantMode={assistantMode()}
              productName={siteConfig.name}
              maxInputChars={CHAT_LIMITS.messageChars}
            />
          </main>
        </DiagnosticSessionProvider>
      </NarrationProvider>
    </ClientMessages>
  );
}
