"use client";

import { startOfDay, startOfToday } from "date-fns";
import { CalendarIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState, useSyncExternalStore } from "react";
import type { Control } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { AppointmentFormInput, AppointmentFormValues } from "@/lib/validation/appointment";

const EARLIEST_DAY = new Date(1900, 0, 1);

// The day picker is the heaviest part of the form and only needed once the popover opens;
// hovering or focusing the button starts loading it early.
const loadCalendar = () => import("@/components/ui/calendar");
const Calendar = dynamic(() => loadCalendar().then((module) => module.Calendar), {
  ssr: false,
  loading: () => <div className="h-[19rem] w-[17.5rem]" />,
});

const noSubscription = () => () => {};

/**
 * "Preferred Date": a button opening a calendar in a popover. The date is written in the homeowner's
 * time zone, which the server cannot know, so it appears once the page has hydrated.
 */
export function DateField({ control }: { control: Control<AppointmentFormInput, unknown, AppointmentFormValues> }) {
  const t = useTranslations("ScheduleForm");
  const locale = useLocale();
  // The browser's own formatter (in the homeowner's time zone) keeps date-fns' locale data out of the first load.
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: "full" }), [locale]);
  const [open, setOpen] = useState(false);
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
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
            <Popover open={open} onOpenChange={setOpen}>
              <PopoverTrigger asChild>
                <FormControl>
                  <Button
                    ref={field.ref}
                    variant="outline"
                    aria-labelledby={`${labelId} ${valueId}`}
                    className="w-full justify-start text-left font-normal"
                    onBlur={field.onBlur}
                    onPointerEnter={() => void loadCalendar()}
                    onFocus={() => void loadCalendar()}
                  >
                    <CalendarIcon aria-hidden="true" />
                    <span id={valueId} className={selected && hydrated ? undefined : "text-muted-foreground"}>
                      {selected && hydrated ? dateFormat.format(selected) : t("datePlaceholder")}
                    </span>
                  </Button>
                </FormControl>
              </PopoverTrigger>
              <PopoverContent aria-label={t("calendarLabel")} className="w-auto">
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
              </PopoverContent>
            </Popover>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
