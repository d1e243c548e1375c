import { ApiError, apiText, parseOrThrow, withApiErrors } from "@/lib/api";
import { ContractorUpstreamError, findNearbyContractors } from "@/lib/contractors";
import { contractorQueryFromSearchParams, contractorQuerySchema } from "@/lib/validation/contractors";

export const runtime = "nodejs";

/**
 * GET /api/contractors?category=&lat=&lng= : up to 10 contractors within 50 miles, nearest first,
 * as `{ source, sample, results }`. Google Places when configured, else the database directory.
 */
export const GET = withApiErrors(
  "GET /api/contractors",
  async (request) => {
    const query = parseOrThrow(contractorQuerySchema, contractorQueryFromSearchParams(new URL(request.url).searchParams));
    try {
      const result = await findNearbyContractors({ categoryId: query.category, lat: query.lat, lng: query.lng });
      // Private: the query holds the homeowner's location. Short: listings change slowly but not never.
      return Response.json(result, { headers: { "Cache-Control": "private, max-age=120" } });
    } catch (error) {
      if (error instanceof ContractorUpstreamError) throw new ApiError(502, error.message);
      throw error;
    }
  },
  { unavailableMessage: apiText("contractors.directoryUnavailable") },
);
