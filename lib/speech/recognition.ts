// Single-shot speech-to-text for the chat input. Imported on demand (first press of the microphone button).

export const RECOGNITION_LANG = "en-US";
export const SPANISH_RECOGNITION_LANG = "es-US";

/** es-US on the Spanish pages (<html lang="es-US">), else US English. */
function pageRecognitionLanguage(): string {
  return typeof document !== "undefined" && /^es(?:-|$)/i.test(document.documentElement.lang) ? SPANISH_RECOGNITION_LANG : RECOGNITION_LANG;
}

/** The spec's text, also used as the error's message so callers can show it as is. */
export const RECOGNITION_UNSUPPORTED = "Speech recognition not supported";

export class SpeechRecognitionUnsupportedError extends Error {
  constructor() {
    super(RECOGNITION_UNSUPPORTED);
    this.name = "SpeechRecognitionUnsupportedError";
  }
}

/** What a recognition failure was: the user said nothing, refused the microphone, or something else. */
export class SpeechRecognitionFailedError extends Error {
  constructor(readonly code: string) {
    super(`Speech recognition failed: ${code}`);
    this.name = "SpeechRecognitionFailedError";
  }
}

interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}

interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === "undefined") return undefined;
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/**
 * Listens for one utterance in the page's language (US English, or US Spanish on the Spanish pages) and resolves
 * with its transcript ("" when nothing was heard). Aborting the signal stops listening and resolves with what was
 * heard so far.
 */
export function recognizeOnce(signal?: AbortSignal, language: string = pageRecognitionLanguage()): Promise<string> {
  const Constructor = recognitionConstructor();
  if (!Constructor) return Promise.reject(new SpeechRecognitionUnsupportedError());
  return new Promise((resolve, reject) => {
    const recognition = new Constructor();
    recognition.lang = language;
    recognition.continuous = false;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    let transcript = "";
    let failure: Error | undefined;
    recognition.onresult = (event) => {
      transcript = Array.from(event.results, (result) => result[0]?.transcript ?? "")
        .join(" ")
        .trim();
    };
    recognition.onerror = (event) => {
      // "no-speech" and "aborted" are ordinary endings, not failures worth showing.
      if (event.error !== "no-speech" && event.error !== "aborted") failure = new SpeechRecognitionFailedError(event.error);
    };
    recognition.onend = () => {
      signal?.removeEventListener("abort", stop);
      if (failure) reject(failure);
      else resolve(transcript);
    };
    const stop = () => recognition.stop();
    signal?.addEventListener("abort", stop, { once: true });
    recognition.start();
  });
}
