"use client";

import { lazyIsland } from "@/components/providers/lazy-island";

/** /schedule's interactive part (finder, form, react-hook-form and the data client), loaded as an island. */
export const ScheduleBookingIsland = lazyIsland(() => import("./schedule-booking-with-client"));
