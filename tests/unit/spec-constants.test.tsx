/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { render, screen } from "@testing-library/react";

import messages from "@/messages/en-US/booking.json";

jest.mock("next-intl", () => ({
  useTranslations: (namespace: "ContractorFinder") => (key: string) =>
    key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages[namespace]) as string,
}));

describe("the contractor search's stage labels (spec section 9)", () => {
  it.each([
    ["initializing", 0, "Initializing search..."],
    ["scanning", 20, "Scanning area..."],
    ["analyzing", 50, "Analyzing contractors..."],
    ["complete", 100, "Analysis complete"],
  ] as const)("%s shows %i%% and '%s'", async (stage, progress, label) => {
    const { SearchProgress } = await import("@/components/contractors/search-progress");
    const { STAGE_PROGRESS } = await import("@/components/contractors/use-contractor-search");
    expect(STAGE_PROGRESS[stage]).toBe(progress);
    render(<SearchProgress stage={stage} progress={STAGE_PROGRESS[stage]} />);
    expect(screen.getByRole("status").textContent).toBe(label);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuetext")).toBe(`${progress}%, ${label}`);
  });

  it("shows no stage once the search failed", async () => {
    const { SearchProgress } = await import("@/components/contractors/search-progress");
    render(<SearchProgress stage="failed" progress={0} />);
    expect(screen.getByRole("status").textContent).toBe("");
  });
});

describe("the data client's defaults (spec section 9)", () => {
  it("never refetches on focus, never polls, never goes stale and never retries", async () => {
    const { makeQueryClient } = await import("@/components/providers/query-provider");
    const defaults = makeQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it("lets the video query alone retry once and cache for 5 minutes", async () => {
    const { videoQueryOptions } = await import("@/components/videos/video-query");
    expect(videoQueryOptions("HVAC No Heat")).toMatchObject({ retry: 1, staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false });
  });
});

describe("'Failed to fetch videos' (spec section 8)", () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it("is the error when the video search cannot be reached", async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError("network down");
    });
    const { fetchTutorialVideos } = await import("@/components/videos/video-query");
    await expect(fetchTutorialVideos("HVAC No Heat")).rejects.toThrow("Failed to fetch videos");
  });

  it("is the error when the reply is not a list of videos", async () => {
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, headers: new Headers(), json: async () => ({ items: [] }) }) as unknown as Response);
    const { fetchTutorialVideos } = await import("@/components/videos/video-query");
    await expect(fetchTutorialVideos("HVAC No Heat")).rejects.toThrow("Failed to fetch videos");
  });
});
