// Text-to-speech for narration. Imported on demand (the voice toggle's first use), so it never weighs on
// first-load JavaScript.
import { pickVoice, speakableText, speechLanguage, voiceSettings } from "./voices";

export function isSynthesisSupported(): boolean {
  return typeof window !== "undefined" && "speechSynthesis" in window && typeof window.SpeechSynthesisUtterance === "function";
}

/** Chrome fills the voice list asynchronously; wait briefly for it rather than narrating in a random voice. */
function loadVoices(timeoutMs = 1000): Promise<SpeechSynthesisVoice[]> {
  const synth = window.speechSynthesis;
  const voices = synth.getVoices();
  if (voices.length) return Promise.resolve(voices);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener?.("voiceschanged", done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, timeoutMs);
    synth.addEventListener?.("voiceschanged", done);
  });
}

/**
 * Speaks one message after whatever is already queued, in the page's language (<html lang>: es-US on the Spanish
 * pages). Resolves once it is handed to the browser.
 */
export async function speak(text: string, language = speechLanguage(document.documentElement.lang)): Promise<void> {
  if (!isSynthesisSupported()) return;
  const spoken = speakableText(text);
  if (!spoken) return;
  const voice = pickVoice(await loadVoices(), language);
  const utterance = new SpeechSynthesisUtterance(spoken);
  const { rate, pitch } = voiceSettings(voice);
  utterance.rate = rate;
  utterance.pitch = pitch;
  utterance.lang = voice?.lang ?? language;
  if (voice) utterance.voice = voice;
  window.speechSynthesis.speak(utterance);
}

export function stopSpeaking(): void {
  if (isSynthesisSupported()) window.speechSynthesis.cancel();
}

export function isSpeaking(): boolean {
  return isSynthesisSupported() && (window.speechSynthesis.speaking || window.speechSynthesis.pending);
}
