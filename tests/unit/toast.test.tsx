/** @jest-environment jsdom */
import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { act, render, renderHook, screen } from "@testing-library/react";

import messages from "@/messages/en-US/booking.json";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from "@/components/ui/toast";
import { reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY, toast, useToast, type ToasterToast } from "@/components/ui/use-toast";

// next-intl ships ESM only, which this Jest setup can't load; the Toaster's texts have no placeholders.
jest.mock("next-intl", () => ({
  useTranslations: (namespace: string) => (key: string) => {
    const catalogue = jest.requireActual<Record<string, Record<string, string>>>("@/messages/en-US/booking.json");
    return catalogue[namespace][key];
  },
}));

// Imported after the mock is registered: this Jest setup does not hoist jest.mock above imports.
let Toaster: typeof import("@/components/ui/toaster").Toaster;
beforeAll(async () => {
  ({ Toaster } = await import("@/components/ui/toaster"));
});

const aToast = (id: string): ToasterToast => ({ id, title: id, open: true, onOpenChange: () => {} });

function renderToaster() {
  return render(<Toaster />);
}

describe("toast constants", () => {
  it("follow the spec: one toast, 5000 ms, removal after 1,000,000 ms, swipe 50 px, F8", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toEqual(["F8"]);
  });
});

describe("toast reducer", () => {
  it("keeps only the newest toast", () => {
    const state = reducer(reducer({ toasts: [] }, { type: "ADD_TOAST", toast: aToast("1") }), { type: "ADD_TOAST", toast: aToast("2") });
    expect(state.toasts.map((item) => item.id)).toEqual(["2"]);
  });

  it("closes a dismissed toast and removes it 1,000,000 ms later", () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useToast());
      let handle!: ReturnType<typeof toast>;
      act(() => {
        handle = toast({ title: "Saved" });
      });
      act(() => handle.dismiss());
      expect(result.current.toasts).toEqual([expect.objectContaining({ id: handle.id, open: false })]);
      act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
      expect(result.current.toasts).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1));
      expect(result.current.toasts).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("updates a toast in place", () => {
    const state = reducer({ toasts: [aToast("3")] }, { type: "UPDATE_TOAST", toast: { id: "3", title: "Changed" } });
    expect(state.toasts[0]).toMatchObject({ id: "3", title: "Changed", open: true });
  });
});

describe("<Toaster />", () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it("shows one toast at a time with a labelled notification region", () => {
    renderToaster();
    act(() => {
      toast({ title: "First" });
      toast({ variant: "destructive", title: "Error", description: "Second" });
    });
    expect(screen.getByRole("region", { name: messages.Toast.region })).toBeTruthy();
    expect(screen.queryByText("First")).toBeNull();
    expect(screen.getAllByText("Second").length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Close notification" })).toBeTruthy();
  });

  it("closes a toast by itself after 5 seconds", () => {
    renderToaster();
    act(() => void toast({ title: "Soon gone" }));
    expect(screen.getAllByText("Soon gone").length).toBeGreaterThan(0);
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS + 100));
    expect(screen.queryAllByText("Soon gone")).toHaveLength(0);
  });
});
