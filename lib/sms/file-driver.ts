import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { OutgoingText, SentText, SmsProvider } from "./provider";

/** What one JSON file of the file driver holds. */
export interface StoredText {
  id: string;
  key: string;
  to: string;
  body: string;
  createdAt: string;
}

/** The file of one text: named after its key (the outbox event id), so erasure finds it and a resend finds it taken. */
export function textFile(dir: string, key: string): string {
  return path.join(dir, `${key.replace(/[^A-Za-z0-9_.-]/g, "")}.json`);
}

/**
 * The default driver: one JSON file per text under SMS_DIR, so quick start needs no account and the texts can be
 * read (tests, the operator). A second send with the same key keeps the first file and answers with it.
 */
export function createFileSmsProvider(dir: string): SmsProvider {
  const folder = path.resolve(/*turbopackIgnore: true*/ dir);
  return {
    kind: "file",
    async send(text: OutgoingText): Promise<SentText> {
      await mkdir(folder, { recursive: true });
      const file = textFile(folder, text.key);
      const stored: StoredText = { id: `file_${text.key}`, key: text.key, to: text.to, body: text.body, createdAt: new Date().toISOString() };
      try {
        await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { flag: "wx" });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        const existing = JSON.parse(await readFile(file, "utf8")) as StoredText;
        return { providerId: existing.id, status: "written", file };
      }
      return { providerId: stored.id, status: "written", file };
    },
  };
}
