import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { HttpError } from "@/lib/http";
import { detectLocation, fetchIpLocation, LOCATION_CACHE_MS, type DetectLocationDeps } from "@/lib/location/detect";
import type { CachedLocation, IpLocation } from "@/lib/location/types";

const NOW = new Date("2025-03-01T12:00:00Z").getTime();
const KEY = "user_location";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: jest.fn((key: string) => items.get(key) ?? null),
    setItem: jest.fn((key: string, value: string) => void items.set(key, value)),
  };
}

type PositionCallback = Parameters<Geolocation["getCurrentPosition"]>[0];
type ErrorCallback = NonNullable<Parameters<Geolocation["getCurrentPosition"]>[1]>;

function fakeGeolocation(answer: (onSuccess: PositionCallback, onError: ErrorCallback) => void) {
  const getCurrentPosition = jest.fn<Geolocation["getCurrentPosition"]>((onSuccess, onError) => answer(onSuccess, onError!));
  return { getCurrentPosition, watchPosition: jest.fn(() => 0), clearWatch: jest.fn() };
}

const position = (latitude: number, longitude: number) => ({ coords: { latitude, longitude } }) as GeolocationPosition;
const positionError = (code: number) => ({ code, message: "" }) as GeolocationPositionError;
const found = (lat: number, lng: number): DetectLocationDeps["geolocation"] => fakeGeolocation((onSuccess) => onSuccess(position(lat, lng)));
const failing = (code = 1) => fakeGeolocation((_, onError) => onError(positionError(code)));
const cached = (location: Partial<CachedLocation>) => memoryStorage({ [KEY]: JSON.stringify(location) });
const austin: IpLocation = { lat: 30.27, lng: -97.74, source: "ip", city: "Austin" };

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("detectLocation", () => {
  it("uses a cached location younger than 30 minutes without asking the browser", async () => {
    const entry = { lat: 40.7, lng: -74, source: "geolocation" as const, timestamp: NOW - LOCATION_CACHE_MS + 60_000 };
    const geolocation = found(1, 1);
    const fetchIp = jest.fn<() => Promise<IpLocation>>();

    const result = await detectLocation({ storage: cached(entry), geolocation, fetchIpLocation: fetchIp });

    expect(result).toEqual({ location: entry, error: null });
    expect(geolocation?.getCurrentPosition).not.toHaveBeenCalled();
    expect(fetchIp).not.toHaveBeenCalled();
  });

  it("ignores a cached location older than 30 minutes", async () => {
    const storage = cached({ lat: 40.7, lng: -74, source: "ip", timestamp: NOW - LOCATION_CACHE_MS - 1 });

    const result = await detectLocation({ storage, geolocation: found(47.6, -122.3) });

    expect(result.location).toMatchObject({ lat: 47.6, lng: -122.3, source: "geolocation" });
  });

  it("ignores a cache entry stamped in the future", async () => {
    const storage = cached({ lat: 40.7, lng: -74, source: "ip", timestamp: NOW + 60_000 });

    const result = await detectLocation({ storage, geolocation: found(47.6, -122.3) });

    expect(result.location?.source).toBe("geolocation");
  });

  it.each([
    ["not JSON", "{oops"],
    ["the wrong shape", JSON.stringify({ lat: "40.7", lng: -74, source: "ip", timestamp: NOW })],
    ["an unknown source", JSON.stringify({ lat: 40.7, lng: -74, source: "gps", timestamp: NOW })],
    ["coordinates out of range", JSON.stringify({ lat: 140, lng: -74, source: "ip", timestamp: NOW })],
  ])("ignores a corrupt cache entry (%s) and overwrites it", async (_, raw) => {
    const storage = memoryStorage({ [KEY]: raw });

    const result = await detectLocation({ storage, geolocation: found(47.6, -122.3) });

    expect(result.location?.source).toBe("geolocation");
    expect(JSON.parse(storage.items.get(KEY)!)).toMatchObject({ lat: 47.6, source: "geolocation" });
  });

  it("asks for a fresh high-accuracy reading with a 5 s timeout and caches it", async () => {
    const storage = memoryStorage();
    const geolocation = found(47.6, -122.3);

    const result = await detectLocation({ storage, geolocation });

    expect(geolocation?.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 5000,
      maximumAge: 0,
    });
    const expected = { lat: 47.6, lng: -122.3, source: "geolocation", timestamp: NOW };
    expect(result).toEqual({ location: expected, error: null });
    expect(JSON.parse(storage.items.get(KEY)!)).toEqual(expected);
  });

  it("falls back to the IP lookup when geolocation fails, and caches that with the city as label", async () => {
    const storage = memoryStorage();
    const fetchIp = jest.fn(async () => austin);

    const result = await detectLocation({ storage, geolocation: failing(1), fetchIpLocation: fetchIp });

    const expected = { lat: 30.27, lng: -97.74, source: "ip", label: "Austin", timestamp: NOW };
    expect(result).toEqual({ location: expected, error: null });
    expect(JSON.parse(storage.items.get(KEY)!)).toEqual(expected);
  });

  it("reports the geolocation failure before the IP fallback has answered", async () => {
    const seen: unknown[] = [];
    let answerIp: (location: IpLocation) => void = () => {};
    const fetchIp = jest.fn(() => new Promise<IpLocation>((resolve) => (answerIp = resolve)));

    const detection = detectLocation({
      storage: memoryStorage(),
      geolocation: failing(2),
      fetchIpLocation: fetchIp,
      onGeolocationError: (error) => seen.push(error),
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([{ code: 2, message: "" }]);
    expect(fetchIp).toHaveBeenCalledTimes(1);

    answerIp(austin);
    await expect(detection).resolves.toMatchObject({ location: { source: "ip" } });
  });

  it("goes straight to the IP lookup when the browser has no geolocation", async () => {
    const fetchIp = jest.fn(async () => austin);

    const result = await detectLocation({ storage: memoryStorage(), geolocation: null, fetchIpLocation: fetchIp });

    expect(result.location?.source).toBe("ip");
    expect(fetchIp).toHaveBeenCalledTimes(1);
  });

  it("retries the IP lookup after 1 s, 2 s and 4 s, then gives up with no location and the last error", async () => {
    const storage = memoryStorage();
    const errors = [1, 2, 3, 4].map((n) => new HttpError(502, `{"message":"attempt ${n}"}`, "Bad Gateway"));
    const fetchIp = jest.fn<() => Promise<IpLocation>>();
    for (const error of errors) fetchIp.mockRejectedValueOnce(error);

    const detection = detectLocation({ storage, geolocation: failing(2), fetchIpLocation: fetchIp });

    await jest.advanceTimersByTimeAsync(0);
    expect(fetchIp).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(fetchIp).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchIp).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1999);
    expect(fetchIp).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchIp).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(3999);
    expect(fetchIp).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchIp).toHaveBeenCalledTimes(4);

    await expect(detection).resolves.toEqual({ location: null, error: errors[3] });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetchIp).toHaveBeenCalledTimes(4);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it("succeeds on a later retry", async () => {
    const fetchIp = jest.fn<() => Promise<IpLocation>>().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(austin);

    const detection = detectLocation({ storage: memoryStorage(), geolocation: null, fetchIpLocation: fetchIp });
    await jest.advanceTimersByTimeAsync(1000);

    await expect(detection).resolves.toMatchObject({ location: { source: "ip", timestamp: NOW + 1000 } });
  });

  it("does not retry when the server says no approximate location exists (404)", async () => {
    const notAvailable = new HttpError(404, '{"message":"Approximate location is not available."}', "Not Found");
    const fetchIp = jest.fn<() => Promise<IpLocation>>().mockRejectedValue(notAvailable);

    const result = await detectLocation({ storage: memoryStorage(), geolocation: failing(1), fetchIpLocation: fetchIp });

    expect(result).toEqual({ location: null, error: notAvailable });
    expect(fetchIp).toHaveBeenCalledTimes(1);
  });

  it("falls back to the IP lookup when the permission prompt is never answered", async () => {
    const fetchIp = jest.fn(async () => austin);
    const unanswered = fakeGeolocation(() => undefined);

    const detection = detectLocation({ storage: memoryStorage(), geolocation: unanswered, fetchIpLocation: fetchIp });
    await jest.advanceTimersByTimeAsync(14_999);
    expect(fetchIp).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);

    await expect(detection).resolves.toMatchObject({ location: { source: "ip" } });
  });

  it("stops during the back-off when aborted", async () => {
    const controller = new AbortController();
    const fetchIp = jest.fn<() => Promise<IpLocation>>().mockRejectedValue(new HttpError(503, "", "Service Unavailable"));

    const detection = detectLocation({ storage: memoryStorage(), geolocation: null, fetchIpLocation: fetchIp, signal: controller.signal });
    const settled = expect(detection).rejects.toMatchObject({ name: "AbortError" });
    await jest.advanceTimersByTimeAsync(500);
    controller.abort();
    await settled;
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetchIp).toHaveBeenCalledTimes(1);
  });

  it("survives a storage that throws", async () => {
    const storage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };

    const result = await detectLocation({ storage, geolocation: found(47.6, -122.3) });

    expect(result.location).toMatchObject({ lat: 47.6, source: "geolocation" });
  });
});

describe("fetchIpLocation", () => {
  it("reads GET /api/geo", async () => {
    const fetchSpy = jest.spyOn(globalThis, "fetch").mockResolvedValue(Response.json(austin));

    await expect(fetchIpLocation()).resolves.toEqual(austin);
    expect(fetchSpy).toHaveBeenCalledWith("/api/geo", expect.objectContaining({ credentials: "include" }));
  });

  it("turns an error reply into the spec's '<status>: <body>' error", async () => {
    jest.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ message: "nope" }, { status: 502 }));

    await expect(fetchIpLocation()).rejects.toThrow('502: {"message":"nope"}');
  });

  it("rejects a reply without usable coordinates", async () => {
    jest.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ lat: "x", lng: 1, source: "ip" }));

    await expect(fetchIpLocation()).rejects.toThrow();
  });
});
