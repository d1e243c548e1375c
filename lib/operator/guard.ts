import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { ApiError, apiText, withApiErrors } from "@/lib/api";
import { getDb } from "@/lib/db";
import apiMessages from "@/messages/en-US/api.json";

import { operatorCookieName, operatorForToken, SESSION_COOKIE, sessionTokenFrom, wantsSecureCookieFor, type OperatorIdentity } from "./session";

/** For console pages: the signed-in operator, or a redirect to the sign-in page. */
export async function requireOperatorPage(): Promise<OperatorIdentity> {
  const secure = wantsSecureCookieFor(await headers());
  const token = (await cookies()).get(operatorCookieName(SESSION_COOKIE, secure))?.value;
  const operator = await operatorForToken(await getDb(), token);
  if (!operator) redirect("/operator/sign-in");
  return operator;
}

/** For console API routes: the signed-in operator, or null (the route answers 401). */
export async function operatorFromRequest(request: Request): Promise<OperatorIdentity | null> {
  return operatorForToken(await getDb(), sessionTokenFrom(request));
}

export function unauthorized(): Response {
  return Response.json({ message: apiMessages.Api.operatorSignInRequired }, { status: 401, headers: { "Cache-Control": "no-store" } });
}

/** After a form post: back to a console page (only paths inside /operator, never an outside address). */
export function seeOther(request: Request, path: string): Response {
  void request;
  const safe = path.startsWith("/operator") && !path.startsWith("//") ? path : "/operator";
  // Relative, so the browser stays on the host it used (Next reports request.url with its own hostname).
  return new Response(null, { status: 303, headers: { Location: safe, "Cache-Control": "no-store" } });
}

type OperatorHandler = (request: Request, operator: OperatorIdentity) => Promise<Response>;

/** A console API route: 401 without a session, and every failure a JSON reply (withApiErrors). */
export function withOperator(name: string, handler: OperatorHandler): (request: Request) => Promise<Response> {
  return withApiErrors(name, async (request) => {
    const operator = await operatorFromRequest(request);
    return operator ? handler(request, operator) : unauthorized();
  });
}

type NotFoundKey = "operator.noSuchAppointment" | "operator.noSuchReview" | "operator.noSuchDelivery";
type RowContext = { params: Promise<{ id: string }> };

/**
 * A console API route about one row (`[id]` in its path): as withOperator, and an id that cannot be a row's (not a
 * positive 32-bit integer) answers 404 with the route's own text, as an unknown one does.
 */
export function withOperatorRow(
  name: string,
  notFound: NotFoundKey,
  handler: (request: Request, id: number, operator: OperatorIdentity) => Promise<Response>,
): (request: Request, context: RowContext) => Promise<Response> {
  return (request, context) =>
    withOperator(name, async (request, operator) => {
      const id = Number((await context.params).id);
      if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new ApiError(404, apiText(notFound));
      return handler(request, id, operator);
    })(request);
}
