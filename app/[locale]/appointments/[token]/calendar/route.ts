import { notFound } from "next/navigation";
import { toAppLocale } from "@/i18n/locales";
import { findByManageToken } from "@/lib/booking/lookup";
import { allowBookingLookup } from "@/lib/booking/lookup-limit";
import { snapshotOf } from "@/lib/booking/snapshot";
import { bookingPageUrl } from "@/lib/booking/token";
import { getDb } from "@/lib/db";
import { calendarAttachment } from "@/lib/dispatch/email/compose";

export const runtime = "nodejs";

/** GET /appointments/{token}/calendar: the visit's .ics, the same invite as the confirmation email's. */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  // Over the shared token limit, a right token answers 404 like a wrong one (as the booking page does).
  if (!(await allowBookingLookup(request.headers))) notFound();
  const row = await findByManageToken(await getDb(), token);
  if (!row || row.anonymizedAt) notFound();
  // The invite and its link in the language the homeowner booked in, whichever address asked for it.
  const invite = calendarAttachment(snapshotOf(row), bookingPageUrl(token, toAppLocale(row.locale)));
  return new Response(invite.content, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${invite.filename}"`,
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "X-Robots-Tag": "noindex",
    },
  });
}
