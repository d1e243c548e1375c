/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";

import { contractorSearchUrl, sortByDistance, STAGE_PROGRESS, useContractorSearch } from "@/components/contractors/use-contractor-search";
import { makeQueryClient } from "@/components/providers/query-provider";
import type { Contractor } from "@/lib/contractors/types";

const contractor = (name: string, distance: string): Contractor => ({
  place_id: name,
  name,
  vicinity: "1 Main St",
  geometry: { location: { lat: 40.7, lng: -74 } },
  rating: 4.5,
  user_ratings_total: 10,
  distance,
  sample: true,
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={makeQueryClient()}>{children}</QueryClientProvider>;
}

// jsdom has no Response class; the hook only reads these members.
const reply = (status: number, body: string) =>
  ({ ok: status < 400, status, statusText: "", text: async () => body, json: async () => JSON.parse(body) }) as unknown as Response;

const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

describe("contractor search helpers", () => {
  it("asks the API for the category around the location", () => {
    expect(contractorSearchUrl("hvac", 40.7128, -74.006)).toBe("/api/contractors?category=hvac&lat=40.7128&lng=-74.006");
  });

  it("orders results by distance, numerically", () => {
    const ordered = sortByDistance([contractor("far", "12.0"), contractor("near", "2.5"), contractor("mid", "9.9")]);
    expect(ordered.map((item) => item.name)).toEqual(["near", "mid", "far"]);
  });

  it("maps the spec's stages to progress", () => {
    expect(STAGE_PROGRESS).toEqual({ initializing: 0, scanning: 20, analyzing: 50, complete: 100, failed: 0 });
  });
});

describe("useContractorSearch", () => {
  it("completes at 100% with the results nearest first", async () => {
    const body = { source: "directory", sample: true, results: [contractor("far", "8.1"), contractor("near", "1.2")] };
    global.fetch = jest.fn(async () => reply(200, JSON.stringify(body)));
    const { result } = renderHook(() => useContractorSearch("plumbing", { lat: 40.7, lng: -74 }), { wrapper });
    await waitFor(() => expect(result.current.stage).toBe("complete"));
    expect(result.current.progress).toBe(100);
    expect(result.current.data?.results.map((item) => item.name)).toEqual(["near", "far"]);
    expect(result.current.failure).toBeNull();
  });

  it("drops to 0 with the search failure when the server answers an error", async () => {
    global.fetch = jest.fn(async () => reply(502, '{"message":"upstream"}'));
    const { result } = renderHook(() => useContractorSearch("hvac", { lat: 40.7, lng: -74 }), { wrapper });
    await waitFor(() => expect(result.current.stage).toBe("failed"));
    expect(result.current).toMatchObject({ progress: 0, failure: "search" });
  });

  it("reports the service failure when the search cannot be reached", async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const { result } = renderHook(() => useContractorSearch("hvac", { lat: 40.7, lng: -74 }), { wrapper });
    await waitFor(() => expect(result.current.stage).toBe("failed"));
    expect(result.current).toMatchObject({ progress: 0, failure: "service" });
  });

  it("does not search before a location is known, and searches there once it is", async () => {
    global.fetch = jest.fn(async () => reply(200, '{"results":[]}'));
    const { result, rerender } = renderHook(({ location }: { location: { lat: number; lng: number } | null }) => useContractorSearch("hvac", location), {
      wrapper,
      initialProps: { location: null as { lat: number; lng: number } | null },
    });
    expect(result.current).toMatchObject({ stage: "initializing", progress: 0, failure: null });
    // The location arrives: the first and only search is for it, so none was made without one.
    rerender({ location: { lat: 41.85, lng: -87.65 } });
    await waitFor(() => expect(result.current.stage).toBe("complete"));
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(String((global.fetch as jest.Mock).mock.calls[0][0])).toContain("lat=41.85");
  });

  it("cancels a search still under way when a new location arrives", async () => {
    const signals: AbortSignal[] = [];
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      signals.push(init!.signal!);
      if (String(input).includes("lat=40.7")) {
        // The first search hangs until it is aborted.
        return new Promise<Response>((_, reject) => init!.signal!.addEventListener("abort", () => reject(init!.signal!.reason)));
      }
      return reply(200, JSON.stringify({ source: "directory", sample: false, results: [contractor("chicago", "1.0")] }));
    });

    const { result, rerender } = renderHook(({ location }) => useContractorSearch("hvac", location), {
      wrapper,
      initialProps: { location: { lat: 40.7, lng: -74 } },
    });
    await waitFor(() => expect(result.current.stage).toBe("scanning"));

    rerender({ location: { lat: 41.85, lng: -87.65 } });
    await waitFor(() => expect(result.current.stage).toBe("complete"));
    expect(signals[0].aborted).toBe(true);
    expect(signals[1].aborted).toBe(false);
    expect(result.current.data?.results.map((item) => item.name)).toEqual(["chicago"]);
  });
});
