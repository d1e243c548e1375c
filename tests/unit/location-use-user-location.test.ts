/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { act, renderHook } from "@testing-library/react";
import { HttpError } from "@/lib/http";
import {
  LOCATION_DETECTION_FAILED_MESSAGE,
  MAX_RETRIES_REACHED_MESSAGE,
} from "@/lib/location/messages";
import type { IpLocation } from "@/lib/location/types";
import { useUserLocation } from "@/lib/location/use-user-location";

const NOW = new Date("2025-03-01T12:00:00Z").getTime();
const austin: IpLocation = { lat: 30.27, lng: -97.74, source: "ip", city: "Austin" };
const notAvailable = () => new HttpError(404, '{"message":"Approximate location is not available."}', "Not Found");

function memoryStorage() {
  const items = new Map<string, string>();
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

async function flush(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => {
  jest.useRealTimers();
});

describe("useUserLocation", () => {
  it("detects the location on mount", async () => {
    const fetchIpLocation = jest.fn(async () => austin);
    const { result } = renderHook(() => useUserLocation({ storage: memoryStorage(), geolocation: null, fetchIpLocation }));

    expect(result.current.status).toBe("detecting");
    await flush();

    expect(result.current).toMatchObject({ status: "ready", error: null, location: { lat: 30.27, source: "ip", label: "Austin" } });
  });

  it("reports the spec's text when no location is found, then re-detects every 5 minutes", async () => {
    const fetchIpLocation = jest.fn<() => Promise<IpLocation>>().mockRejectedValue(notAvailable());
    const { result } = renderHook(() => useUserLocation({ storage: memoryStorage(), geolocation: null, fetchIpLocation }));
    await flush();

    expect(result.current).toMatchObject({ status: "unavailable", location: null, error: LOCATION_DETECTION_FAILED_MESSAGE });
    expect(fetchIpLocation).toHaveBeenCalledTimes(1);

    await flush(5 * 60 * 1000 - 1);
    expect(fetchIpLocation).toHaveBeenCalledTimes(1);
    await flush(1);
    expect(fetchIpLocation).toHaveBeenCalledTimes(2);
    // A background attempt does not flip the page back to "detecting".
    expect(result.current.status).toBe("unavailable");

    fetchIpLocation.mockResolvedValue(austin);
    await flush(5 * 60 * 1000);
    expect(result.current.status).toBe("ready");

    await flush(30 * 60 * 1000);
    expect(fetchIpLocation).toHaveBeenCalledTimes(3);
  });

  it("allows three manual retries, then shows the retry limit text", async () => {
    const fetchIpLocation = jest.fn<() => Promise<IpLocation>>().mockRejectedValue(notAvailable());
    const { result } = renderHook(() => useUserLocation({ storage: memoryStorage(), geolocation: null, fetchIpLocation }));
    await flush();

    for (const left of [2, 1, 0]) {
      act(() => result.current.retry());
      expect(result.current.status).toBe("detecting");
      await flush();
      expect(result.current).toMatchObject({ status: "unavailable", retriesLeft: left });
    }
    expect(fetchIpLocation).toHaveBeenCalledTimes(4);

    act(() => result.current.retry());
    expect(result.current.error).toBe(MAX_RETRIES_REACHED_MESSAGE);
    expect(fetchIpLocation).toHaveBeenCalledTimes(4);
  });

  it("takes a manual location, caches it and stops detecting", async () => {
    const storage = memoryStorage();
    const fetchIpLocation = jest.fn<() => Promise<IpLocation>>().mockRejectedValue(new HttpError(502, "", "Bad Gateway"));
    const { result } = renderHook(() => useUserLocation({ storage, geolocation: null, fetchIpLocation }));
    await flush(500);

    act(() => result.current.setManualLocation({ lat: 41.85, lng: -87.65, label: "Chicago, IL" }));
    await flush(60_000);

    const expected = { lat: 41.85, lng: -87.65, label: "Chicago, IL", source: "manual", timestamp: NOW + 500 };
    expect(result.current).toMatchObject({ status: "ready", error: null, location: expected });
    expect(JSON.parse(storage.items.get("user_location")!)).toEqual(expected);
    // The detection under way was abandoned at its first back-off.
    expect(fetchIpLocation).toHaveBeenCalledTimes(1);
  });

  it("uses the cached manual location on the next visit", async () => {
    const storage = memoryStorage();
    const first = renderHook(() => useUserLocation({ storage, geolocation: null, fetchIpLocation: async () => austin }));
    act(() => first.result.current.setManualLocation({ lat: 41.85, lng: -87.65, label: "Chicago, IL" }));
    first.unmount();

    const fetchIpLocation = jest.fn(async () => austin);
    const { result } = renderHook(() => useUserLocation({ storage, geolocation: null, fetchIpLocation }));
    await flush();

    expect(result.current.location).toMatchObject({ source: "manual", label: "Chicago, IL" });
    expect(fetchIpLocation).not.toHaveBeenCalled();
  });
});
