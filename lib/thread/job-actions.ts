import { TZDate } from "@date-fns/tz";
import type { Appointment, PrismaClient } from "@/lib/db/generated/client";
import { changeAppointment, OPEN_STATUSES, type ChangeOptions, type Mutation } from "@/lib/booking/change";
import { checkPreferredDate } from "@/lib/validation/appointment";
import { bookingLinkUrl, issueLink, revokeProLinks } from "./links";
import type { ThreadPhotoUpload } from "./photos";
import type { JobAction } from "./schema";

/** An action the job's state does not allow; `key` names its text under Api.thread (messages/en-US/api.json). */
export class JobStateError extends Error {
  constructor(
    readonly key: "closed" | "erased" | "alreadyAccepted" | "notAccepted" | "proNameRequired" | "noProposal" | "datePast",
    readonly values: Record<string, string> = {},
    readonly status = 409,
  ) {
    super(`thread.${key}`);
    this.name = "JobStateError";
  }
}

function requireOpen(row: Appointment): void {
  if (row.anonymizedAt) throw new JobStateError("erased");
  if (!OPEN_STATUSES.includes(row.status)) throw new JobStateError("closed", { status: row.status });
}

/** Accepted by the pro: confirmed with their name recorded (an operator's confirmation alone shows no contact details). */
export function isAcceptedByPro(row: Pick<Appointment, "status" | "proName">): boolean {
  return row.proName !== null && (row.status === "confirmed" || row.status === "completed");
}

/** The day (YYYY-MM-DD) at the homeowner's midnight, as the booking form stores a picked day (UTC without a zone). */
export function dayAtHomeownerMidnight(day: string, timeZone: string | null): Date {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(new TZDate(year, month - 1, date, timeZone ?? "UTC").getTime());
}

export function accept(typedName: string | undefined): Mutation {
  return (row) => {
    requireOpen(row);
    if (isAcceptedByPro(row)) throw new JobStateError("alreadyAccepted");
    const proName = row.contractorName ?? typedName;
    if (!proName) throw new JobStateError("proNameRequired", {}, 400);
    return { data: { status: "confirmed", proName }, change: "confirmed", details: { proName } };
  };
}

export function decline(reason: string): Mutation {
  return (row) => {
    requireOpen(row);
    return { data: { status: "requested", proName: null, proposedDate: null, proposedTimeFrame: null }, change: "declined", details: { reason } };
  };
}

export function propose(day: string, timeFrame: string): Mutation {
  return (row) => {
    requireOpen(row);
    const date = dayAtHomeownerMidnight(day, row.timeZone);
    if (checkPreferredDate(date)) throw new JobStateError("datePast", {}, 400);
    return { data: { proposedDate: date, proposedTimeFrame: timeFrame }, change: "time_proposed", details: { date: day, timeFrame } };
  };
}

export function onMyWay(etaMinutes: number): Mutation {
  return (row) => {
    requireOpen(row);
    if (!isAcceptedByPro(row)) throw new JobStateError("notAccepted");
    // The pro's name with the event, as Accept's: the thread's timeline reads only the event's data, while the email
    // and the text fall back to the booking's proName (a timeline saying "The pro is on the way" beside a text saying
    // "Pat Plumber is on the way").
    return { data: {}, change: "on_my_way", details: { etaMinutes, ...(row.proName ? { proName: row.proName } : {}) } };
  };
}

export function complete(notes: string | undefined, finalPrice: number | undefined): Mutation {
  return (row) => {
    requireOpen(row);
    if (!isAcceptedByPro(row)) throw new JobStateError("notAccepted");
    return {
      data: { status: "completed" },
      change: "completed",
      details: { ...(notes ? { notes } : {}), ...(finalPrice !== undefined ? { finalPrice } : {}) },
    };
  };
}

/** The homeowner takes the pro's proposed time: rescheduled as from their page. */
export const acceptProposal: Mutation = (row) => {
  requireOpen(row);
  if (!row.proposedDate || !row.proposedTimeFrame) throw new JobStateError("noProposal");
  return {
    data: { preferredDate: row.proposedDate, timeFrame: row.proposedTimeFrame, proposedDate: null, proposedTimeFrame: null },
    change: "rescheduled",
  };
};

export const refuseProposal: Mutation = (row) => {
  requireOpen(row);
  if (!row.proposedDate) throw new JobStateError("noProposal");
  return { data: { proposedDate: null, proposedTimeFrame: null }, change: "proposal_refused" };
};

/**
 * Runs one of the job page's actions for the booking its link opened; the pro is the actor. `photos` are the after-photos
 * that go with "Mark completed" (the pro's own uploads, checked and attached in the change's transaction).
 */
export function runJobAction(
  prisma: PrismaClient,
  appointmentId: number,
  action: JobAction,
  photos: ThreadPhotoUpload | null = null,
): Promise<Appointment | null> {
  const options: ChangeOptions = { actor: "pro" };
  switch (action.action) {
    case "accept":
      return changeAppointment(prisma, appointmentId, accept(action.proName), options);
    case "decline":
      // The link dies with the decline; the operator hears of it and can assign someone else.
      return changeAppointment(prisma, appointmentId, decline(action.reason), {
        ...options,
        notifyOperator: true,
        within: async (tx) => void (await revokeProLinks(tx, appointmentId)),
      });
    case "propose":
      return changeAppointment(prisma, appointmentId, propose(action.date, action.timeFrame), options);
    case "on_my_way":
      return changeAppointment(prisma, appointmentId, onMyWay(action.etaMinutes), options);
    case "complete":
      return changeAppointment(prisma, appointmentId, complete(action.notes, action.finalPrice), { ...options, photos });
  }
}

/**
 * The operator's "issue a new link": every pro link of the booking stops working and a new job link goes to the pro as
 * data.proUrl in an appointment.updated webhook (change "pro_link_reissued"). Returns the new link for the console.
 */
export async function reissueProLink(prisma: PrismaClient, appointmentId: number): Promise<string | null> {
  let proUrl: string | null = null;
  const row = await changeAppointment(prisma, appointmentId, () => ({ data: {}, change: "pro_link_reissued" }), {
    within: async (tx) => {
      await revokeProLinks(tx, appointmentId);
      proUrl = bookingLinkUrl("pro", await issueLink(tx, appointmentId, "pro", null));
      return { proUrl };
    },
  });
  return row ? proUrl : null;
}

/** The operator's "revoke": the pro's links stop working; the webhook says so (change "pro_link_revoked"). */
export async function revokeProLink(prisma: PrismaClient, appointmentId: number): Promise<Appointment | null> {
  return changeAppointment(prisma, appointmentId, () => ({ data: {}, change: "pro_link_revoked" }), {
    within: async (tx) => void (await revokeProLinks(tx, appointmentId)),
  });
}
