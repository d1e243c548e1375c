// Scores emergency triage on a triage corpus (read by ./corpus.ts), on every page
// language. Shared by `npm run eval:triage` (the held-out benchmark) and the dev-corpus Jest test.
import { locales, type AppLocale } from "@/i18n/locales";
import { type HazardId } from "@/lib/emergency/hazards";
import { triageMessage } from "@/lib/emergency/triage";

import type { CorpusMessage } from "./corpus";

export { MalformedCorpusError, MESSAGE_LANGUAGES, readCorpus, type CorpusMessage } from "./corpus";

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
