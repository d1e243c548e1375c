/** @jest-environment jsdom */
import { afterEach, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";

import photos from "@/messages/en-US/photos.json";
import thread from "@/messages/en-US/thread.json";

// next-intl ships ESM only, which this Jest setup can't load: use-intl's own translator over the English catalogue.
jest.mock("next-intl", () => ({
  useLocale: () => "en-US",
  useTranslations: (namespace: string) => {
    const { createTranslator } = jest.requireActual<typeof import("use-intl/core")>("use-intl/core");
    const catalogue: Record<string, unknown> = { ...thread, ...photos };
    return createTranslator({ locale: "en-US", messages: catalogue, namespace });
  },
}));

let ThreadPanel: typeof import("@/components/thread/thread-panel").ThreadPanel;
beforeAll(async () => {
  // Tell React this test drives its updates with act(), as Testing Library's render does by itself.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The live stream's ticket request stays pending: this test is about the message box, not the stream.
  globalThis.fetch = () => new Promise<Response>(() => {});
  ({ ThreadPanel } = await import("@/components/thread/thread-panel"));
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

describe("ThreadPanel before hydration", () => {
  const panel = () => <ThreadPanel initialEntries={[]} product="FixPilot" token={"t".repeat(43)} as="homeowner" locale="en-US" />;

  it("keeps a message typed into the server's HTML before hydration, and Send works on it", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(panel());
    document.body.append(container);
    const box = container.querySelector("textarea")!;
    const send = () => [...container.querySelectorAll("button")].find((button) => button.textContent === "Send")!;
    expect(send().disabled).toBe(true);

    box.value = "The pro can come in through the side gate";
    await act(async () => {
      root = hydrateRoot(container, panel());
    });

    expect(container.querySelector("textarea")!.value).toBe("The pro can come in through the side gate");
    expect(send().disabled).toBe(false);
    expect(container.textContent).toContain("1,959 characters left");
  });

  it("starts with Send off when nothing was typed", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(panel());
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, panel());
    });
    const send = [...container.querySelectorAll("button")].find((button) => button.textContent === "Send")!;
    expect(send.disabled).toBe(true);
  });
});
