/** @jest-environment jsdom */
import { describe, expect, it, jest } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

const recognizeOnce = jest.fn(async (_signal?: AbortSignal, _language?: string) => "huele a gas");

// next-intl ships ESM only, which this Jest setup can't load: the page is Spanish, its texts from the catalogue.
jest.mock("next-intl", () => ({
  useLocale: () => "es-US",
  useTranslations: (namespace: string) => (key: string) => {
    const catalogue = jest.requireActual<Record<string, Record<string, unknown>>>("@/messages/es-US/chat.json")[namespace];
    return String(key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue));
  },
}));
jest.mock("@/lib/speech/recognition", () => ({
  recognizeOnce,
  SpeechRecognitionUnsupportedError: class extends Error {},
  SpeechRecognitionFailedError: class extends Error {},
}));

const { VoiceInputButton } = jest.requireActual<typeof import("@/components/voice/voice-input-button")>("@/components/voice/voice-input-button");

describe("VoiceInputButton's language", () => {
  it("listens in the page's language by default and in English once the speaker chooses it", async () => {
    const heard: string[] = [];
    render(<VoiceInputButton onTranscript={(text) => heard.push(text)} onError={() => undefined} />);
    const language = screen.getByRole("combobox", { name: "Idioma en que va a hablar" });
    expect(language).toHaveValue("es-US");

    await userEvent.click(screen.getByRole("button", { name: "Diga su pregunta en voz alta" }));
    expect(recognizeOnce).toHaveBeenLastCalledWith(expect.anything(), "es-US");

    await userEvent.selectOptions(language, "English");
    await userEvent.click(screen.getByRole("button", { name: "Diga su pregunta en voz alta" }));
    expect(recognizeOnce).toHaveBeenLastCalledWith(expect.anything(), "en-US");
    expect(heard).toEqual(["huele a gas", "huele a gas"]);
  });
});
