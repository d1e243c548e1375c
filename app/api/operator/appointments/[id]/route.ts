import { ApiError, apiText } from "@/lib/api";
import { assignContractor, BookingStateError, changeAppointment, setNotes, setStatus } from "@/lib/booking/change";
import { APPOINTMENT_STATUSES, type AppointmentStatus } from "@/lib/booking/schema";
import { getDb } from "@/lib/db";
import { dispatchAfterResponse } from "@/lib/dispatch/after-response";
import { seeOther, withOperatorRow } from "@/lib/operator/guard";
import { noticeQuery } from "@/lib/operator/notice";

export const runtime = "nodejs";

/** The detail page's forms: action=status (value), assign (contractorId), notes (notes). Each writes an outbox event. */
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
