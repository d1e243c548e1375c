"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

/** How often the speaking indicator checks the browser's speech queue (spec section 9). */
export const SPEECH_STATUS_POLL_MS = 1000;

type SynthesisModule = typeof import("@/lib/speech/synthesis");

// Loaded on the first toggle, never on page load: speech is optional and most visitors never use it.
let synthesisModule: Promise<SynthesisModule> | undefined;
const loadSynthesis = () => (synthesisModule ??= import("@/lib/speech/synthesis"));

interface Narration {
  enabled: boolean;
  speaking: boolean;
  toggle(): void;
  /** Reads a new assistant message aloud when narration is on; a no-op otherwise. */
  narrate(text: string): void;
}

const NarrationContext = createContext<Narration | null>(null);

/** Voice narration state for one page: the header's toggle switches it, the chat feeds it new messages. */
export function NarrationProvider({ children }: { children: ReactNode }) {
  const [enabled, setEnabled] = useState(false);
  const [speaking, setSpeaking] = useState(false);
  const enabledRef = useRef(enabled);

  const toggle = useCallback(() => {
    const next = !enabledRef.current;
    enabledRef.current = next;
    setEnabled(next);
    if (next) void loadSynthesis();
    else {
      setSpeaking(false);
      void loadSynthesis().then((speech) => speech.stopSpeaking());
    }
  }, []);

  const narrate = useCallback((text: string) => {
    if (!enabledRef.current) return;
    void loadSynthesis()
      .then(async (speech) => {
        // The toggle may have been switched off while the module or the voice list was loading.
        if (!enabledRef.current) return;
        await speech.speak(text);
        if (enabledRef.current) setSpeaking(speech.isSpeaking());
      })
      .catch(() => setSpeaking(false));
  }, []);

  // The browser fires no reliable "queue empty" event across engines, so poll while speaking.
  useEffect(() => {
    if (!speaking) return;
    const timer = setInterval(() => {
      void loadSynthesis().then((speech) => setSpeaking(speech.isSpeaking()));
    }, SPEECH_STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [speaking]);

  // Leaving the page must not leave the browser talking.
  useEffect(() => () => void synthesisModule?.then((speech) => speech.stopSpeaking()), []);

  const value = useMemo(() => ({ enabled, speaking, toggle, narrate }), [enabled, speaking, toggle, narrate]);
  return <NarrationContext.Provider value={value}>{children}</NarrationContext.Provider>;
}

export function useNarration(): Narration {
  const narration = useContext(NarrationContext);
  if (!narration) throw new Error("useNarration must be used inside <NarrationProvider>");
  return narration;
}
