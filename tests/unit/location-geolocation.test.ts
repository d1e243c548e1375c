import { describe, expect, it, jest } from "@jest/globals";
import { GeolocationUnsupportedError, geolocationErrorKey, getBrowserPosition, getMapWidgetPosition } from "@/lib/location/detect";
import { withDeadline } from "@/lib/location/geolocation";
import catalogue from "@/messages/en-US/location.json";

const texts = catalogue.Location.errors;
/** The text the panel shows for a failure. */
const geolocationErrorMessage = (error: unknown) => texts[geolocationErrorKey(error)];

type Answer = (onSuccess: PositionCallback, onError: PositionErrorCallback, options?: PositionOptions) => void;

function fakeGeolocation(...answers: Answer[]) {
  const getCurrentPosition = jest.fn<Geolocation["getCurrentPosition"]>((onSuccess, onError, options) => answers.shift()!(onSuccess, onError!, options));
  return { getCurrentPosition, watchPosition: jest.fn(() => 0), clearWatch: jest.fn() };
}

const here = { coords: { latitude: 42.36, longitude: -71.06 } } as GeolocationPosition;
const succeed: Answer = (onSuccess) => onSuccess(here);
const failWith =
  (code: number): Answer =>
  (_, onError) =>
    onError({ code, message: "" } as GeolocationPositionError);

describe("geolocationErrorMessage", () => {
  it("says location access is off when permission is denied, with the iPhone and Android steps to turn it on", () => {
    expect(geolocationErrorKey({ code: 1, message: "" })).toBe("permissionDenied");
    expect(geolocationErrorMessage({ code: 1, message: "User denied Geolocation" })).toBe("Location access is turned off.");
    // Shown under it in a disclosure (components/location/location-panel.tsx).
    const steps = catalogue.Location.permissionSteps;
    expect(steps.iphone).toBe("On iPhone, open Settings > Privacy & Security > Location Services and allow your browser.");
    expect(steps.android).toBe("On Android, open Settings > Location > App permissions and allow your browser.");
  });

  it.each([
    [2, "Unable to detect your location. Please check if location services are enabled on your device."],
    [3, "Location request timed out. Please check your internet connection and try again."],
    [99, "Unable to find your location. Please try again or enter your location manually."],
  ])("maps code %i to the spec's text", (code, text) => {
    expect(geolocationErrorMessage({ code, message: "" })).toBe(text);
  });

  it("uses the generic text for anything that is not a geolocation error", () => {
    expect(geolocationErrorMessage(new Error("boom"))).toBe("Unable to find your location. Please try again or enter your location manually.");
    expect(geolocationErrorMessage(undefined)).toBe("Unable to find your location. Please try again or enter your location manually.");
  });

  it("says when the browser has no geolocation", () => {
    expect(geolocationErrorMessage(new GeolocationUnsupportedError())).toBe("Geolocation is not supported by your browser");
  });
});

describe("getBrowserPosition", () => {
  it("passes the options through and resolves with the position", async () => {
    const geolocation = fakeGeolocation(succeed);
    await expect(getBrowserPosition({ timeout: 1234 }, geolocation)).resolves.toBe(here);
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), { timeout: 1234 });
  });

  it("rejects with the browser's error", async () => {
    await expect(getBrowserPosition({}, fakeGeolocation(failWith(3)))).rejects.toMatchObject({ code: 3 });
  });

  it("rejects with GeolocationUnsupportedError without geolocation", async () => {
    await expect(getBrowserPosition({}, null)).rejects.toBeInstanceOf(GeolocationUnsupportedError);
  });
});

describe("getMapWidgetPosition", () => {
  it("tries 10 s at high accuracy, then 5 s at low accuracy, accepting readings up to 30 s old", async () => {
    const geolocation = fakeGeolocation(failWith(3), succeed);

    await expect(getMapWidgetPosition(geolocation)).resolves.toBe(here);
    const options = geolocation.getCurrentPosition.mock.calls.map((call) => call[2]);
    expect(options).toEqual([
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 },
      { enableHighAccuracy: false, timeout: 5000, maximumAge: 30_000 },
    ]);
  });

  it("does not ask again after the homeowner denied permission", async () => {
    const geolocation = fakeGeolocation(failWith(1), succeed);

    await expect(getMapWidgetPosition(geolocation)).rejects.toMatchObject({ code: 1 });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it("reports the low-accuracy failure when both fail", async () => {
    const error = await getMapWidgetPosition(fakeGeolocation(failWith(3), failWith(2))).catch((reason: unknown) => reason);
    expect(geolocationErrorMessage(error)).toBe("Unable to detect your location. Please check if location services are enabled on your device.");
  });

  it("keeps the timeout text for a timed-out reading", async () => {
    const error = await getBrowserPosition({}, fakeGeolocation(failWith(3))).catch((reason: unknown) => reason);
    expect(geolocationErrorMessage(error)).toBe("Location request timed out. Please check your internet connection and try again.");
  });
});

describe("withDeadline", () => {
  it("counts an unanswered permission prompt as a timeout", async () => {
    jest.useFakeTimers();
    try {
      const never = new Promise<GeolocationPosition>(() => {});
      const answer = withDeadline(never, 20_000).catch((reason: unknown) => reason);
      await jest.advanceTimersByTimeAsync(20_000);
      expect(geolocationErrorKey(await answer)).toBe("timeout");
    } finally {
      jest.useRealTimers();
    }
  });

  it("passes an answer in time through", async () => {
    await expect(withDeadline(Promise.resolve(here), 1000)).resolves.toBe(here);
  });
});
