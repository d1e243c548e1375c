"use client";

import type { ReactNode, RefObject } from "react";

import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";

/**
 * The date field's popup, in its own chunk: Radix's popover (floating-ui, focus scope, dismissable layer) and
 * the day picker load when the homeowner first reaches for the date, not with the page. It is anchored to the
 * field's button, which stays in the first load and owns aria-expanded.
 */
export function CalendarPopover({
  anchor,
  open,
  onOpenChange,
  contentId,
  label,
  children,
}: {
  anchor: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent
        id={contentId}
        aria-label={label}
        className="w-auto"
        // The button toggles the popup itself; a press on it is not an "outside" click that should close it first.
        onInteractOutside={(event) => {
          if (anchor.current?.contains(event.target as Node)) event.preventDefault();
        }}
        // Radix returns focus to its own trigger; this popup's trigger is the field's button.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          anchor.current?.focus();
        }}
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}
