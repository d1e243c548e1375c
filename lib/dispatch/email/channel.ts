import type { DeliveryOutcome, DispatchChannel, OutgoingEvent } from "../channel";
import { homeownerEmail, operatorEmail, type ComposedEmail } from "./compose";
import type { MailTransport } from "./transport";

export interface EmailChannelOptions {
  transport: MailTransport;
  from: string;
  operatorEmail?: string;
}

function messageIdFor(event: OutgoingEvent, audience: string): string {
  return `<${event.id}.${audience}@fixpilot.dispatch>`;
}

async function deliver(
  options: EmailChannelOptions,
  event: OutgoingEvent,
  audience: string,
  email: ComposedEmail | null,
  why: string,
): Promise<DeliveryOutcome> {
  // Nothing to send is final, not a failure to retry (an erased booking, no operator address).
  if (!email) return { ok: false, error: why, final: true, skipped: true };
  const result = await options.transport.send(options.from, email, messageIdFor(event, audience));
  return { ok: true, note: result.file ? `Written to ${result.file}` : `Accepted by SMTP as ${result.messageId}` };
}

export function createHomeownerEmailChannel(options: EmailChannelOptions): DispatchChannel {
  return {
    name: "email:homeowner",
    send: (event) => deliver(options, event, "homeowner", homeownerEmail(event), "No homeowner address (details erased)"),
  };
}

export function createOperatorEmailChannel(options: EmailChannelOptions): DispatchChannel {
  return {
    name: "email:operator",
    send: (event) =>
      deliver(options, event, "operator", options.operatorEmail ? operatorEmail(event, options.operatorEmail) : null, "OPERATOR_EMAIL is not set"),
  };
}
