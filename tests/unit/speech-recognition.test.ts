/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from "@jest/globals";

import { RECOGNITION_UNSUPPORTED, SpeechRecognitionFailedError, recognizeOnce } from "@/lib/speech/recognition";

type Handler = ((event?: unknown) => void) | null;

class FakeRecognition {
  static last: FakeRecognition | undefined;
  lang = "";
  continuous = true;
  interimResults = true;
  maxAlternatives = 5;
  onresult: Handler = null;
  onerror: Handler = null;
  onend: Handler = null;
  started = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.onend?.();
  }
  hear(transcript: string) {
    this.onresult?.({ results: [[{ transcript }]] });
    this.onend?.();
  }
}

const scope = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete scope.SpeechRecognition;
  delete scope.webkitSpeechRecognition;
  FakeRecognition.last = undefined;
});

describe("recognizeOnce", () => {
  it("fails with 'Speech recognition not supported' where the browser has no recognition", async () => {
    await expect(recognizeOnce()).rejects.toThrow(RECOGNITION_UNSUPPORTED);
    expect(RECOGNITION_UNSUPPORTED).toBe("Speech recognition not supported");
  });

  it("listens once in US English, without interim results, via the webkit-prefixed API", async () => {
    scope.webkitSpeechRecognition = FakeRecognition;
    const heard = recognizeOnce();
    const recognition = FakeRecognition.last!;
    expect(recognition.started).toBe(true);
    expect(recognition).toMatchObject({ lang: "en-US", continuous: false, interimResults: false });
    recognition.hear(" my breaker keeps tripping ");
    await expect(heard).resolves.toBe("my breaker keeps tripping");
  });

  it('listens in US Spanish on a Spanish page (<html lang="es-US">)', async () => {
    scope.SpeechRecognition = FakeRecognition;
    document.documentElement.lang = "es-US";
    try {
      const heard = recognizeOnce();
      expect(FakeRecognition.last!.lang).toBe("es-US");
      FakeRecognition.last!.onend?.();
      await expect(heard).resolves.toBe("");
    } finally {
      document.documentElement.lang = "";
    }
  });

  it("resolves empty when nothing was said, and rejects when the microphone is refused", async () => {
    scope.SpeechRecognition = FakeRecognition;
    const silent = recognizeOnce();
    FakeRecognition.last!.onerror?.({ error: "no-speech" });
    FakeRecognition.last!.onend?.();
    await expect(silent).resolves.toBe("");

    const refused = recognizeOnce();
    FakeRecognition.last!.onerror?.({ error: "not-allowed" });
    FakeRecognition.last!.onend?.();
    await expect(refused).rejects.toBeInstanceOf(SpeechRecognitionFailedError);
  });

  it("stops listening when aborted", async () => {
    scope.SpeechRecognition = FakeRecognition;
    const controller = new AbortController();
    const heard = recognizeOnce(controller.signal);
    controller.abort();
    await expect(heard).resolves.toBe("");
  });
});
