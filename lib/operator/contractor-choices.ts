import type { DirectoryEntry } from "@/lib/contractors/csv-import";
import { formatMiles, haversineMeters, type LatLng } from "@/lib/contractors/distance";
import type { PrismaClient } from "@/lib/db/generated/client";

/** The directory fields the console's contractor picker needs. */
export type PickerContractor = Pick<DirectoryEntry, "placeId" | "name" | "vicinity" | "lat" | "lng" | "categories" | "rating">;

export interface ContractorChoice {
  contractor: PickerContractor;
  /** Serves the appointment's category. */
  qualified: boolean;
  /** Miles from the homeowner's approximate location, one decimal ("3.2"); null when the booking had no location. */
  miles: string | null;
}

/** The picker's length: a select longer than this is no help to an operator. */
export const PICKER_SIZE = 200;
// Read into memory to put the qualified and nearest first before cutting to PICKER_SIZE; a directory far larger than this would want a SQL distance order instead.
const DIRECTORY_READ_LIMIT = 5000;

const SELECT = { placeId: true, name: true, vicinity: true, lat: true, lng: true, categories: true, rating: true } as const;
const FALLBACK_ORDER = [{ rating: "desc" as const }, { name: "asc" as const }];

/**
 * Nearest qualified first: contractors serving the category before the rest, each group by distance from the
 * homeowner's location. Without a location, each group keeps the given order (rating, then name).
 */
export function orderContractors(contractors: readonly PickerContractor[], category: string, location: LatLng | null): ContractorChoice[] {
  const choices = contractors.map((contractor, index) => ({
    contractor,
    index,
    qualified: contractor.categories.includes(category),
    meters: location ? haversineMeters(location, contractor) : null,
  }));
  choices.sort((a, b) => Number(b.qualified) - Number(a.qualified) || (a.meters ?? 0) - (b.meters ?? 0) || a.index - b.index);
  return choices.map(({ contractor, qualified, meters }) => ({ contractor, qualified, miles: meters === null ? null : formatMiles(meters) }));
}

/** The picker's choices for an appointment in the given category, at the given location (or none). */
export async function contractorChoices(prisma: PrismaClient, category: string, location: LatLng | null): Promise<ContractorChoice[]> {
  const contractors = await prisma.contractor.findMany({
    select: SELECT,
    orderBy: FALLBACK_ORDER,
    take: DIRECTORY_READ_LIMIT,
  });
  return orderContractors(contractors, category, location).slice(0, PICKER_SIZE);
}
