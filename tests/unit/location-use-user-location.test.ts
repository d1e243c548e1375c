/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { act, renderHook } from "@testing-library/react";
import { HttpError } from "@/lib/http";
import type { IpLocation } from "@/lib/location/types";
import { useUserLocation, type UseUserLocationOptions } from "@/lib/location/use-user-location";

const NOW = new Date("2025-03-01T12:00:00Z").getTime();
const austin: IpLocation = { lat: 30.27, lng: -97.74, source: "ip", city: "Austin" };
const notAvailable = () => new HttpError(404, '{"message":"Approximate location is not available."}', "Not Found");

function memoryStorage() {
  const items = new Map<string, string>();
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

type Answer = (onSuccess: PositionCallback, onError: PositionErrorCallback) => void;
const here =
  (latitude: number, longitude: number): Answer =>
  (onSuccess) =>
    onSuccess({ coords: { latitude, longitude } } as GeolocationPosition);
const failWith =
  (code: number): Answer =>
  (_, onError) =>
    onError({ code, message: "" } as GeolocationPositionError);

/** A geolocation that answers each call with the next answer (the last one repeats), recording the options. */
function fakeGeolocation(...answers: Answer[]) {
  const getCurrentPosition = jest.fn<Geolocation["getCurrentPosition"]>((onSuccess, onError) => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0];
    answer(onSuccess, onError!);
  });
  return { getCurrentPosition, watchPosition: jest.fn(() => 0), clearWatch: jest.fn() };
}

async function flush(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function renderLocation(options: UseUserLocationOptions) {
  return renderHook((props: UseUserLocationOptions) => useUserLocation(props), { initialProps: options });
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => {
  jest.useRealTimers();
});

describe("useUserLocation: the page-level chain", () => {
  it("detects the location on mount", async () => {
    const fetchIpLocation = jest.fn(async () => austin);
    const { result } = renderLocation({ widgetActive: false, deps: { storage: memoryStorage(), geolocation: null, fetchIpLocation } });

    expect(result.current.status).toBe("detecting");
    await flush();

    expect(result.current).toMatchObject({ status: "ready", error: null, location: { lat: 30.27, source: "ip", label: "Austin" } });
  });

  it("reports the spec's text when no location is found, then re-detects every 5 minutes", async () => {
    const fetchIpLocation = jest.fn<() => Promise<IpLocation>>().mockRejectedValue(notAvailable());
    const { result } = renderLocation({ widgetActive: false, deps: { storage: memoryStorage(), geolocation: null, fetchIpLocation } });
    await flush();

    expect(result.current).toMatchObject({ status: "unavailable", location: null, error: "detectionFailed", geolocationError: "unsupported" });
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

  it("takes a manual location, caches it and stops detecting", async () => {
    const storage = memoryStorage();
    const fetchIpLocation = jest.fn<() => Promise<IpLocation>>().mockRejectedValue(new HttpError(502, "", "Bad Gateway"));
    const { result } = renderLocation({ widgetActive: false, deps: { storage, geolocation: null, fetchIpLocation } });
    await flush(500);

    act(() => result.current.setManualLocation({ lat: 41.85, lng: -87.65, label: "Chicago, IL" }));
    await flush(60_000);

    const expected = { lat: 41.85, lng: -87.65, label: "Chicago, IL", source: "manual", timestamp: NOW + 500 };
    expect(result.current).toMatchObject({ status: "ready", error: null, geolocationError: null, location: expected });
    expect(JSON.parse(storage.items.get("user_location")!)).toEqual(expected);
    // The detection under way was abandoned at its first back-off.
    expect(fetchIpLocation).toHaveBeenCalledTimes(1);
  });

  it("uses the cached manual location on the next visit", async () => {
    const storage = memoryStorage();
    const first = renderLocation({ widgetActive: false, deps: { storage, geolocation: null, fetchIpLocation: async () => austin } });
    act(() => first.result.current.setManualLocation({ lat: 41.85, lng: -87.65, label: "Chicago, IL" }));
    first.unmount();

    const fetchIpLocation = jest.fn(async () => austin);
    const { result } = renderLocation({ widgetActive: true, deps: { storage, geolocation: null, fetchIpLocation } });
    await flush();

    expect(result.current.location).toMatchObject({ source: "manual", label: "Chicago, IL" });
    expect(fetchIpLocation).not.toHaveBeenCalled();
  });
});

describe("useUserLocation: the map widget's own geolocation", () => {
  it("shows the chain's geolocation failure at once, while the IP lookup is still running", async () => {
    const fetchIpLocation = jest.fn(() => new Promise<IpLocation>(() => {}));
    const { result } = renderLocation({ widgetActive: false, deps: { storage: memoryStorage(), geolocation: fakeGeolocation(failWith(1)), fetchIpLocation } });
    await flush();
    expect(result.current).toMatchObject({ status: "detecting", geolocationError: "permissionDenied" });
  });

  it("tries 10 s high accuracy then 5 s low accuracy itself once it is shown, after the chain's reading failed", async () => {
    const geolocation = fakeGeolocation(failWith(3), failWith(3), here(42.36, -71.06));
    const storage = memoryStorage();
    const fetchIpLocation = jest.fn(async () => austin);
    const { result, rerender } = renderLocation({ widgetActive: false, deps: { storage, geolocation, fetchIpLocation } });
    await flush();
    expect(result.current).toMatchObject({ status: "ready", location: { source: "ip" }, geolocationError: "timeout" });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);

    rerender({ widgetActive: true, deps: { storage, geolocation, fetchIpLocation } });
    await flush();

    expect(geolocation.getCurrentPosition.mock.calls.map((call) => call[2])).toEqual([
      { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 },
      { enableHighAccuracy: false, timeout: 5000, maximumAge: 30_000 },
    ]);
    expect(result.current).toMatchObject({ location: { lat: 42.36, lng: -71.06, source: "geolocation" }, geolocationError: null });
    expect(JSON.parse(storage.items.get("user_location")!)).toMatchObject({ source: "geolocation", lat: 42.36 });
  });

  it.each([
    [1, "permissionDenied"],
    [2, "positionUnavailable"],
    [3, "timeout"],
    [9, "unknown"],
  ])("keeps the widget's own failure (code %i) as its section 8 text", async (code, key) => {
    const geolocation = fakeGeolocation(failWith(code));
    const { result } = renderLocation({
      widgetActive: true,
      deps: { storage: memoryStorage(), geolocation, fetchIpLocation: async () => Promise.reject(notAvailable()) },
    });
    await flush();
    expect(result.current).toMatchObject({ status: "unavailable", error: "detectionFailed", geolocationError: key, locating: false });
    // Permission denied is final; the others get the low-accuracy fallback.
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(code === 1 ? 2 : 3);
  });

  it("says when the browser has no geolocation", async () => {
    const { result } = renderLocation({
      widgetActive: true,
      deps: { storage: memoryStorage(), geolocation: null, fetchIpLocation: async () => Promise.reject(notAvailable()) },
    });
    await flush();
    expect(result.current.geolocationError).toBe("unsupported");
  });

  it("gives an unanswered permission prompt a deadline and calls it a timeout", async () => {
    const silent = { getCurrentPosition: jest.fn(), watchPosition: jest.fn(() => 0), clearWatch: jest.fn() };
    const { result } = renderLocation({
      widgetActive: true,
      deps: { storage: memoryStorage(), geolocation: silent, fetchIpLocation: async () => Promise.reject(notAvailable()) },
    });
    await flush(15_000);
    expect(result.current).toMatchObject({ status: "unavailable", geolocationError: "timeout", locating: true });
    await flush(20_000);
    expect(result.current).toMatchObject({ geolocationError: "timeout", locating: false });
  });

  it("allows three manual retries of the widget's reading, then the retry limit, with the location still retryable", async () => {
    const geolocation = fakeGeolocation(failWith(1));
    const fetchIpLocation = jest.fn(async () => austin);
    const { result } = renderLocation({ widgetActive: true, deps: { storage: memoryStorage(), geolocation, fetchIpLocation } });
    await flush();
    const callsAfterMount = geolocation.getCurrentPosition.mock.calls.length;
    expect(result.current).toMatchObject({ location: { source: "ip" }, geolocationError: "permissionDenied", retriesLeft: 3 });

    for (const left of [2, 1, 0]) {
      act(() => result.current.retry());
      expect(result.current.locating).toBe(true);
      await flush();
      expect(result.current).toMatchObject({ locating: false, retriesLeft: left, geolocationError: "permissionDenied", retryLimitReached: false });
    }
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(callsAfterMount + 3);

    act(() => result.current.retry());
    expect(result.current.retryLimitReached).toBe(true);
    await flush();
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(callsAfterMount + 3);
    // The IP location found on the way is kept.
    expect(result.current.location).toMatchObject({ source: "ip", label: "Austin" });
  });

  it("finds the location on a retry once the homeowner turned location on", async () => {
    const geolocation = fakeGeolocation(failWith(1), failWith(1), here(40.71, -74.0));
    const { result } = renderLocation({
      widgetActive: true,
      deps: { storage: memoryStorage(), geolocation, fetchIpLocation: async () => Promise.reject(notAvailable()) },
    });
    await flush();
    expect(result.current).toMatchObject({ status: "unavailable", geolocationError: "permissionDenied" });

    act(() => result.current.retry());
    await flush();
    expect(result.current).toMatchObject({ status: "ready", error: null, geolocationError: null, location: { lat: 40.71, source: "geolocation" } });
  });
});
