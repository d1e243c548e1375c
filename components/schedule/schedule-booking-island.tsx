"use client";

import { lazy, Suspense, type ComponentProps } from "react";

import type { ScheduleBooking } from "./schedule-booking";

// Its own chunk, outside the page's first load: the finder, the form, react-hook-form and the data client. The
// server still renders all of it into the HTML, and React hydrates it as soon as this chunk arrives.
const ScheduleBookingWithClient = lazy(() => import("./schedule-booking-with-client"));

/** /schedule's interactive part as a separately loaded island. */
export function ScheduleBookingIsland(props: ComponentProps<typeof ScheduleBooking>) {
  return (
    <Suspense>
      <ScheduleBookingWithClient {...props} />
    </Suspense>
  );
}
