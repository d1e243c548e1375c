/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";

import { MAP_DEFAULT_CENTER } from "@/components/contractors/maps-key";
import type { Contractor } from "@/lib/contractors/types";
import messages from "@/messages/en-US/booking.json";

type Values = Record<string, string | number>;
type Props = Record<string, unknown> & { children?: ReactNode };

/** Just enough ICU for these messages ({name} and {count, plural, one {…} other {…}}); next-intl ships ESM only, which this Jest setup can't load. */
function formatMessage(message: string, values: Values = {}): string {
  return message.replace(/\{(\w+), plural, one \{([^}]*)\} other \{([^}]*)\}\}|\{(\w+)\}/g, (_, pluralName, one, other, name) => {
    if (name) return String(values[name]);
    const count = Number(values[pluralName]);
    return (count === 1 ? one : other).replaceAll("#", String(count));
  });
}

jest.mock("next-intl", () => ({
  useTranslations: (namespace: "ContractorFinder") => (key: string, values?: Values) =>
    formatMessage((messages[namespace] as unknown as Record<string, string>)[key], values),
}));

// Stand-ins for the Google SDK wrappers: they record their props and render plain elements the test can read.
const recorded: { provider?: Props; map?: Props; clusterer?: Props; algorithm?: Props; markers: unknown[] } = { markers: [] };
const fakeMap = { id: "map" };

jest.mock("@vis.gl/react-google-maps", () => ({
  ColorScheme: { DARK: "DARK", LIGHT: "LIGHT" },
  APIProvider: (props: Props) => {
    recorded.provider = props;
    return <>{props.children}</>;
  },
  Map: (props: Props) => {
    recorded.map = props;
    return <div data-testid="google-map">{props.children}</div>;
  },
  useMap: () => fakeMap,
  Pin: () => null,
  AdvancedMarker: ({ title, onClick, ref }: { title: string; onClick?: () => void; ref?: (marker: unknown) => void }) => {
    const marker = { title };
    if (typeof ref === "function") queueMicrotask(() => ref(marker));
    return (
      <button type="button" data-testid="marker" onClick={onClick}>
        {title}
      </button>
    );
  },
  InfoWindow: (props: Props) => (
    <div role="dialog" data-max-width={String(props.maxWidth)}>
      {props.headerContent as ReactNode}
      {props.children}
    </div>
  ),
}));

// A browser key, as a build would inline it; the default centre stays the module's own.
jest.mock("@/components/contractors/maps-key", () => ({
  ...jest.requireActual<typeof import("@/components/contractors/maps-key")>("@/components/contractors/maps-key"),
  MAPS_API_KEY: "browser-key",
}));

jest.mock("@googlemaps/markerclusterer", () => ({
  SuperClusterAlgorithm: class {
    constructor(options: Props) {
      recorded.algorithm = options;
    }
  },
  MarkerClusterer: class {
    constructor(options: Props) {
      recorded.clusterer = options;
    }
    addMarkers(markers: unknown[]) {
      recorded.markers = markers;
    }
    clearMarkers() {
      recorded.markers = [];
    }
    setMap() {}
  },
}));

let ContractorMap: typeof import("@/components/contractors/contractor-map").ContractorMap;
beforeAll(async () => {
  ({ ContractorMap } = await import("@/components/contractors/contractor-map"));
});

beforeEach(() => {
  recorded.provider = recorded.map = recorded.clusterer = recorded.algorithm = undefined;
  recorded.markers = [];
});

const contractors: Contractor[] = Array.from({ length: 12 }, (_, index) => ({
  place_id: `place-${index}`,
  name: `Contractor ${index}`,
  vicinity: `${index} Main St`,
  geometry: { location: { lat: 40.7 + index / 100, lng: -74 } },
  rating: 4.5,
  user_ratings_total: 10 + index,
  distance: `${index + 1}.2`,
  sample: true,
}));
const center = { lat: 40.7128, lng: -74.006 };

async function renderMap(user: { lat: number; lng: number } | null = center, shown = contractors) {
  const view = render(<ContractorMap apiKey="browser-key" center={user ?? MAP_DEFAULT_CENTER} user={user} contractors={shown} />);
  await act(async () => {});
  return view;
}

describe("ContractorMap", () => {
  it("loads places and geometry and draws a dark map at zoom 10 with only the zoom control", async () => {
    await renderMap();
    expect(recorded.provider).toMatchObject({ apiKey: "browser-key", libraries: ["places", "geometry"] });
    expect(recorded.map).toMatchObject({
      defaultCenter: center,
      defaultZoom: 10,
      colorScheme: "DARK",
      streetViewControl: false,
      mapTypeControl: false,
      fullscreenControl: false,
      zoomControl: true,
    });
    expect(screen.getByRole("region", { name: "Map of nearby contractors" })).toBeTruthy();
  });

  it("marks the homeowner and at most 10 contractors, clustered with radius 60 up to zoom 16", async () => {
    await renderMap();
    const titles = screen.getAllByTestId("marker").map((marker) => marker.textContent);
    expect(titles[0]).toBe("Your location");
    expect(titles.slice(1)).toEqual(contractors.slice(0, 10).map((contractor) => contractor.name));
    expect(recorded.clusterer).toMatchObject({ map: fakeMap });
    expect(recorded.algorithm).toEqual({ radius: 60, maxZoom: 16 });
    expect(recorded.markers).toHaveLength(10);
  });

  it("before the location is known, the results view centres the map on the spec's default (northeastern US), with no markers", async () => {
    // Driven through the component that chooses the centre (maps-key is mocked with a browser key, as a build inlines it).
    const { ContractorResults } = await import("@/components/contractors/contractor-results");
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queries}>
        <ContractorResults categoryId="hvac" trades="HVAC technicians" location={null} />
      </QueryClientProvider>,
    );
    await screen.findByTestId("google-map");
    expect(recorded.map).toMatchObject({ defaultCenter: { lat: 40.7128, lng: -74.006 }, defaultZoom: 10 });
    expect(screen.queryAllByTestId("marker")).toHaveLength(0);
  });

  it("marks the homeowner even when no contractor was found", async () => {
    const chicago = { lat: 41.85, lng: -87.65 };
    await renderMap(chicago, []);
    expect(recorded.map).toMatchObject({ defaultCenter: chicago });
    expect(screen.getAllByTestId("marker").map((marker) => marker.textContent)).toEqual(["Your location"]);
  });

  it("opens a popup of at most 350 px with name, address, rating and distance on marker click", async () => {
    await renderMap();
    fireEvent.click(screen.getByRole("button", { name: "Contractor 2" }));
    const popup = screen.getByRole("dialog");
    expect(popup.dataset.maxWidth).toBe("350");
    expect(popup.textContent).toContain("Contractor 2");
    expect(popup.textContent).toContain("2 Main St");
    expect(popup.textContent).toContain("4.5 (12 reviews)");
    expect(popup.textContent).toContain("3.2 miles away");
  });

  it("says the maps could not load when the script fails", async () => {
    await renderMap();
    act(() => (recorded.provider?.onError as (error: unknown) => void)(new Error("offline")));
    expect(screen.getByRole("alert").textContent).toBe("Failed to load Google Maps. Please check your internet connection.");
    expect(screen.queryByTestId("google-map")).toBeNull();
  });

  it("asks to authorise the site's address when Google rejects the key for this referrer", async () => {
    await renderMap();
    act(() => window.gm_authFailure?.());
    expect(screen.getByRole("alert").textContent).toContain("this website (http://localhost) is not authorized");
    expect(screen.getByRole("alert").textContent).toContain("Google Cloud console");
  });
});
