"use client";

import { lazyIsland } from "@/components/providers/lazy-island";

/** The booking page's forms, a chunk of their own. */
export const BookingActionsIsland = lazyIsland(() => import("./booking-actions"));
