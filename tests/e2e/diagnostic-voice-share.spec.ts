import { expect, test } from "@playwright/test";

import { DiagnosticPage } from "./pages/diagnostic";
import {
  recordDialogs,
  removeSpeechRecognition,
  spokenUtterances,
  stubClipboard,
  stubNavigatorShare,
  stubSpeechRecognition,
  stubSpeechSynthesis,
} from "./support/browser-stubs";

test.describe("voice narration", () => {
  test("reads new assistant messages with a male voice at rate 0.92 and pitch 0.9, and stops when switched off", async ({ page }) => {
    await stubSpeechSynthesis(page, ["Samantha", "Google UK English Male"]);
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.openProblem("electrical", "circuit-breaker-trips");
    await expect(diagnostic.voiceToggle).toHaveAttribute("aria-pressed", "false");

    await diagnostic.voiceToggle.click();
    await expect(diagnostic.voiceToggle).toHaveAttribute("aria-pressed", "true");
    await diagnostic.chooseDiy();
    await expect.poll(() => spokenUtterances(page)).toHaveLength(1);
    // Only the new message was read: turning narration on does not read out what was already on screen
    // (that would have been spoken first, at the toggle).
    const [utterance] = await spokenUtterances(page);
    expect(utterance).toMatchObject({ rate: 0.92, pitch: 0.9, voice: "Google UK English Male" });
    expect(utterance.text).toContain("Before you start, please read this safety notice.");

    await diagnostic.voiceToggle.click();
    await expect(diagnostic.voiceToggle).toHaveAttribute("aria-pressed", "false");
    expect(await page.evaluate(() => (window as unknown as { __cancelled: number }).__cancelled)).toBeGreaterThan(0);
    // acceptDisclaimer waits for the guide, which renders with the new assistant message narration would read.
    await diagnostic.acceptDisclaimer();
    expect(await spokenUtterances(page)).toHaveLength(1);
  });

  test("uses rate 0.98 and pitch 1.05 when only a softer female voice is available", async ({ page }) => {
    await stubSpeechSynthesis(page, ["Samantha"]);
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.openProblem("plumbing", "running-toilet");
    await diagnostic.voiceToggle.click();
    await diagnostic.chooseDiy();
    await expect.poll(() => spokenUtterances(page)).toHaveLength(1);
    expect((await spokenUtterances(page))[0]).toMatchObject({ rate: 0.98, pitch: 1.05, voice: "Samantha" });
  });

  test("the toggle explains itself in a tooltip", async ({ page }) => {
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.openProblem("hvac", "no-heat");
    await diagnostic.voiceToggle.hover();
    await expect(page.getByRole("tooltip")).toHaveText("Turn on voice narration");
  });
});

test.describe("voice input", () => {
  test("says 'Speech recognition not supported' where the browser has none", async ({ page }) => {
    await removeSpeechRecognition(page);
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.openProblem("electrical", "circuit-breaker-trips");
    await diagnostic.voiceInputButton.click();
    await expect(page.getByRole("alert").filter({ hasText: "Speech recognition not supported" })).toBeVisible();
  });

  test("puts what was heard (US English, single-shot) into the message box", async ({ page }) => {
    await stubSpeechRecognition(page, "my breaker keeps tripping");
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.goto("/diagnostic/electrical");
    await diagnostic.voiceInputButton.click();
    await expect(diagnostic.input).toHaveValue("my breaker keeps tripping");
    expect(await page.evaluate(() => (window as unknown as { __recognition: unknown }).__recognition)).toEqual({
      lang: "en-US",
      continuous: false,
      interimResults: false,
    });
  });
});

test.describe("share", () => {
  test("uses the system share sheet with the page's title and address", async ({ page }) => {
    await stubNavigatorShare(page, "share");
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.openProblem("plumbing", "frozen-pipes");
    await diagnostic.shareButton.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared?: unknown }).__shared))
      .toEqual({
        title: "Frozen Pipes - Plumbing Diagnosis and Repair | FixPilot",
        url: page.url(),
      });
  });

  test("copies the link and says 'Link copied to clipboard' without a share sheet", async ({ page }) => {
    await stubNavigatorShare(page, "absent");
    await stubClipboard(page);
    const dialogs = recordDialogs(page);
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.goto("/diagnostic/plumbing");
    await diagnostic.shareButton.click();
    await expect.poll(() => dialogs).toEqual(["Link copied to clipboard"]);
    expect(await page.evaluate(() => (window as unknown as { __copied?: string }).__copied)).toBe(page.url());
  });

  test("stays quiet when the user cancels the share sheet", async ({ page }) => {
    await stubNavigatorShare(page, "cancel");
    await stubClipboard(page);
    const dialogs = recordDialogs(page);
    const diagnostic = new DiagnosticPage(page);
    await diagnostic.goto("/diagnostic/hvac");
    await diagnostic.shareButton.click();
    // Settled: the share sheet was asked and its cancellation handled (the stub counts the call, then rejects).
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shareCalls?: number }).__shareCalls)).toBe(1);
    await expect(diagnostic.shareButton).toBeEnabled();
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __copied?: string }).__copied)).toBeUndefined();
  });
});
