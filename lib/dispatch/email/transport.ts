import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const shared = require("nodemailer/lib/shared") as { parseConnectionUrl(url: string): object };
import { SendThreadError, sendThread } from "../send-thread";
import type { ComposedEmail } from "./compose";

export interface MailResult {
  messageId: string;
  /** The .eml file written when no SMTP server is configured. */
  file?: string;
}

export interface MailTransport {
  kind: "smtp" | "eml";
  send(from: string, email: ComposedEmail, messageId: string): Promise<MailResult>;
}

/** The default home of .eml files: beside the embedded database, in the data folder. */
export const DEFAULT_MAIL_DIR = ".data/mail";

/**
 * SMTP when `smtpUrl` is set (smtp:// or smtps:// with credentials); otherwise nodemailer builds the same
 * message and we write it to `<mailDir>/<time>-<id>.eml`, which any mail client opens.
 * `messageId` is derived from the event, so a resend after a crash carries the same Message-ID.
 */
export function createMailTransport(options: { smtpUrl?: string; mailDir?: string; offThread?: boolean }): MailTransport {
  if (options.smtpUrl) {
    // Parsed by nodemailer itself so the URL's credentials, port and TLS settings keep their usual meaning; the
    // timeouts stop a hung server from holding a relay's claim.
    const connection = shared.parseConnectionUrl(options.smtpUrl) as SMTPTransport.Options;
    const transporter = nodemailer.createTransport({ ...connection, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    return {
      kind: "smtp",
      async send(from, email, messageId) {
        const info = await transporter.sendMail({ from, messageId, ...email });
        return { messageId: info.messageId };
      },
    };
  }
  const mailDir = path.resolve(/*turbopackIgnore: true*/ options.mailDir ?? DEFAULT_MAIL_DIR);
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let folderReady: Promise<unknown> | undefined;
  // Off the web server's event loop (../send-thread.ts) unless the thread cannot load nodemailer.
  let offThread = options.offThread !== false;
  const fileFor = (messageId: string) => {
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const safeId = messageId.replace(/[^A-Za-z0-9_.-]/g, "");
    return path.join(mailDir, `${stamp}-${safeId}.eml`);
  };
  return {
    kind: "eml",
    async send(from, email, messageId) {
      const thread = offThread ? sendThread() : null;
      if (thread) {
        const file = fileFor(messageId);
        try {
          const info = await thread.run({ kind: "eml", from, email, messageId, dir: mailDir, file });
          return { messageId: info.messageId, file };
        } catch (error) {
          if (!(error instanceof SendThreadError && error.moduleMissing)) throw error;
          console.warn("[dispatch] the send thread cannot load nodemailer; building emails on the main event loop");
          offThread = false;
        }
      }
      const info = await builder.sendMail({ from, messageId, ...email });
      // Once per transport; a failure (a read-only folder) is not remembered, so the next email tries again.
      folderReady ??= mkdir(mailDir, { recursive: true }).catch((error: unknown) => {
        folderReady = undefined;
        throw error;
      });
      await folderReady;
      const file = fileFor(messageId);
      await writeFile(file, info.message as Buffer).catch((error: unknown) => {
        // The folder went away meanwhile: make it again on the retry.
        folderReady = undefined;
        throw error;
      });
      return { messageId: info.messageId, file };
    },
  };
}
