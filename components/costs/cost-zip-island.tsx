"use client";

import { lazyIsland } from "@/components/providers/lazy-island";

/** The cost section's ranges and ZIP field, loaded as an island so the page's first-load JavaScript stays as it is. */
export const CostZipIsland = lazyIsland(() => import("./cost-zip-estimate"));
