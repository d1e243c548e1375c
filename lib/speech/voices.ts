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

/** The first preferred voice the browser has; else its first English voice; else none (the browser's default). */
export function pickVoice<T extends VoiceLike>(voices: readonly T[]): T | undefined {
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
