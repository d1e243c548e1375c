import { withApiErrors } from "@/lib/api";
import { getDb } from "@/lib/db";
import { clientIpFrom } from "@/lib/location/client-ip";
import { seeOther } from "@/lib/operator/guard";
import { sessionCookieHeader, tokenFromCookieHeader } from "@/lib/operator/session";
import { signIn } from "@/lib/operator/sign-in";

export const runtime = "nodejs";

/** The sign-in form's POST: 303 to the console with a new session cookie, or back to the form with one generic error. */
export const POST = withApiErrors("POST /api/operator/sign-in", async (request) => {
  const form = await request.formData().catch(() => null);
  const email = String(form?.get("email") ?? "").slice(0, 254);
  const password = String(form?.get("password") ?? "").slice(0, 1024);
  const token = await signIn(await getDb(), {
    email,
    password,
    client: clientIpFrom(request.headers) ?? "unknown",
    previousToken: tokenFromCookieHeader(request.headers.get("cookie")),
  });
  if (!token) return seeOther(request, "/operator/sign-in?error=1");
  const response = seeOther(request, "/operator");
  response.headers.append("Set-Cookie", sessionCookieHeader(token, undefined, request));
  return response;
});
