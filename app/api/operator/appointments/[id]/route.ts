import { ApiError, apiText } from "@/lib/api";
import { assignContractor, BookingStateError, changeAppointment, setNotes, setStatus } from "@/lib/booking/change";
import { APPOINTMENT_STATUSES, type AppointmentStatus } from "@/lib/booking/schema";
import { getDb } from "@/lib/db";
import { dispatchAfterResponse } from "@/lib/dispatch/after-response";
import { seeOther, withOperatorRow } from "@/lib/operator/guard";
import { noticeQuery } from "@/lib/operator/notice";
import { proLinkCookie } from "@/lib/operator/pro-link-cookie";
import { reissueProLink, revokeProLink } from "@/lib/thread/job-actions";
import { photoAttachError } from "@/lib/photos/attach";
import { photoIdsSchema } from "@/lib/photos/schema";
import { postMessage } from "@/lib/thread/messages";
import { threadPhotoUpload } from "@/lib/thread/photos";
import { THREAD_LIMITS } from "@/lib/thread/schema";

export const runtime = "nodejs";

/**
 * The detail page's forms: action=status (value), assign (contractorId), notes (notes), message (body and up to 6
 * photoIds the operator uploaded: written in the thread as FixPilot; photos alone will do), reissueLink (revokes the pro's links and issues a new one, shown once on the page and sent in an
 * appointment.updated webhook), revokeLink. Each writes an outbox event.
 */
export const POST = withOperatorRow("POST /api/operator/appointments/[id]", "operator.noSuchAppointment", async (request, id) => {
  const form = await request.formData().catch(() => null);
  const action = String(form?.get("action") ?? "");
  const prisma = await getDb();
  try {
    let row;
    if (action === "status") {
      const status = String(form?.get("value") ?? "");
      if (!(APPOINTMENT_STATUSES as readonly string[]).includes(status)) throw new ApiError(400, apiText("operator.unknownStatus"));
      row = await changeAppointment(prisma, id, setStatus(status as AppointmentStatus));
    } else if (action === "assign") {
      const contractor = await prisma.contractor.findUnique({ where: { placeId: String(form?.get("contractorId") ?? "") } });
      if (!contractor) throw new ApiError(400, apiText("operator.chooseContractor"));
      row = await changeAppointment(prisma, id, assignContractor({ id: contractor.placeId, name: contractor.name }));
    } else if (action === "notes") {
      row = await changeAppointment(prisma, id, setNotes(String(form?.get("notes") ?? "").slice(0, 5000)));
    } else if (action === "message") {
      const body = String(form?.get("body") ?? "").trim();
      const photoIds = photoIdsSchema.safeParse(form?.getAll("photoIds").map(String) ?? []);
      if (!photoIds.success) throw photoAttachError("unknown");
      if ((!body && photoIds.data.length === 0) || body.length > THREAD_LIMITS.body) {
        throw new ApiError(400, apiText("operator.messageLength", { max: THREAD_LIMITS.body }));
      }
      row = await prisma.appointment.findUnique({ where: { id } });
      const photos = await threadPhotoUpload(prisma, photoIds.data, request.headers);
      if (row) await postMessage(prisma, row, "operator", body, null, photos);
    } else if (action === "reissueLink") {
      const proUrl = await reissueProLink(prisma, id);
      if (!proUrl) throw new ApiError(404, apiText("operator.noSuchAppointment"));
      dispatchAfterResponse();
      const response = seeOther(request, `/operator/appointments/${id}`);
      response.headers.append("Set-Cookie", proLinkCookie(id, proUrl, request));
      return response;
    } else if (action === "revokeLink") {
      row = await revokeProLink(prisma, id);
    } else {
      throw new ApiError(400, apiText("operator.unknownAction"));
    }
    if (!row) throw new ApiError(404, apiText("operator.noSuchAppointment"));
    dispatchAfterResponse();
    return seeOther(request, `/operator/appointments/${id}`);
  } catch (error) {
    if (error instanceof BookingStateError) return seeOther(request, `/operator/appointments/${id}?${noticeQuery(error)}`);
    throw error;
  }
});
