// Which voice narrates, and how. Pure functions over SpeechSynthesisVoice-like objects so they can be tested
// without a browser.

/** Male-sounding English voices in order of preference (Chrome, Edge, Safari/macOS names). */
export const PREFERRED_VOICES = ["Google UK English Male", "Microsoft David", "Microsoft Guy Online", "Daniel", "Alex", "Fred"] as const;

/** Female voices that sound rushed and low at the male settings, so they get their own (spec section 9). */
export const SOFTER_VOICES = ["Samantha", "Google US English", "Microsoft Zira", "Karen"] as const;

export const MALE_VOICE_SETTINGS = { rate: 0.92, pitch: 0.9 } as const;
export const SOFTER_VOICE_SETTINGS = { rate: 0.98, pitch: 1.05 } as const;

export type VoiceLike = Pick<SpeechSynthesisVoice, "name" | "lang">;

const isEnglish = (voice: VoiceLike) => voice.lang.toLowerCase().startsWith("en");

/** The page's language as speech APIs name it: "es-US" on the Spanish pages (<html lang>), else "en-US". */
export function speechLanguage(documentLang: string | null | undefined): "en-US" | "es-US" {
  return /^es(?:-|$)/i.test(documentLang ?? "") ? "es-US" : "en-US";
}

/** A Spanish page's voice: US Spanish if the browser has one, else any Spanish voice. */
function pickSpanishVoice<T extends VoiceLike>(voices: readonly T[]): T | undefined {
  const lang = (voice: VoiceLike) => voice.lang.toLowerCase().replace("_", "-");
  return voices.find((voice) => lang(voice) === "es-us") ?? voices.find((voice) => lang(voice).startsWith("es"));
}

/**
 * The first preferred voice the browser has; else its first English voice; else none (the browser's default).
 * On a Spanish page (language "es-US"), a Spanish voice instead.
 */
export function pickVoice<T extends VoiceLike>(voices: readonly T[], language: "en-US" | "es-US" = "en-US"): T | undefined {
  if (language === "es-US") return pickSpanishVoice(voices);
  for (const name of PREFERRED_VOICES) {
    // Browsers decorate names ("Microsoft David - English (United States)"), so match by prefix.
    const match = voices.find((voice) => voice.name === name || voice.name.startsWith(`${name} `));
    if (match) return match;
  }
  return voices.find(isEnglish);
}

export function voiceSettings(voice: VoiceLike | undefined): { rate: number; pitch: number } {
  const softer = voice && SOFTER_VOICES.some((name) => voice.name === name || voice.name.startsWith(`${name} `));
  return { ...(softer ? SOFTER_VOICE_SETTINGS : MALE_VOICE_SETTINGS) };
}

/** Bullets and quotes read badly aloud; narration gets plain sentences. */
export function speakableText(text: string): string {
  return text
    .replace(/^\s*[•*-]\s*/gm, "")
    .replace(/\s*\n+\s*/g, ". ")
    .replace(/\.(\s*\.)+/g, ".")
    .replace(/:\./g, ":")
    .trim();
}
