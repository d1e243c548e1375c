import { withApiErrors } from "@/lib/api";
import { getDb } from "@/lib/db";
import { seeOther } from "@/lib/operator/guard";
import { destroySession, sessionCookieHeader, sessionTokenFrom } from "@/lib/operator/session";

export const runtime = "nodejs";

/** Deletes the session row (a replayed cookie then opens nothing) and clears the cookie. */
export const POST = withApiErrors("POST /api/operator/sign-out", async (request) => {
  await destroySession(await getDb(), sessionTokenFrom(request));
  const response = seeOther(request, "/operator/sign-in");
  response.headers.append("Set-Cookie", sessionCookieHeader("", 0, request));
  return response;
});
