import type { PrismaClient } from "@/lib/db/generated/client";
import { OPEN_STATUSES } from "@/lib/booking/change";
import { replyText } from "./compose";
import { keywordOf, recordConsentChange } from "./consent";

export interface InboundText {
  from: string;
  body: string;
  /** Twilio's MessageSid: a webhook Twilio retries is recognised and not recorded twice. */
  providerId?: string;
}

export interface InboundOutcome {
  /** What happened, for tests and logs. */
  action: "opt_out" | "opt_in" | "help" | "thread" | "unmatched" | "duplicate";
  reply: string | null;
  appointmentId?: number;
}

const SPANISH_KEYWORDS: ReadonlySet<string> = new Set(["PARAR", "ALTO", "CANCELAR", "BAJA", "COMENZAR", "AYUDA"]);

/**
 * A text from a homeowner's phone. STOP and its kin opt the number out of every booking at once (the ledger keeps the
 * time); START and its kin opt it back in; HELP answers. Anything else is a message for the thread of the number's
 * most recent open booking with opt-in, stored as an inbound SmsMessage that the thread picks up; with no such
 * booking, a short help reply. Replies are in the keyword's language, else the latest booking's.
 */
export async function handleInboundText(prisma: PrismaClient, text: InboundText): Promise<InboundOutcome> {
  if (text.providerId && (await prisma.smsMessage.findUnique({ where: { providerId: text.providerId }, select: { id: true } }))) {
    return { action: "duplicate", reply: null };
  }
  const latest = await prisma.appointment.findFirst({
    where: { phone: text.from, smsOptIn: true, anonymizedAt: null },
    orderBy: { createdAt: "desc" },
    select: { locale: true },
  });
  const keyword = keywordOf(text.body);
  const locale = keyword && SPANISH_KEYWORDS.has(keyword.word) ? "es-US" : (latest?.locale ?? "en-US");
  if (keyword?.kind === "opt_out" || keyword?.kind === "opt_in") {
    await recordConsentChange(prisma, text.from, keyword.kind, keyword.word);
    return { action: keyword.kind, reply: replyText(keyword.kind === "opt_out" ? "stopReply" : "startReply", locale) };
  }
  if (keyword?.kind === "help") return { action: "help", reply: replyText("helpReply", locale) };

  const open = await prisma.appointment.findFirst({
    where: { phone: text.from, smsOptIn: true, anonymizedAt: null, status: { in: [...OPEN_STATUSES] } },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  if (!open) return { action: "unmatched", reply: replyText("unknownReply", locale) };
  await prisma.smsMessage.create({
    data: { direction: "inbound", appointmentId: open.id, phone: text.from, body: text.body, providerId: text.providerId ?? null, status: "received" },
  });
  return { action: "thread", reply: null, appointmentId: open.id };
}
