/** @jest-environment jsdom */
import { afterEach, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";

import { makeQueryClient } from "@/components/providers/query-provider";
import type { Contractor } from "@/lib/contractors/types";
import messages from "@/messages/en-US/booking.json";

type Values = Record<string, string | number>;

jest.mock("next-intl", () => ({
  useTranslations:
    (namespace: "ContractorFinder") =>
    (key: string, values: Values = {}) => {
      const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages[namespace]) as string;
      return text.replace(/\{(\w+), plural, one \{([^}]*)\} other \{([^}]*)\}\}|\{(\w+)\}/g, (_, plural, one, other, name) =>
        name ? String(values[name]) : (Number(values[plural]) === 1 ? one : other).replaceAll("#", String(values[plural])),
      );
    },
}));

let ContractorResults: typeof import("@/components/contractors/contractor-results").ContractorResults;
beforeAll(async () => {
  ({ ContractorResults } = await import("@/components/contractors/contractor-results"));
});

const contractor = (index: number): Contractor => ({
  place_id: `place-${index}`,
  name: `Contractor ${index}`,
  vicinity: `${index} Main St`,
  geometry: { location: { lat: 40.7, lng: -74 } },
  rating: 4.5,
  user_ratings_total: 10,
  distance: `${index}.0`,
  sample: false,
});

const reply = (body: unknown) =>
  ({ ok: true, status: 200, statusText: "", text: async () => JSON.stringify(body), json: async () => body }) as unknown as Response;
const originalFetch = global.fetch;
afterEach(() => {
  global.fetch = originalFetch;
});

function renderResults(results: Contractor[]) {
  global.fetch = jest.fn(async () => reply({ source: "directory", sample: false, results }));
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <ContractorResults categoryId="plumbing" trades="plumbers" location={{ lat: 40.71, lng: -74.0 }} />
    </QueryClientProvider>,
  );
}

describe("ContractorResults without a maps key", () => {
  it("with zero results shows the spec's no-results text and its alert", async () => {
    renderResults([]);
    expect(await screen.findByText("No qualified residential plumbers found within 50 miles. Try a different location.")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("No contractors found within 50 miles for this category. Try a different location.");
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("with many results lists the nearest ten, the same ten the map would mark", async () => {
    renderResults(Array.from({ length: 12 }, (_, index) => contractor(12 - index)));
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(10);
    expect(items[0].textContent).toContain("Contractor 1");
    expect(items[9].textContent).toContain("Contractor 10");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("with a few results lists them all and raises no alert", async () => {
    renderResults([contractor(2), contractor(1)]);
    expect(await screen.findAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByText(/No qualified residential/)).toBeNull();
  });
});
