import { ApiError, apiText, parseOrThrow, withApiErrors } from "@/lib/api";
import { estimateCost } from "@/lib/costs";
import { costQueryFromSearchParams, costQuerySchema } from "@/lib/validation/costs";

export const runtime = "nodejs";

// The answer depends only on the query and the data shipped with the build, so a CDN may keep it for a day and
// serve it stale while it refreshes; browsers keep it for an hour.
const CACHEABLE = { "Cache-Control": "public, max-age=3600, s-maxage=86400, stale-while-revalidate=604800" };

/**
 * GET /api/costs?categoryId=&problemId=[&zip=] : the problem's DIY and professional ranges with their sources (each
 * with its publisher, printed date and the month it was read), the worst cases, whether the newest price is over 24
 * months old, and the labour share adjusted to the ZIP's state when a ZIP is given ("National" until then). 400 for a malformed ZIP, 404 for
 * a problem the catalogue does not have.
 */
export const GET = withApiErrors("GET /api/costs", async (request) => {
  const query = parseOrThrow(costQuerySchema, costQueryFromSearchParams(new URL(request.url).searchParams));
  const result = estimateCost(query.categoryId, query.problemId, query.zip);
  if (result.status === "unknown-problem") throw new ApiError(404, apiText("costs.unknownProblem"));
  // The schema already refused malformed ZIPs; this is the same rule answering the same way.
  if (result.status === "invalid-zip") throw new ApiError(400, apiText("invalidRequest"));
  const { diy, pro, currency, updated, drivers, sources, region, proScope, missing, splitBasis, worstCases, regionLabel, dating, stale } = result.estimate;
  return Response.json(
    { diy, pro, currency, updated, drivers, sources, region, proScope, missing, splitBasis, worstCases, regionLabel, dating, stale },
    { headers: CACHEABLE },
  );
});
