import { z } from "zod";
import { appointmentRequestSchema } from "@/lib/validation/appointment";
import { messageKey } from "@/i18n/validation-messages";

const token = z.string({ error: messageKey("booking.tokenRequired") }).max(100, messageKey("booking.tokenInvalid"));

/** What the homeowner's booking page sends to POST /api/appointments/manage. */
export const manageRequestSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("cancel"), token }),
    z.object({ action: z.literal("erase"), token }),
    // The homeowner's answer to a time the pro proposed from the job page.
    z.object({ action: z.literal("acceptProposal"), token }),
    z.object({ action: z.literal("refuseProposal"), token }),
    appointmentRequestSchema.pick({ preferredDate: true, timeFrame: true }).extend({ action: z.literal("reschedule"), token }),
  ],
  { error: messageKey("booking.actionInvalid") },
);
export type ManageRequest = z.output<typeof manageRequestSchema>;
