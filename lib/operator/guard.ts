import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db";
import apiMessages from "@/messages/en/api.json";

import { operatorForToken, SESSION_COOKIE, tokenFromCookieHeader, type OperatorIdentity } from "./session";

/** For console pages: the signed-in operator, or a redirect to the sign-in page. */
export async function requireOperatorPage(): Promise<OperatorIdentity> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const operator = await operatorForToken(await getDb(), token);
  if (!operator) redirect("/operator/sign-in");
  return operator;
}

/** For console API routes: the signed-in operator, or null (the route answers 401). */
export async function operatorFromRequest(request: Request): Promise<OperatorIdentity | null> {
  return operatorForToken(await getDb(), tokenFromCookieHeader(request.headers.get("cookie")));
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
