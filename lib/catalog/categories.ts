import { electrical } from "./data/electrical";
import { hvac } from "./data/hvac";
import { plumbing } from "./data/plumbing";
import type { Category } from "./types";

/** Home page order. */
export const categories: readonly Category[] = [hvac, plumbing, electrical];

export function getCategory(id: string | null | undefined): Category | undefined {
  return categories.find((category) => category.id === id);
}
