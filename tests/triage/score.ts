// Reads a triage corpus (JSONL files of labelled messages) and scores emergency triage on it, on every page
// language. Shared by `npm run eval:triage` (the held-out benchmark) and the dev-corpus Jest test.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

import { locales, type AppLocale } from "@/i18n/locales";
import { HAZARDS, type HazardId } from "@/lib/emergency/hazards";
import { triageMessage } from "@/lib/emergency/triage";

export const MESSAGE_LANGUAGES = ["en", "es", "mixed"] as const;

const corpusLine = z
  .object({
    id: z.string().min(1),
    text: z.string().min(1),
    kinds: z.array(z.enum(HAZARDS)),
    lang: z.enum(MESSAGE_LANGUAGES),
    resembles: z.enum(HAZARDS).optional(),
  })
  .strict();

export type CorpusMessage = z.infer<typeof corpusLine> & { file: string };

export class MalformedCorpusError extends Error {}

/** Every message of every .jsonl file under `location` (a folder or one file); throws on any malformed line or repeated id. */
export function readCorpus(location: string): CorpusMessage[] {
  let isFolder: boolean;
  try {
    isFolder = statSync(location).isDirectory();
  } catch {
    throw new MalformedCorpusError(`no corpus at ${location}`);
  }
  const files = isFolder
    ? readdirSync(location, { recursive: true, encoding: "utf8" })
        .filter((name) => name.endsWith(".jsonl"))
        .sort()
        .map((name) => path.join(location, name))
    : [location];
  if (files.length === 0) throw new MalformedCorpusError(`no .jsonl files under ${location}`);
  const messages: CorpusMessage[] = [];
  const ids = new Set<string>();
  for (const file of files) {
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, index) => {
        if (!line.trim()) return;
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch {
          throw new MalformedCorpusError(`${file}:${index + 1}: not JSON`);
        }
        const parsed = corpusLine.safeParse(value);
        if (!parsed.success)
          throw new MalformedCorpusError(`${file}:${index + 1}: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`);
        if (ids.has(parsed.data.id)) throw new MalformedCorpusError(`${file}:${index + 1}: id ${parsed.data.id} repeated`);
        ids.add(parsed.data.id);
        messages.push({ ...parsed.data, file });
      });
  }
  return messages;
}

export interface Outcome {
  message: CorpusMessage;
  page: AppLocale;
  found: HazardId[];
  notes: HazardId[];
}

export interface Score {
  outcomes: Outcome[];
  /** Hazard messages whose every labelled kind was found, per "kind|lang|page". */
  cells: Map<string, { caught: number; total: number }>;
  /** A labelled kind not found (the card missing, or another hazard's card). */
  misses: Outcome[];
  /** A look-alike that brought a card. */
  falseAlarms: Outcome[];
  lookAlikes: number;
}

export const cellKey = (kind: HazardId, lang: string, page: AppLocale) => `${kind}|${lang}|${page}`;

export function scoreCorpus(messages: CorpusMessage[]): Score {
  const score: Score = { outcomes: [], cells: new Map(), misses: [], falseAlarms: [], lookAlikes: 0 };
  for (const page of locales) {
    for (const message of messages) {
      const { hazards: found, notes } = triageMessage(message.text, page);
      const outcome = { message, page, found, notes };
      score.outcomes.push(outcome);
      if (message.kinds.length === 0) {
        score.lookAlikes += 1;
        if (found.length > 0) score.falseAlarms.push(outcome);
        continue;
      }
      let missed = false;
      for (const kind of message.kinds) {
        const cell = score.cells.get(cellKey(kind, message.lang, page)) ?? { caught: 0, total: 0 };
        cell.total += 1;
        if (found.includes(kind)) cell.caught += 1;
        else missed = true;
        score.cells.set(cellKey(kind, message.lang, page), cell);
      }
      if (missed) score.misses.push(outcome);
    }
  }
  return score;
}
