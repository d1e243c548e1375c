import { getTranslations } from "next-intl/server";

import { DiagnosticChatIsland } from "@/components/chat/diagnostic-chat-island";
import { buildChatScript } from "@/components/chat/chat-script";
import type { DiyGuideContent } from "@/components/chat/diy-guide-panel";
import { GuideStepList } from "@/components/guide/guide-step-list";
import { guideStepTitles } from "@/components/guide/guide-step-titles";
import { ToolsAndPpeLists } from "@/components/guide/tools-and-ppe";
import { ClientMessages } from "@/components/providers/client-messages";
import { NarrationProvider } from "@/components/voice/narration-context";
import { siteConfig } from "@/config/site";
import { assistantMode } from "@/lib/ai/assistant";
import { getToolsAndPpe, type Category, type Problem } from "@/lib/catalog";
import { buildGuideSteps } from "@/lib/catalog/guide";
import { guidePath } from "@/lib/catalog/routes";
import { CHAT_LIMITS } from "@/lib/chat/limits";

import { CategoryProblemList } from "./category-problem-list";
import { DiagnosticActions } from "./diagnostic-actions";
import { DiagnosticHeader } from "./diagnostic-header";
import { DiagnosticSessionProvider } from "./diagnostic-session";
import { LiveStepper } from "./live-stepper";
import { ProblemOverview } from "./problem-overview";

/** Message namespaces the page's client leaves use; nothing else of the catalogue goes to the browser. */
const CLIENT_NAMESPACES = ["Chat", "Videos", "Voice", "Share"];

async function guideContent(category: Category, problem: Problem): Promise<DiyGuideContent> {
  const t = await getTranslations("Guide");
  return {
    problemTitle: problem.title,
    videoQuery: `${category.title} ${problem.title}`,
    guideHref: guidePath(category.id, problem.id),
    steps: <GuideStepList steps={buildGuideSteps(category.id, problem, await guideStepTitles())} />,
    toolLists: <ToolsAndPpeLists kit={getToolsAndPpe(category.id, problem)} toolsHeading={t("toolsHeading")} ppeHeading={t("ppeHeading")} />,
  };
}

/**
 * The diagnostic screen for a category, or for one of its problems: the problem list or causes render on the
 * server; the header actions, stepper and chat are client leaves sharing one session.
 */
export async function DiagnosticPage({ category, problem }: { category: Category; problem?: Problem }) {
  const t = await getTranslations("Diagnostic");
  const shareTitle = problem
    ? t("metaTitleProblem", { problem: problem.title, category: category.title })
    : t("metaTitleCategory", { category: category.title });
  return (
    <ClientMessages namespaces={CLIENT_NAMESPACES}>
      <NarrationProvider>
        <DiagnosticSessionProvider key={problem?.id ?? category.id} initialStep={problem ? 1 : 0}>
          <DiagnosticHeader actions={<DiagnosticActions shareTitle={`${shareTitle} | ${siteConfig.name}`} />} />
          <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
            <LiveStepper
              steps={Object.values(t.raw("steps") as Record<string, string>)}
              label={t("progress")}
              currentLabel={t("stepStatusCurrent")}
              doneLabel={t("stepStatusDone")}
            />
            {problem ? <ProblemOverview category={category} problem={problem} /> : <CategoryProblemList category={category} />}
            <DiagnosticChatIsland
              script={buildChatScript(category, problem)}
              guide={problem ? await guideContent(category, problem) : undefined}
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
