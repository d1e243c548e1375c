/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from "@jest/globals";
import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { createTranslator } from "use-intl/core";

import { allProblems } from "@/lib/catalog";
import { problemPath } from "@/lib/catalog/paths";
import { getProblemCost } from "@/lib/costs";
import { formatMonth } from "@/lib/costs/format";
import english from "@/messages/en-US";
import spanish from "@/messages/es-US";
import type { AppLocale } from "@/i18n/locales";

// The request's locale and translator (next-intl/server), switched per test as the page's language would be.
let requestLocale: AppLocale = "es-US";
jest.mock("next-intl/server", () => ({
  getLocale: async () => requestLocale,
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: requestLocale, messages: (requestLocale === "en-US" ? english : spanish) as never, namespace: namespace as never }),
}));

// Imported after the mock is registered: this Jest setup does not hoist jest.mock above imports.
let GuideSources: typeof import("@/components/guide/guide-sources").GuideSources;
let CostFootnote: typeof import("@/components/costs/cost-section").CostFootnote;
let UpgradeCostDetails: typeof import("@/components/upgrade/upgrade-cost").UpgradeCostDetails;
let GuidePartsCost: typeof import("@/components/costs/guide-parts-cost").GuidePartsCost;
let Link: typeof import("@/i18n/link").Link;
beforeAll(async () => {
  ({ Link } = await import("@/i18n/link"));
  ({ GuidePartsCost } = await import("@/components/costs/guide-parts-cost"));
  ({ GuideSources } = await import("@/components/guide/guide-sources"));
  ({ CostFootnote } = await import("@/components/costs/cost-section"));
  ({ UpgradeCostDetails } = await import("@/components/upgrade/upgrade-cost"));
});

const SOURCE = "CPSC: Carbon monoxide safety";

async function renderServer(element: Promise<ReactElement | null>) {
  const resolved = await element;
  if (!resolved) throw new Error("rendered nothing");
  return render(resolved);
}

describe("English source titles on Spanish pages", () => {
  it("guide sources are marked as English on a Spanish page", async () => {
    requestLocale = "es-US";
    await renderServer(GuideSources({ heading: "Fuentes", sources: [SOURCE] }));
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Fuentes (en inglés)");
    expect(screen.getByText(SOURCE).closest("[lang]")?.getAttribute("lang")).toBe("en");
  });

  it("guide sources carry no note on an English page", async () => {
    requestLocale = "en-US";
    await renderServer(GuideSources({ heading: "Sources", sources: [SOURCE] }));
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Sources");
    expect(screen.getByText(SOURCE).closest("[lang]")).toBeNull();
  });

  it("cost sources are marked as English on a Spanish page only", async () => {
    const sources = [
      {
        title: "HomeGuide: Faucet repair cost",
        url: "https://example.com/faucet",
        publisher: "HomeGuide",
        published: "2022-03",
        checked: "2026-11",
        prices: ["pro" as const],
      },
    ];
    requestLocale = "es-US";
    const { unmount } = await renderServer(CostFootnote({ updated: "2026-11", sources }));
    expect(document.body.textContent).toContain("(en inglés)");
    expect(screen.getByRole("link", { name: sources[0].title }).closest("[lang]")?.getAttribute("lang")).toBe("en");
    unmount();
    requestLocale = "en-US";
    await renderServer(CostFootnote({ updated: "2026-11", sources }));
    expect(document.body.textContent).not.toContain("(in English)");
    expect(screen.getByRole("link", { name: sources[0].title }).closest("[lang]")).toBeNull();
  });

  it("an upgrade's cost notes and sources are marked as English on a Spanish page", async () => {
    requestLocale = "es-US";
    await renderServer(UpgradeCostDetails({ upgradeId: "smart-thermostat" }));
    const note = screen.getByText(/with a professional install/);
    expect(note.closest("[lang]")?.getAttribute("lang")).toBe("en");
    expect(note.parentElement?.textContent).toContain("(en inglés)");
    const source = screen.getByRole("link", { name: "HomeGuide: How much does a thermostat cost to install or replace?" });
    expect(source.closest("[lang]")?.getAttribute("lang")).toBe("en");
  });

  it("cost months are written in the page's language", async () => {
    expect(formatMonth("2026-11")).toBe("November 2026");
    expect(formatMonth("2026-11", "es-US")).toBe("noviembre de 2026");
    requestLocale = "es-US";
    const sources = [
      {
        title: "HomeGuide: Furnace repair cost",
        url: "https://example.com/furnace",
        publisher: "HomeGuide",
        published: "2022-03",
        checked: "2026-11",
        prices: ["pro" as const],
      },
    ];
    const { unmount } = await renderServer(CostFootnote({ updated: "2026-11", sources, now: new Date(Date.UTC(2026, 10, 26)) }));
    expect(document.body.textContent).toContain("Precios publicados en mar 2022 por HomeGuide; consultados en nov 2026.");
    expect(document.body.textContent).toContain("Basado en una sola fuente.");
    expect(document.body.textContent).toContain("Puede estar desactualizado: el más reciente de estos precios se publicó hace 56 meses.");
    unmount();
    await renderServer(UpgradeCostDetails({ upgradeId: "smart-thermostat" }));
    expect(document.body.textContent).not.toMatch(/January|February|March|April|May|June|July|August|September|October|November|December/);
  });

  it("the guide's parts cost links to the problem page in the page's language", async () => {
    requestLocale = "es-US";
    const entry = allProblems().find(({ category, problem }) => getProblemCost(category.id, problem.id)?.diy);
    if (!entry) throw new Error("no problem with a DIY parts range");
    const element = await GuidePartsCost({ categoryId: entry.category.id, problemId: entry.problem.id });
    // The link is the site's own Link (an async server component that prefixes /es), which jsdom cannot render:
    // the element tree says which link it is and where it points before the prefix.
    const children = ([] as unknown[]).concat((element?.props as { children: unknown }).children) as ReactElement<{ href?: string }>[];
    const link = children.find((child) => child?.type === Link);
    expect(link?.props.href).toBe(`${problemPath(entry.category.id, entry.problem.id)}#cost`);
  });
});
