"use client";

import { Slot } from "radix-ui";
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ComponentProps, type ReactNode } from "react";

import { clsx } from "clsx";

/*
 * Hand-written rather than Radix's Tooltip, on purpose: Radix positions its tooltip with floating-ui inside a
 * portal and a dismissable layer, about 23 KB of gzipped JavaScript, and our only tooltips are short labels
 * under the icon buttons of the sticky header. That weight alone put the diagnostic page over its first-load
 * budget. What is kept from Radix's behaviour: the spec's delays, opening at once on keyboard focus, closing on
 * blur, pointer-down and Escape (WCAG 1.4.13 dismissible), staying open while the pointer is over the tooltip
 * itself (hoverable), and aria-describedby on the trigger while it shows. What is not: collision handling, so
 * the tooltip sits under its trigger, aligned to the trigger's end edge, which suits header buttons.
 */

/** The spec's tooltip timing: open after 700 ms, and 300 ms to move between neighbouring tooltips without the delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** When a tooltip under this provider last closed: within the skip delay, the next one opens at once. */
const ProviderContext = createContext<{ lastClosedAtRef: { current: number } } | null>(null);

export function TooltipProvider({ children }: { children: ReactNode }) {
  const lastClosedAtRef = useRef(Number.NEGATIVE_INFINITY);
  const value = useMemo(() => ({ lastClosedAtRef }), []);
  return <ProviderContext.Provider value={value}>{children}</ProviderContext.Provider>;
}

interface TooltipState {
  open: boolean;
  contentId: string;
  show: (immediately: boolean) => void;
  hide: () => void;
  pointerDownRef: { current: boolean };
}

const TooltipContext = createContext<TooltipState | null>(null);

function useTooltip(part: string): TooltipState {
  const state = useContext(TooltipContext);
  if (!state) throw new Error(`${part} must be inside <Tooltip>`);
  return state;
}

/** One trigger and its tooltip. Hovering anywhere over the pair (trigger or tooltip) keeps it open. */
export function Tooltip({ children }: { children: ReactNode }) {
  const provider = useContext(ProviderContext);
  if (!provider) throw new Error("<Tooltip> must be inside <TooltipProvider>");
  const { lastClosedAtRef } = provider;
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerDownRef = useRef(false);

  const show = useCallback(
    (immediately: boolean) => {
      clearTimeout(timer.current);
      const skipDelay = performance.now() - lastClosedAtRef.current < TOOLTIP_SKIP_DELAY_MS;
      if (immediately || skipDelay) setOpen(true);
      else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
    },
    [lastClosedAtRef],
  );

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAtRef.current = performance.now();
      return false;
    });
  }, [lastClosedAtRef]);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, hide]);

  const state = useMemo(() => ({ open, contentId, show, hide, pointerDownRef }), [open, contentId, show, hide]);
  return (
    <TooltipContext.Provider value={state}>
      <span
        className="relative inline-flex"
        // Touch has no hover; a tap is the button's own action, as with Radix.
        onPointerEnter={(event) => event.pointerType === "mouse" && show(false)}
        onPointerLeave={(event) => event.pointerType === "mouse" && hide()}
      >
        {children}
      </span>
    </TooltipContext.Provider>
  );
}

/** The element the tooltip describes: its single child receives the handlers (like Radix's `asChild`). */
export function TooltipTrigger({ children }: { asChild?: true; children: ReactNode }) {
  const { open, contentId, show, hide, pointerDownRef } = useTooltip("<TooltipTrigger>");
  return (
    <Slot.Root
      aria-describedby={open ? contentId : undefined}
      onPointerDown={() => {
        pointerDownRef.current = true;
        hide();
      }}
      onPointerUp={() => {
        pointerDownRef.current = false;
      }}
      // Keyboard focus shows the tooltip at once; focus that comes from a click does not.
      onFocus={() => {
        if (!pointerDownRef.current) show(true);
      }}
      onBlur={hide}
    >
      {children}
    </Slot.Root>
  );
}

export function TooltipContent({ className, children, ...props }: ComponentProps<"span">) {
  const { open, contentId } = useTooltip("<TooltipContent>");
  if (!open) return null;
  return (
    // Padding, not margin, separates it from the trigger, so the pointer can move onto it without closing it.
    <span className="absolute top-full right-0 z-50 pt-1.5">
      <span
        role="tooltip"
        id={contentId}
        className={clsx("block w-max max-w-64 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md", className)}
        {...props}
      >
        {children}
      </span>
    </span>
  );
}
