/** One text message to send. `key` is the outbox event's id: the same on every retry of one notification. */
export interface OutgoingText {
  to: string;
  body: string;
  key: string;
  /** Where the provider reports delivery (POST /api/sms/status); absent for the file driver. */
  statusCallback?: string;
}

export interface SentText {
  /** The provider's id for the message (Twilio's SM... sid; the file driver's own). */
  providerId: string;
  /** The provider's first status ("queued", "accepted"; "written" for the file driver). */
  status: string;
  /** The file driver's JSON file. */
  file?: string;
}

/**
 * Why a send failed. `sent: false` means the provider certainly did not take the text (it refused it, or the
 * connection never opened), so a retry cannot send it twice; `final`: retrying cannot help (a number the provider
 * refuses). A failure that is neither (a timeout after the request went out) may have sent it: never retried.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly options: { sent: false | "unknown"; final: boolean; status?: number; code?: number },
  ) {
    super(message);
    this.name = "SmsSendError";
  }
}

/** The text-message port: a driver per service, chosen by the validated environment (./config.ts). */
export interface SmsProvider {
  readonly kind: "twilio" | "file";
  send(text: OutgoingText): Promise<SentText>;
}
