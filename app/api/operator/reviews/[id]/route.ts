import { ApiError, apiText } from "@/lib/api";
import { getDb } from "@/lib/db";
import { seeOther, withOperatorRow } from "@/lib/operator/guard";

export const runtime = "nodejs";

/** action=hide|unhide: a hidden review is kept but not shown. */
export const POST = withOperatorRow("POST /api/operator/reviews/[id]", "operator.noSuchReview", async (request, id) => {
  const action = String((await request.formData().catch(() => null))?.get("action") ?? "");
  if (action !== "hide" && action !== "unhide") throw new ApiError(400, apiText("operator.unknownAction"));
  const { count } = await (await getDb()).review.updateMany({ where: { id }, data: { hidden: action === "hide" } });
  if (count === 0) throw new ApiError(404, apiText("operator.noSuchReview"));
  return seeOther(request, "/operator/reviews");
});
