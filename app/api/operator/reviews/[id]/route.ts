import { ApiError, apiText, withApiErrors } from "@/lib/api";
import { getDb } from "@/lib/db";
import { operatorFromRequest, seeOther, unauthorized } from "@/lib/operator/guard";

export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/** action=hide|unhide: a hidden review is kept but not shown. */
export async function POST(request: Request, context: Context): Promise<Response> {
  return withApiErrors("POST /api/operator/reviews/[id]", async () => {
    if (!(await operatorFromRequest(request))) return unauthorized();
    const id = Number((await context.params).id);
    const action = String((await request.formData().catch(() => null))?.get("action") ?? "");
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new ApiError(404, apiText("operator.noSuchReview"));
    if (action !== "hide" && action !== "unhide") throw new ApiError(400, apiText("operator.unknownAction"));
    const { count } = await (await getDb()).review.updateMany({ where: { id }, data: { hidden: action === "hide" } });
    if (count === 0) throw new ApiError(404, apiText("operator.noSuchReview"));
    return seeOther(request, "/operator/reviews");
  })(request);
}
