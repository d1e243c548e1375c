"use client";

import { lazyIsland } from "@/components/providers/lazy-island";

/** The thank-you page's review form (with react-hook-form and the data client), loaded as an island. */
export const ReviewFormIsland = lazyIsland(() => import("./review-form-with-client"));
