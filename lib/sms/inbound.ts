import { toAppLocale, type AppLocale } from "@/i18n/locales";
import { ApiError } from "@/lib/api";
import { Prisma, type PrismaClient } from "@/lib/db/generated/client";
import { OPEN_STATUSES } from "@/lib/booking/change";
import { sendThreadMessage } from "@/lib/thread/messages";
import { THREAD_LIMITS } from "@/lib/thread/schema";
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
  action: "opt_out" | "opt_in" | "help" | "thread" | "unmatched" | "duplicate" | "rate_limited";
  reply: string | null;
  appointmentId?: number;
}

const SPANISH_KEYWORDS: ReadonlySet<string> = new Set(["PARAR", "ALTO", "CANCELAR", "BAJA", "COMENZAR", "AYUDA"]);

/**
 * A text from a homeowner's phone. STOP and its kin opt the number out of every booking at once (the ledger keeps the
 * time); START and its kin opt it back in; HELP answers. Anything else is the homeowner's message in the thread of the
 * number's most recent open booking with opt-in, posted as from their booking page (lib/thread/messages.ts: the pro
 * hears of it, open pages update, the same per-minute limit), and kept as an inbound SmsMessage; with no such booking,
 * a short help reply. Replies are in the keyword's language, else the latest booking's.
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
  const locale: AppLocale = keyword && SPANISH_KEYWORDS.has(keyword.word) ? "es-US" : toAppLocale(latest?.locale);
  if (keyword?.kind === "opt_out" || keyword?.kind === "opt_in") {
    await recordConsentChange(prisma, text.from, keyword.kind, keyword.word);
    return { action: keyword.kind, reply: replyText(keyword.kind === "opt_out" ? "stopReply" : "startReply", locale) };
  }
  if (keyword?.kind === "help") return { action: "help", reply: replyText("helpReply", locale) };

  const message = text.body.trim().slice(0, THREAD_LIMITS.body);
  if (!message) return { action: "help", reply: replyText("helpReply", locale) };
  const open = await prisma.appointment.findFirst({
    where: { phone: text.from, smsOptIn: true, anonymizedAt: null, status: { in: [...OPEN_STATUSES] } },
    orderBy: { createdAt: "desc" },
  });
  if (!open) return { action: "unmatched", reply: replyText("unknownReply", locale) };
  const bookingLocale = toAppLocale(open.locale);
  // The text itself, kept first: its MessageSid (unique) claims it, so a retry Twilio sends meanwhile is not posted twice.
  let stored: { id: number };
  try {
    stored = await prisma.smsMessage.create({
      data: { direction: "inbound", appointmentId: open.id, phone: text.from, body: text.body, providerId: text.providerId ?? null, status: "received" },
      select: { id: true },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return { action: "duplicate", reply: null };
    throw error;
  }
  try {
    // The homeowner's message, as if typed on their booking page: message.created, live update, the same limit.
    await sendThreadMessage(prisma, open, { author: "homeowner", body: message, sender: `sms:${text.from}`, locale: bookingLocale });
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      await prisma.smsMessage.update({ where: { id: stored.id }, data: { status: "rate_limited" } });
      return { action: "rate_limited", reply: replyText("tooManyReply", bookingLocale), appointmentId: open.id };
    }
    // Not posted: release the claim so Twilio's retry of this webhook is taken.
    await prisma.smsMessage.delete({ where: { id: stored.id } });
    throw error;
  }
  return { action: "thread", reply: null, appointmentId: open.id };
}
