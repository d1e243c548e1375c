import type { CategoryId } from "@/lib/catalog";

import type { Trade } from "./schema";

/** Whose wage series prices a category's labour. */
export const tradeForCategory: Record<CategoryId, Trade> = { plumbing: "plumber", electrical: "electrician", hvac: "hvac" };
