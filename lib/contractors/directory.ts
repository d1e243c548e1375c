import type { PrismaClient } from "@/lib/db/generated/client";
import { boundingBox } from "./distance";
import { rankByDistance } from "./rank";
import { SEARCH_RADIUS_METERS, type ContractorProvider, type ContractorSearch, type ContractorSearchResult } from "./types";

/** Contractor search over the database directory (the embedded default when no Google key is set). */
export class DirectoryProvider implements ContractorProvider {
  readonly source = "directory" as const;

  constructor(private readonly getPrisma: () => Promise<PrismaClient>) {}

  async findNearby(search: ContractorSearch): Promise<ContractorSearchResult> {
    const prisma = await this.getPrisma();
    const box = boundingBox(search, SEARCH_RADIUS_METERS);
    // The box is an indexed prefilter; the exact haversine distance decides afterwards.
    const lngFilter =
      box.minLng <= box.maxLng ? { lng: { gte: box.minLng, lte: box.maxLng } } : { OR: [{ lng: { gte: box.minLng } }, { lng: { lte: box.maxLng } }] };
    const rows = await prisma.contractor.findMany({
      where: {
        lat: { gte: box.minLat, lte: box.maxLat },
        ...lngFilter,
        ...(search.categoryId ? { categories: { has: search.categoryId } } : {}),
      },
      select: { placeId: true, name: true, vicinity: true, lat: true, lng: true, rating: true, userRatingsTotal: true, sample: true },
    });
    const results = rankByDistance(
      search,
      rows.map((row) => ({
        place_id: row.placeId,
        name: row.name,
        vicinity: row.vicinity,
        geometry: { location: { lat: row.lat, lng: row.lng } },
        rating: row.rating,
        user_ratings_total: row.userRatingsTotal,
        sample: row.sample,
      })),
    );
    return { source: this.source, sample: results.some((result) => result.sample), results };
  }
}
