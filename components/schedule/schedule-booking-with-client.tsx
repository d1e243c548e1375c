"use client";

import type { ComponentProps } from "react";

import { QueryProvider } from "@/components/providers/query-provider";

import { ScheduleBooking } from "./schedule-booking";

/** The booking UI with the data client its searches and submission go through; what the island loads. */
export default function ScheduleBookingWithClient(props: ComponentProps<typeof ScheduleBooking>) {
  return (
    <QueryProvider>
      <ScheduleBooking {...props} />
    </QueryProvider>
  );
}
