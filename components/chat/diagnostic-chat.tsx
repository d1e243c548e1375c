"use client";

import { HardHat } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";

import { useDiagnosticSession } from "@/components/diagnostic/diagnostic-session";
import { writeBookingPhotos } from "@/components/photos/booking-photo-draft";
import { PhotoPicker } from "@/components/photos/photo-picker";
import type { AttachedPhoto } from "@/components/photos/photo-types";
import { Button } from "@/components/ui/button";
import { useNarration } from "@/components/voice/narration-context";
import { useLocalizedPath } from "@/i18n/use-localized-path";
import type { AssistantMode } from "@/lib/chat/types";
import { MAX_PHOTOS_PER_REQUEST } from "@/lib/photos/limits";

import { ChatActions } from "./chat-actions";
import { ChatComposer } from "./chat-composer";
import { ChatLog } from "./chat-log";
import type { ChatScript } from "./chat-script";
import { latestEmergency, stepFor } from "./chat-state";
import type { DiyGuideContent } from "./diy-guide-panel";
import { useDiagnosticChat } from "./use-diagnostic-chat";

const loadGuidePanel = () => import("./diy-guide-panel");
// Only shown after the disclaimer is accepted: its dialog and video code stay out of the first load.
const DiyGuidePanel = dynamic(() => loadGuidePanel().then((module) => module.DiyGuidePanel), { ssr: false });

interface DiagnosticChatProps {
  script: ChatScript;
  /** Present on a problem page: what accepting the disclaimer shows. */
  guide?: DiyGuideContent;
  /** The assistant configured when the page was rendered. */
  assistantMode: AssistantMode;
  productName: string;
  maxInputChars: number;
}

/** The diagnostic conversation: scripted steps, free-text questions, and the DIY guide once accepted. */
export function DiagnosticChat({ script, guide, assistantMode: renderedMode, productName, maxInputChars }: DiagnosticChatProps) {
  const t = useTranslations("Chat");
  const tPhotos = useTranslations("Photos");
  const router = useRouter();
  const localized = useLocalizedPath();
  const { setStep } = useDiagnosticSession();
  const { narrate } = useNarration();
  // The page may be prerendered; the reply's own header says which assistant really answers.
  const [assistantMode, setAssistantMode] = useState(renderedMode);
  const { state, chooseDiy, accept, chooseProfessional, send } = useDiagnosticChat(script, (href) => router.push(localized(href)), setAssistantMode);
  // Focus follows the conversation only after the user has acted, never on page load.
  const [userActed, setUserActed] = useState(false);
  const acted = (action: () => void) => () => {
    setUserActed(true);
    action();
  };

  // The photos go with every question, and on to the booking form when the homeowner asks for a pro.
  const [photos, setPhotos] = useState<AttachedPhoto[]>([]);
  const sendWithPhotos = useCallback(
    (text: string) =>
      send(
        text,
        photos.map((photo) => photo.id),
      ),
    [send, photos],
  );
  const handOffToPro = () => {
    if (photos.length) writeBookingPhotos(photos);
    chooseProfessional();
  };

  useEffect(() => {
    setStep(stepFor(state.stage, Boolean(script.problem)));
  }, [state.stage, script.problem, setStep]);

  // Fetch the guide's code while the user reads the disclaimer, so it appears at once on acceptance.
  useEffect(() => {
    if (state.stage === "disclaimer") void loadGuidePanel();
  }, [state.stage]);

  const narrated = useRef(0);
  useEffect(() => {
    for (const message of state.messages.slice(narrated.current)) if (message.type === "ai") narrate(message.content);
    narrated.current = state.messages.length;
  }, [state.messages, narrate]);

  const professionalButton = () => (
    <Button variant="outline" aria-disabled={state.busy} onClick={acted(handOffToPro)}>
      <HardHat aria-hidden="true" />
      {script.labels.professional}
    </Button>
  );

  return (
    <>
      <section aria-labelledby="chat-heading" className="mt-10 rounded-xl border border-border p-4 shadow-sm sm:p-6">
        <h2 id="chat-heading" className="mb-4 text-xl font-semibold">
          {t("heading")}
        </h2>
        <ChatLog
          state={state}
          labels={{ log: t("logLabel"), assistant: t("assistantLabel"), user: t("userLabel"), thinking: t("thinking"), suggestions: t("suggestionsLabel") }}
          renderProfessional={professionalButton}
        />
        <div className="mt-4">
          <ChatActions
            stage={state.stage}
            busy={state.busy}
            labels={script.labels}
            groupLabel={t("choicesLabel")}
            focusOnChange={userActed}
            emergency={latestEmergency(state.messages) !== undefined}
            onDiy={acted(chooseDiy)}
            onProfessional={acted(handOffToPro)}
            onAccept={acted(accept)}
          />
        </div>
        <ChatComposer maxLength={maxInputChars} onSend={sendWithPhotos} />
        <PhotoPicker className="mt-4" hint={tPhotos("chatHint", { max: MAX_PHOTOS_PER_REQUEST })} onChange={setPhotos} />
        <p className="mt-3 text-sm text-muted-foreground">{assistantMode === "catalogue" ? t("builtInNote", { product: productName }) : t("aiNote")}</p>
      </section>
      {guide && state.stage === "guide" && <DiyGuidePanel content={guide} focusOnMount={userActed} />}
    </>
  );
}
