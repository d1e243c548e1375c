"use client";

import { Mic, MicOff } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { isAppLocale, locales, type AppLocale } from "@/i18n/locales";
import { cn } from "@/lib/cn";

interface VoiceInputButtonProps {
  /** Receives what was heard (single-shot, in the language the speaker chose). */
  onTranscript(text: string): void;
  /** Receives a message to show, or null to clear it. */
  onError(message: string | null): void;
}

/**
 * Dictation for the chat box. Recognition listens in one language at a time, so the speaker chooses English or
 * Spanish (the page's language to start with). The recognition code loads on first press, not with the page.
 */
export function VoiceInputButton({ onTranscript, onError }: VoiceInputButtonProps) {
  const t = useTranslations("Chat");
  const pageLocale = useLocale();
  const [language, setLanguage] = useState<AppLocale>(isAppLocale(pageLocale) ? pageLocale : locales[0]);
  const [listening, setListening] = useState(false);
  const session = useRef<AbortController | null>(null);

  useEffect(() => () => session.current?.abort(), []);

  async function listen() {
    if (session.current) {
      session.current.abort();
      return;
    }
    onError(null);
    const controller = new AbortController();
    session.current = controller;
    setListening(true);
    try {
      const { recognizeOnce, SpeechRecognitionUnsupportedError, SpeechRecognitionFailedError } = await import("@/lib/speech/recognition");
      try {
        const transcript = await recognizeOnce(controller.signal, language);
        if (transcript) onTranscript(transcript);
      } catch (error) {
        if (error instanceof SpeechRecognitionUnsupportedError) onError(t("speechUnsupported"));
        else if (error instanceof SpeechRecognitionFailedError && (error.code === "not-allowed" || error.code === "service-not-allowed"))
          onError(t("microphoneBlocked"));
        else onError(t("speechFailed"));
      }
    } finally {
      session.current = null;
      setListening(false);
    }
  }

  const Icon = listening ? MicOff : Mic;
  return (
    <>
      <select
        aria-label={t("voiceLanguage")}
        value={language}
        disabled={listening}
        onChange={(event) => isAppLocale(event.target.value) && setLanguage(event.target.value)}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm"
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`voiceLanguageNames.${locale}`)}
          </option>
        ))}
      </select>
      <Button type="button" variant="outline" size="icon" aria-pressed={listening} onClick={listen} className={cn(listening && "border-primary text-primary")}>
        <Icon aria-hidden="true" className={cn(listening && "motion-safe:animate-pulse")} />
        <span className="sr-only">{t("voiceInput")}</span>
      </Button>
      <span role="status" className={cn("text-sm text-muted-foreground", !listening && "sr-only")}>
        {listening ? t("listening") : ""}
      </span>
    </>
  );
}
