import { wantsSecureCookie } from "./session";

/*
 * The pro's new job link exists in clear only when it is issued: the console shows it once, from a cookie that lives
 * two minutes, is scoped to that appointment's console page, and is HttpOnly (the database keeps only its hash).
 */
export const PRO_LINK_COOKIE = "fixpilot_new_pro_link";
const MAX_AGE_SECONDS = 120;

export function proLinkCookie(appointmentId: number, proUrl: string, request: Request): string {
  return [
    `${PRO_LINK_COOKIE}=${encodeURIComponent(proUrl)}`,
    `Path=/operator/appointments/${appointmentId}`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(wantsSecureCookie(request) ? ["Secure"] : []),
  ].join("; ");
}

/** The link the cookie holds, when it is one of this site's job links. */
export function proLinkFromCookie(value: string | undefined): string | null {
  if (!value) return null;
  const url = decodeURIComponent(value);
  return /^https?:\/\/[^\s]+\/jobs\/[A-Za-z0-9_-]{43}$/.test(url) ? url : null;
}
