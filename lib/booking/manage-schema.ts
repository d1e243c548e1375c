import { z } from "zod";
import { appointmentRequestSchema } from "@/lib/validation/appointment";

const token = z.string({ error: "token is required" }).max(100, "token is not valid");

/** What the homeowner's booking page sends to POST /api/appointments/manage. */
export const manageRequestSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("cancel"), token }),
    z.object({ action: z.literal("erase"), token }),
    appointmentRequestSchema.pick({ preferredDate: true, timeFrame: true }).extend({ action: z.literal("reschedule"), token }),
  ],
  { error: "action must be cancel, reschedule or erase" },
);
export type ManageRequest = z.output<typeof manageRequestSchema>;
