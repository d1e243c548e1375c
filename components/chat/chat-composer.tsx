"use client";

import { SendHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";

import { SubmitButton } from "@/components/forms/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { VoiceInputButton } from "@/components/voice/voice-input-button";

interface ChatComposerProps {
  maxLength: number;
  /** Returns false when the message was not taken (blank); otherwise it is sent, or queued behind a running step. */
  onSend(text: string): boolean;
}

/** The free-text box: Enter sends, Shift+Enter starts a new line; the microphone fills it by dictation. */
export function ChatComposer({ maxLength, onSend }: ChatComposerProps) {
  const t = useTranslations("Chat");
  const id = useId();
  const [text, setText] = useState("");
  const [voiceError, setVoiceError] = useState<string | null>(null);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (onSend(text)) setText("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An IME composition uses Enter to pick a word; that must not send.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} className="mt-6 border-t border-border pt-4">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {t("inputLabel")}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t("inputHint")}
      </p>
      <Textarea
        id={`${id}-input`}
        aria-describedby={`${id}-hint`}
        className="mt-2"
        rows={2}
        maxLength={maxLength}
        placeholder={t("inputPlaceholder")}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <SubmitButton aria-disabled={!text.trim()}>
          <SendHorizontal aria-hidden="true" />
          {t("send")}
        </SubmitButton>
        <VoiceInputButton onTranscript={(heard) => setText((current) => (current.trim() ? `${current.trim()} ${heard}` : heard))} onError={setVoiceError} />
      </div>
      {voiceError && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {voiceError}
        </p>
      )}
    </form>
  );
}
