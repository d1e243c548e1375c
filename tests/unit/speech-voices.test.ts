import { describe, expect, it } from "@jest/globals";

import { MALE_VOICE_SETTINGS, SOFTER_VOICE_SETTINGS, pickVoice, speakableText, speechLanguage, voiceSettings } from "@/lib/speech/voices";

const voice = (name: string, lang = "en-US") => ({ name, lang });

describe("pickVoice", () => {
  it("prefers the male-sounding voices in the listed order", () => {
    const voices = [voice("Samantha"), voice("Alex"), voice("Microsoft David - English (United States)"), voice("Google UK English Male", "en-GB")];
    expect(pickVoice(voices)?.name).toBe("Google UK English Male");
    expect(pickVoice(voices.slice(0, 3))?.name).toBe("Microsoft David - English (United States)");
    expect(pickVoice(voices.slice(0, 2))?.name).toBe("Alex");
  });

  it("does not mistake a longer name for a preferred one", () => {
    expect(pickVoice([voice("Danielle", "fr-FR"), voice("Samantha")])?.name).toBe("Samantha");
  });

  it("falls back to the first English voice, then to the browser default", () => {
    expect(pickVoice([voice("Amélie", "fr-CA"), voice("Karen", "en-AU")])?.name).toBe("Karen");
    expect(pickVoice([voice("Amélie", "fr-CA")])).toBeUndefined();
    expect(pickVoice([])).toBeUndefined();
  });
});

describe("voiceSettings", () => {
  it("narrates at rate 0.92 and pitch 0.9 with male voices and the default voice", () => {
    expect(voiceSettings(voice("Google UK English Male"))).toEqual({ rate: 0.92, pitch: 0.9 });
    expect(voiceSettings(undefined)).toEqual(MALE_VOICE_SETTINGS);
  });

  it.each(["Samantha", "Google US English", "Microsoft Zira - English (United States)", "Karen"])("uses rate 0.98 and pitch 1.05 for %s", (name) => {
    expect(voiceSettings(voice(name))).toEqual(SOFTER_VOICE_SETTINGS);
    expect(SOFTER_VOICE_SETTINGS).toEqual({ rate: 0.98, pitch: 1.05 });
  });
});

describe("speakableText", () => {
  it("reads bullet lists as sentences", () => {
    expect(speakableText("Common causes include:\n• Overloaded circuit\n• Short circuit\n\nChoose one.")).toBe(
      "Common causes include: Overloaded circuit. Short circuit. Choose one.",
    );
  });
});

describe("Spanish pages", () => {
  it("speak es-US, with a US Spanish voice first, then any Spanish one, never an English one", () => {
    expect(speechLanguage("es-US")).toBe("es-US");
    expect(speechLanguage("en-US")).toBe("en-US");
    const voices = [voice("Alex"), voice("Mónica", "es-ES"), voice("Paulina", "es-MX"), voice("Google español de Estados Unidos", "es-US")];
    expect(pickVoice(voices, "es-US")?.name).toBe("Google español de Estados Unidos");
    expect(pickVoice(voices.slice(0, 3), "es-US")?.name).toBe("Mónica");
    expect(pickVoice([voice("Alex")], "es-US")).toBeUndefined();
  });
});
