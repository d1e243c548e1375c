/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { act, fireEvent, render, screen } from "@testing-library/react";

import { Tooltip, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";

// jsdom has no PointerEvent, so fireEvent's pointer events would lose their pointerType.
if (typeof window.PointerEvent === "undefined") {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? "";
    }
  }
  (window as unknown as { PointerEvent: typeof PointerEventPolyfill }).PointerEvent = PointerEventPolyfill;
}

function renderTooltips() {
  render(
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <button type="button">Voice</button>
        </TooltipTrigger>
        <TooltipContent>Turn on voice narration</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger asChild>
          <button type="button">Share</button>
        </TooltipTrigger>
        <TooltipContent>Share this page</TooltipContent>
      </Tooltip>
    </TooltipProvider>,
  );
  const wrapperOf = (name: string) => screen.getByRole("button", { name }).parentElement as HTMLElement;
  return { voice: wrapperOf("Voice"), share: wrapperOf("Share") };
}

const mouse = { pointerType: "mouse" };
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe("Tooltip", () => {
  it("follows the spec's timing: 700 ms to open on hover", () => {
    const { voice } = renderTooltips();
    fireEvent.pointerEnter(voice, mouse);
    advance(TOOLTIP_DELAY_MS - 1);
    expect(screen.queryByRole("tooltip")).toBeNull();
    advance(1);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Turn on voice narration");
    expect(TOOLTIP_DELAY_MS).toBe(700);
  });

  it("describes its trigger only while it shows", () => {
    const { voice } = renderTooltips();
    const button = screen.getByRole("button", { name: "Voice" });
    expect(button).not.toHaveAttribute("aria-describedby");
    fireEvent.pointerEnter(voice, mouse);
    advance(TOOLTIP_DELAY_MS);
    expect(button).toHaveAccessibleDescription("Turn on voice narration");
    fireEvent.pointerLeave(voice, mouse);
    expect(button).not.toHaveAttribute("aria-describedby");
  });

  it("opens the neighbour at once within the 300 ms skip delay, and with the delay after it", () => {
    const { voice, share } = renderTooltips();
    fireEvent.pointerEnter(voice, mouse);
    advance(TOOLTIP_DELAY_MS);
    fireEvent.pointerLeave(voice, mouse);
    advance(TOOLTIP_SKIP_DELAY_MS - 50);
    fireEvent.pointerEnter(share, mouse);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Share this page");

    fireEvent.pointerLeave(share, mouse);
    advance(TOOLTIP_SKIP_DELAY_MS + 1);
    fireEvent.pointerEnter(voice, mouse);
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it("opens at once on keyboard focus and closes on blur", () => {
    renderTooltips();
    const button = screen.getByRole("button", { name: "Share" });
    fireEvent.focus(button);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Share this page");
    fireEvent.blur(button);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("is dismissed with Escape without moving focus", () => {
    renderTooltips();
    const button = screen.getByRole("button", { name: "Share" });
    act(() => button.focus());
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    expect(button).toHaveFocus();
  });

  it("stays closed when focus comes from a click, and a press closes an open one", () => {
    const { voice } = renderTooltips();
    const button = screen.getByRole("button", { name: "Voice" });
    fireEvent.pointerDown(button);
    fireEvent.focus(button);
    fireEvent.pointerUp(button);
    expect(screen.queryByRole("tooltip")).toBeNull();

    fireEvent.pointerEnter(voice, mouse);
    advance(TOOLTIP_DELAY_MS);
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
    fireEvent.pointerDown(button);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("ignores touch hovers, which have no pointer to rest", () => {
    const { voice } = renderTooltips();
    fireEvent.pointerEnter(voice, { pointerType: "touch" });
    advance(TOOLTIP_DELAY_MS);
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
