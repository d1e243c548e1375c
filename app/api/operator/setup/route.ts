import { withApiErrors } from "@/lib/api";
import { getDb } from "@/lib/db";
import { seeOther } from "@/lib/operator/guard";
import { createSession, sessionCookieHeader } from "@/lib/operator/session";
import { createFirstOperator } from "@/lib/operator/setup";

export const runtime = "nodejs";

/**
 * The setup form's POST (token, email, password): creates the first operator from the one-time link in the
 * server log, signs them in and answers 303 to the console. A spent, expired or wrong link goes back to the
 * form with a generic error; an invalid account (a short password) back to the form with the link, which stays usable.
 */
export const POST = withApiErrors("POST /api/operator/setup", async (request) => {
  const form = await request.formData().catch(() => null);
  const token = String(form?.get("token") ?? "").slice(0, 64);
  const email = String(form?.get("email") ?? "").slice(0, 254);
  const password = String(form?.get("password") ?? "").slice(0, 1024);
  const prisma = await getDb();
  const result = await createFirstOperator(prisma, token, { email, password });
  if (!result.ok) {
    return seeOther(
      request,
      result.reason === "invalid-account" ? `/operator/setup?token=${encodeURIComponent(token)}&error=account` : "/operator/setup?error=link",
    );
  }
  const response = seeOther(request, "/operator");
  response.headers.append("Set-Cookie", sessionCookieHeader(await createSession(prisma, result.operatorId), undefined, request));
  return response;
});
