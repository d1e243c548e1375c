// `npm run eval:triage [folder-or-file] [--min-recall 0.99]`: scores emergency triage on a labelled corpus (default:
// the held-out set) and prints recall per hazard kind x message language x page language, every miss and every
// false alarm. A benchmark, not a test: it exits 0 unless the corpus is malformed or --min-recall is not met.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { locales } from "@/i18n/locales";
import { HAZARDS } from "@/lib/emergency/hazards";

import { cellKey, MalformedCorpusError, MESSAGE_LANGUAGES, readCorpus, scoreCorpus, type Outcome } from "../tests/triage/score";

const args = process.argv.slice(2);
const minIndex = args.indexOf("--min-recall");
const minRecall = minIndex >= 0 ? Number(args[minIndex + 1]) : undefined;
const HELD_OUT = "tests/triage/corpus/heldout";
const target = args.filter((_, index) => minIndex < 0 || (index !== minIndex && index !== minIndex + 1))[0] ?? HELD_OUT;

const percent = (part: number, whole: number) => (whole === 0 ? "   -  " : `${((100 * part) / whole).toFixed(1).padStart(5)}%`);
const line = ({ message, page, found }: Outcome) =>
  `  ${message.id} [${message.lang} on ${page}] expected ${message.kinds.join("+") || `none (resembles ${message.resembles ?? "?"})`}, got ${found.join("+") || "none"}: ${message.text}`;

// Between rounds the held-out folder is empty or missing (its last round moved to scored/ or the dev corpus): say so, and succeed.
const heldOutEmpty =
  target === HELD_OUT && (!existsSync(HELD_OUT) || !readdirSync(HELD_OUT, { recursive: true, encoding: "utf8" }).some((name) => name.endsWith(".jsonl")));

if (heldOutEmpty) {
  console.log(
    `No held-out round in ${HELD_OUT}: the last one has moved to tests/triage/corpus/scored/ (or the dev corpus). A helper who has not read lib/emergency/ writes the next round there; until then, score another corpus with \`npm run eval:triage <folder-or-file>\`.`,
  );
} else {
  try {
    const messages = readCorpus(path.resolve(target));
    const score = scoreCorpus(messages);
    const hazards = messages.filter((message) => message.kinds.length > 0).length;
    console.log(`Triage on ${target}: ${hazards} hazard messages, ${messages.length - hazards} look-alikes, each on ${locales.join(" and ")} pages.\n`);
    console.log(`Recall (labelled kind found) per kind x message language x page language:`);
    console.log(`${"kind".padEnd(17)}${MESSAGE_LANGUAGES.flatMap((lang) => locales.map((page) => `${lang}@${page}`.padStart(14))).join("")}`);
    let worst = 1;
    for (const kind of HAZARDS) {
      const cells = MESSAGE_LANGUAGES.flatMap((lang) =>
        locales.map((page) => {
          const cell = score.cells.get(cellKey(kind, lang, page));
          if (cell) worst = Math.min(worst, cell.caught / cell.total);
          return (cell ? `${percent(cell.caught, cell.total)} ${String(cell.caught).padStart(3)}/${String(cell.total).padEnd(3)}` : "-").padStart(14);
        }),
      );
      console.log(`${kind.padEnd(17)}${cells.join("")}`);
    }
    const caught = [...score.cells.values()].reduce((sum, cell) => sum + cell.caught, 0);
    const total = [...score.cells.values()].reduce((sum, cell) => sum + cell.total, 0);
    console.log(`\nOverall recall ${percent(caught, total)} (${caught}/${total}); lowest cell ${percent(worst, 1)}`);
    console.log(`False alarms ${percent(score.falseAlarms.length, score.lookAlikes)} (${score.falseAlarms.length}/${score.lookAlikes} look-alike readings)`);
    console.log(`\nMisses (${score.misses.length}):`);
    for (const outcome of score.misses) console.log(line(outcome));
    console.log(`\nFalse alarms (${score.falseAlarms.length}):`);
    for (const outcome of score.falseAlarms) console.log(line(outcome));
    if (minRecall !== undefined && worst < minRecall) {
      console.error(`\nLowest cell ${percent(worst, 1)} is under --min-recall ${minRecall}`);
      process.exitCode = 1;
    }
  } catch (error) {
    if (!(error instanceof MalformedCorpusError)) throw error;
    console.error(`Malformed corpus: ${error.message}`);
    process.exitCode = 2;
  }
}
