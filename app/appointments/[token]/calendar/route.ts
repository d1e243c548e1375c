import { notFound } from "next/navigation";
import { absoluteUrl } from "@/config/site";
import { findByManageToken } from "@/lib/booking/lookup";
import { snapshotOf } from "@/lib/booking/snapshot";
import { manageUrlPath } from "@/lib/booking/token";
import { getDb } from "@/lib/db";
import { calendarAttachment } from "@/lib/dispatch/email/compose";

export const runtime = "nodejs";

/** GET /appointments/{token}/calendar: the visit's .ics, the same invite as the confirmation email's. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  const row = await findByManageToken(await getDb(), token);
  if (!row || row.anonymizedAt) notFound();
  const invite = calendarAttachment(snapshotOf(row), absoluteUrl(manageUrlPath(token)));
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
