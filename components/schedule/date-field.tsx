"use client";

import { startOfDay, startOfToday } from "date-fns";
import { CalendarIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import type { Control } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import type { AppointmentFormInput, AppointmentFormValues } from "@/lib/validation/appointment";

const EARLIEST_DAY = new Date(1900, 0, 1);

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
  const locale = useLocale();
  // The browser's own formatter (in the homeowner's time zone) keeps date-fns' locale data out of the first load.
  // Made after hydration, in a task of its own: building a full-date formatter loads the locale's calendar data,
  // tens of milliseconds on a slow phone that would otherwise lengthen the page's longest task.
  const [dateFormat, setDateFormat] = useState<Intl.DateTimeFormat | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDateFormat(new Intl.DateTimeFormat(locale, { dateStyle: "full" })), 0);
    return () => clearTimeout(timer);
  }, [locale]);
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
                <span id={valueId} className={selected && dateFormat ? undefined : "text-muted-foreground"}>
                  {selected && dateFormat ? dateFormat.format(selected) : t("datePlaceholder")}
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
