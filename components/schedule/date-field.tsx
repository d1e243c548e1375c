"use client";

import { format, startOfDay, startOfToday } from "date-fns";
import { CalendarIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import type { Control } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/forms/form";
import { useHydrated } from "@/lib/use-hydrated";
import type { AppointmentFormInput, AppointmentFormValues } from "@/lib/validation/appointment";

const EARLIEST_DAY = new Date(1900, 0, 1);
// "Monday, November 24, 2026": the long English date, as Intl's dateStyle "full" writes it for en. date-fns, not
// Intl: a page's first use of Intl loads the browser's locale data, 15 to 40 ms of main thread on this form's
// first render, four times that on a slow phone. The site has one locale (en); a second would pass date-fns its
// locale here.
const FULL_DATE = "EEEE, MMMM d, yyyy";

// The popup and its day picker are the heaviest part of the form and only needed once the date is chosen;
// hovering or focusing the button starts loading both early.
const loadCalendar = () => import("@/components/ui/calendar");
const loadPopover = () => import("./calendar-popover");
const preload = () => void Promise.all([loadCalendar(), loadPopover()]);
const Calendar = dynamic(() => loadCalendar().then((module) => module.Calendar), {
  ssr: false,
  loading: () => <div className="h-[19rem] w-[17.5rem]" />,
});
const CalendarPopover = dynamic(() => loadPopover().then((module) => module.CalendarPopover), { ssr: false });

/**
 * "Preferred Date": a button opening a calendar in a popover. The date is written in the homeowner's
 * time zone, which the server cannot know, so it appears once the page has hydrated.
 */
export function DateField({ control }: { control: Control<AppointmentFormInput, unknown, AppointmentFormValues> }) {
  const t = useTranslations("ScheduleForm");
  // The date is the homeowner's own day, which the server's HTML cannot know: written once hydrated.
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing can hand focus back and reopening is instant.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);
  const contentId = useId();
  const labelId = useId();
  const valueId = useId();
  const today = startOfToday();

  return (
    <FormField
      control={control}
      name="preferredDate"
      render={({ field }) => {
        const selected = field.value instanceof Date ? field.value : undefined;
        return (
          <FormItem>
            <FormLabel id={labelId}>{t("date")}</FormLabel>
            <FormControl>
              <Button
                ref={(element) => {
                  button.current = element;
                  field.ref(element);
                }}
                variant="outline"
                aria-labelledby={`${labelId} ${valueId}`}
                aria-haspopup="dialog"
                aria-expanded={open}
                aria-controls={open ? contentId : undefined}
                className="w-full justify-start text-left font-normal"
                onClick={() => {
                  setOpen((wasOpen) => !wasOpen);
                  setWanted(true);
                }}
                onBlur={field.onBlur}
                onPointerEnter={preload}
                onFocus={preload}
              >
                <CalendarIcon aria-hidden="true" />
                <span id={valueId} className={selected && hydrated ? undefined : "text-muted-foreground"}>
                  {selected && hydrated ? format(selected, FULL_DATE) : t("datePlaceholder")}
                </span>
              </Button>
            </FormControl>
            {wanted && (
              <CalendarPopover anchor={button} open={open} onOpenChange={setOpen} contentId={contentId} label={t("calendarLabel")}>
                <Calendar
                  mode="single"
                  selected={selected}
                  defaultMonth={selected ?? today}
                  startMonth={today}
                  disabled={[{ before: today }, { before: EARLIEST_DAY }]}
                  autoFocus
                  onSelect={(date) => {
                    // null, not undefined: react-hook-form reads undefined as "use the default date".
                    field.onChange(date ? startOfDay(date) : null);
                    if (date) setOpen(false);
                  }}
                />
              </CalendarPopover>
            )}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
