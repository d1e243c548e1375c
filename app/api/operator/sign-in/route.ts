import { withApiErrors } from "@/lib/api";
import { getDb } from "@/lib/db";
import { clientIpFrom } from "@/lib/location/client-ip";
import { deviceCookieFrom, deviceCookieHeader } from "@/lib/operator/device-cookie";
import { seeOther } from "@/lib/operator/guard";
import { sessionCookieHeader, sessionTokenFrom } from "@/lib/operator/session";
import { signIn } from "@/lib/operator/sign-in";

export const runtime = "nodejs";

/**
 * The sign-in form's POST: 303 to the console with a new session cookie and a fresh device cookie, or back to the
 * form with one generic error.
 */
export const POST = withApiErrors("POST /api/operator/sign-in", async (request) => {
  const form = await request.formData().catch(() => null);
  const email = String(form?.get("email") ?? "").slice(0, 254);
  const password = String(form?.get("password") ?? "").slice(0, 1024);
  const signedIn = await signIn(await getDb(), {
    email,
    password,
    client: clientIpFrom(request.headers) ?? "unknown",
    previousToken: sessionTokenFrom(request),
    deviceCookie: deviceCookieFrom(request),
  });
  if (!signedIn) return seeOther(request, "/operator/sign-in?error=1");
  const response = seeOther(request, "/operator");
  response.headers.append("Set-Cookie", sessionCookieHeader(signedIn.sessionToken, undefined, request));
  response.headers.append("Set-Cookie", deviceCookieHeader(signedIn.deviceCookie, request));
  return response;
});
