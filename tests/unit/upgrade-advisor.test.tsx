/** @jest-environment jsdom */
import { beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { act, render, screen, within } from "@testing-library/react";
import "@testing-library/jest-dom/jest-globals";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";

import type { AdvisorTopic } from "@/components/upgrade/upgrade-advisor";
import { getUpgrades, getUpgradeTopics } from "@/lib/catalog/upgrades";
import messages from "@/messages/en-US";

type Values = Record<string, string | number>;

/** Just enough ICU for these messages ({name} and {count, plural, one {…} other {…}}): next-intl ships ESM only, which this Jest setup can't load. */
function formatMessage(message: string, values: Values = {}): string {
  let out = "";
  for (let index = 0; index < message.length;) {
    if (message[index] !== "{") {
      out += message[index++];
      continue;
    }
    const end = closingBrace(message, index);
    const body = message.slice(index + 1, end);
    index = end + 1;
    const [name, kind] = body.split(",").map((part) => part.trim());
    if (kind !== "plural") {
      out += String(values[name]);
      continue;
    }
    const count = Number(values[name]);
    const branchStart = body.indexOf("{", body.search(count === 1 ? /\bone\s*\{/ : /\bother\s*\{/));
    out += formatMessage(body.slice(branchStart + 1, closingBrace(body, branchStart)).replaceAll("#", String(count)), values);
  }
  return out;
}

function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === "{") depth++;
    if (text[index] === "}" && --depth === 0) return index;
  }
  throw new Error(`Unbalanced braces in ${text}`);
}

jest.mock("next-intl", () => ({
  useTranslations: (namespace: keyof typeof messages) => {
    const catalogue = messages[namespace] as Record<string, unknown>;
    const t = (key: string, values?: Values) => formatMessage(String(catalogue[key]), values);
    t.raw = (key: string) => catalogue[key];
    return t;
  },
  // An English page: links stay unprefixed (a Spanish one would get /es).
  useLocale: () => "en-US",
}));

jest.mock("@/components/videos/tutorial-videos-lazy", () => ({
  TutorialVideosLazy: ({ query }: { query: string }) => <p>videos for {query}</p>,
}));

// Imported after the mocks are registered: this Jest setup does not hoist jest.mock above imports.
let UpgradeAdvisor: typeof import("@/components/upgrade/upgrade-advisor").UpgradeAdvisor;
let NarrationProvider: typeof import("@/components/voice/narration-context").NarrationProvider;
beforeAll(async () => {
  ({ UpgradeAdvisor } = await import("@/components/upgrade/upgrade-advisor"));
  ({ NarrationProvider } = await import("@/components/voice/narration-context"));
});

/** A stand-in IntersectionObserver the test scrolls by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  scrollIntoView() {
    act(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

const topics: AdvisorTopic[] = getUpgradeTopics().map(({ id, title, description }) => ({
  id,
  title,
  description,
  upgradeTitles: getUpgrades("hvac", id).map((upgrade) => upgrade.title),
}));

function renderAdvisor() {
  const panels = Object.fromEntries(topics.map((topic) => [topic.id, <h2 key={topic.id}>{topic.title} panel</h2>])) as Record<AdvisorTopic["id"], ReactNode>;
  return render(
    <NarrationProvider>
      <UpgradeAdvisor
        categoryTitle="HVAC"
        trade="HVAC specialist"
        topics={topics}
        panels={panels}
        scheduleHref="/schedule?category=hvac&type=upgrade"
        videoQuery="HVAC modern upgrades improvements"
      >
        <h1>HVAC Upgrades</h1>
      </UpgradeAdvisor>
    </NarrationProvider>,
  );
}

const currentStep = () => within(screen.getByRole("navigation", { name: "Progress" })).getByRole("listitem", { current: "step" });

beforeEach(() => {
  FakeObserver.instances = [];
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});

describe("upgrade advisor", () => {
  it("starts at Select with every topic's recommendations hidden and no videos", () => {
    renderAdvisor();
    expect(currentStep()).toHaveTextContent("Select");
    expect(screen.queryByRole("heading", { name: /panel/ })).toBeNull();
    expect(screen.queryByText(/videos for/)).toBeNull();
    expect(screen.queryByRole("link", { name: "Get Started with Upgrades" })).toBeNull();
  });

  it("shows the chosen topic at Discover, then Implement once its list has been scrolled through", async () => {
    renderAdvisor();
    await userEvent.click(screen.getByRole("radio", { name: "Energy Efficiency" }));
    expect(currentStep()).toHaveTextContent("Discover");
    expect(screen.getByRole("heading", { name: "Energy Efficiency panel" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Smart Technology panel" })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Showing 3 recommended upgrades for Energy Efficiency.");
    expect(screen.getByText("videos for HVAC modern upgrades improvements")).toBeInTheDocument();

    FakeObserver.instances.at(-1)!.scrollIntoView();
    expect(currentStep()).toHaveTextContent("Implement");
  });

  it("is back at Discover for a newly chosen topic whose list is unseen", async () => {
    renderAdvisor();
    await userEvent.click(screen.getByRole("radio", { name: "Energy Efficiency" }));
    FakeObserver.instances.at(-1)!.scrollIntoView();
    await userEvent.click(screen.getByRole("radio", { name: "Safety & Compliance" }));
    expect(currentStep()).toHaveTextContent("Discover");
    expect(screen.getByRole("heading", { name: "Safety & Compliance panel" })).toBeVisible();
  });

  it("moves to Implement on Get Started and links to upgrade scheduling", async () => {
    renderAdvisor();
    await userEvent.click(screen.getByRole("radio", { name: "Smart Technology" }));
    const getStarted = screen.getByRole("link", { name: "Get Started with Upgrades" });
    expect(getStarted).toHaveAttribute("href", "/schedule?category=hvac&type=upgrade");
    getStarted.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(getStarted);
    expect(currentStep()).toHaveTextContent("Implement");
  });

  it("lets the keyboard pick topics: Space to choose, arrows to switch", async () => {
    const user = userEvent.setup();
    renderAdvisor();
    await user.tab();
    expect(screen.getByRole("radio", { name: "Energy Efficiency" })).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.getByRole("radio", { name: "Energy Efficiency" })).toBeChecked();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Smart Technology" })).toBeChecked();
    expect(screen.getByRole("heading", { name: "Smart Technology panel" })).toBeVisible();
  });
});
