import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export const SMTP_TEST_USER = "mailer";
export const SMTP_TEST_PASSWORD = "smtp-test-password";

/** The SMTP_URL that reaches a capture started with the default credentials on `port`. */
export function smtpCaptureUrl(port: number): string {
  return `smtp://${SMTP_TEST_USER}:${SMTP_TEST_PASSWORD}@127.0.0.1:${port}`;
}

export interface CapturedMail {
  /** The envelope's recipients, as the app's SMTP client gave them (RCPT TO). */
  to: string[];
  mail: ParsedMail;
}

/**
 * A real SMTP server on loopback (smtp-server, plain SMTP with AUTH, as a relay on a private network takes it) that
 * parses each message with mailparser and keeps it. The app reaches it through SMTP_URL = `url`.
 */
export async function startSmtpCapture(options: { port?: number } = {}) {
  const [user, password] = [SMTP_TEST_USER, SMTP_TEST_PASSWORD];
  const received: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: smtpCaptureUrl(port),
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
