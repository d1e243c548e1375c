import type { Page } from "@playwright/test";

export interface SpokenUtterance {
  text: string;
  rate: number;
  pitch: number;
  voice: string | undefined;
}

/**
 * Replaces speech synthesis with a recorder (headless Chromium has no voices). `window.__spoken` collects
 * every utterance; `window.__cancelled` counts cancel() calls.
 */
export async function stubSpeechSynthesis(page: Page, voiceNames: string[]) {
  await page.addInitScript((names) => {
    const scope = window as unknown as Record<string, unknown>;
    const spoken: unknown[] = [];
    scope.__spoken = spoken;
    scope.__cancelled = 0;
    const voices = names.map((name) => ({ name, lang: name.includes("UK") ? "en-GB" : "en-US", default: false, localService: true, voiceURI: name }));
    class FakeUtterance {
      rate = 1;
      pitch = 1;
      lang = "";
      voice: { name: string } | null = null;
      constructor(readonly text: string) {}
    }
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: FakeUtterance, configurable: true, writable: true });
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      value: {
        speaking: false,
        pending: false,
        getVoices: () => voices,
        speak: (utterance: FakeUtterance) => spoken.push({ text: utterance.text, rate: utterance.rate, pitch: utterance.pitch, voice: utterance.voice?.name }),
        cancel: () => {
          scope.__cancelled = (scope.__cancelled as number) + 1;
        },
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
  }, voiceNames);
}

export async function spokenUtterances(page: Page): Promise<SpokenUtterance[]> {
  return page.evaluate(() => (window as unknown as { __spoken: SpokenUtterance[] }).__spoken);
}

/** Removes speech recognition, as in Firefox and Safari without dictation. */
export async function removeSpeechRecognition(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    for (const name of ["SpeechRecognition", "webkitSpeechRecognition"]) {
      delete scope[name];
      Object.defineProperty(window, name, { value: undefined, configurable: true });
    }
  });
}

/** A recognizer that "hears" `transcript` as soon as it starts; records its settings in `window.__recognition`. */
export async function stubSpeechRecognition(page: Page, transcript: string) {
  await page.addInitScript((heard) => {
    const scope = window as unknown as Record<string, unknown>;
    class FakeRecognition {
      lang = "";
      continuous = true;
      interimResults = true;
      maxAlternatives = 1;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        scope.__recognition = { lang: this.lang, continuous: this.continuous, interimResults: this.interimResults };
        setTimeout(() => {
          this.onresult?.({ results: [[{ transcript: heard }]] });
          this.onend?.();
        }, 50);
      }
      stop() {
        this.onend?.();
      }
      abort() {
        this.onend?.();
      }
    }
    // Recent Chromium ships the unprefixed name too; replace both.
    for (const name of ["SpeechRecognition", "webkitSpeechRecognition"]) Object.defineProperty(window, name, { value: FakeRecognition, configurable: true });
  }, transcript);
}

/**
 * navigator.share: records what was shared in `window.__shared`, or rejects as a cancelled share sheet;
 * `window.__shareCalls` counts the calls, so a test can wait for one instead of waiting a fixed time.
 */
export async function stubNavigatorShare(page: Page, behaviour: "share" | "cancel" | "absent") {
  await page.addInitScript((mode) => {
    const scope = window as unknown as Record<string, unknown>;
    const share =
      mode === "absent"
        ? undefined
        : async (data: unknown) => {
            scope.__shareCalls = ((scope.__shareCalls as number | undefined) ?? 0) + 1;
            if (mode === "cancel") throw new DOMException("Share canceled", "AbortError");
            scope.__shared = data;
          };
    Object.defineProperty(Navigator.prototype, "share", { value: share, configurable: true, writable: true });
  }, behaviour);
}

/** navigator.clipboard.writeText: records the copied text in `window.__copied`. */
export async function stubClipboard(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    Object.defineProperty(Navigator.prototype, "clipboard", {
      configurable: true,
      get: () => ({
        writeText: async (text: string) => {
          scope.__copied = text;
        },
      }),
    });
  });
}

/** Accepts every alert the page raises and returns the list their messages are collected into. */
export function recordDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/**
 * navigator.geolocation that fails every reading with the given GeolocationPositionError code ("absent": no
 * geolocation at all, as in a browser without it). Every call's options go to `window.__geolocationCalls`.
 * For the failures Chromium cannot be made to produce on demand (position unavailable, timeout).
 */
export async function stubFailingGeolocation(page: Page, failure: number | "absent") {
  await page.addInitScript((code) => {
    const scope = window as unknown as Record<string, unknown>;
    const calls: PositionOptions[] = [];
    scope.__geolocationCalls = calls;
    const geolocation =
      code === "absent"
        ? undefined
        : {
            getCurrentPosition(_: PositionCallback, onError: PositionErrorCallback, options: PositionOptions) {
              calls.push(options);
              const error = { code, message: "stubbed", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
              setTimeout(() => onError(error as GeolocationPositionError), 10);
            },
            watchPosition: () => 0,
            clearWatch: () => undefined,
          };
    Object.defineProperty(Navigator.prototype, "geolocation", { configurable: true, get: () => geolocation });
  }, failure);
}

export async function geolocationCalls(page: Page): Promise<PositionOptions[]> {
  return page.evaluate(() => (window as unknown as { __geolocationCalls: PositionOptions[] }).__geolocationCalls);
}

/** Blocks location for this site the way a homeowner's "Block" answer does (Playwright can only grant). */
export async function denyGeolocation(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send("Target.getTargetInfo");
  await cdp.send("Browser.setPermission", {
    permission: { name: "geolocation" },
    setting: "denied",
    browserContextId: targetInfo.browserContextId,
  });
}
