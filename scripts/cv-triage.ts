// `npm run cv:triage [-- --settings '{"epochs":20}'] [--policy '{"threshold":0.4}'] [--history]`: leave-one-file-out
// cross-validation of the statistical triage layer on the training corpus only (the dev corpus and the scored rounds,
// never the held-out folder). Each file is one fold: the classifier is trained on the other files and scores that file, alone and joined to the rules.
// The rules were tuned on every dev file, so the joined figures flatter them (their own misses and false alarms on
// dev are 0): only the classifier-alone figures are honest. With --history, each blind round is also joined to the
// rules as they stood when that round was scored blind (git archive of lib/emergency at that commit, per
// docs/safety-triage.md): the honest estimate of what the union does on a fresh round.
import { execSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

import { HAZARDS, type HazardId } from "@/lib/emergency/hazards";
import { hazardScores, loadModel } from "@/lib/emergency/classifier";
import { TRAINING, trainClassifier, type TrainingSettings } from "@/lib/emergency/train-classifier";
import { asksWithNothingNow, calmableKinds, combineLayers, LAYER_POLICY, ruleTriage, type LayerPolicy } from "@/lib/emergency/triage";
import type { RuleResult } from "@/lib/emergency/rules";

import { readCorpora, TRAINING_CORPUS, type CorpusMessage } from "../tests/triage/corpus";

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? JSON.parse(process.argv[at + 1]) : {};
};
const settings: TrainingSettings = { ...TRAINING, ...option("--settings") };
const chosen: LayerPolicy = { ...LAYER_POLICY, ...option("--policy") };

/** Files written fresh by someone who had not read the rules (training sets too); the probes and written.jsonl are the rules' author's. */
const isBlind = (file: string) => /heldout-round-|blind-|scored-round-|train-/.test(file);

interface Reading {
  message: CorpusMessage;
  scores: Record<HazardId, number>;
  rules: ReturnType<typeof ruleTriage>;
  /** The rules' cards a calming context names (calmableKinds), read with the same rules. */
  calmable: HazardId[];
}

/** The commit whose rules each blind round was first scored against (docs/safety-triage.md, "Rounds"). */
const BLIND_RULES: Record<string, string> = {
  "heldout-round-1": "ded812e",
  "heldout-round-2": "a6d20ec",
  "heldout-round-3": "7a9bed4",
  "heldout-round-4": "2a46577",
  "heldout-round-5": "f859168",
  "heldout-round-6": "7bf17e6",
  "blind-7a": "78bfe29",
  "blind-7b": "78bfe29",
  "heldout-round-7": "c65a8f9",
  "heldout-round-8": "ac2105e",
  "heldout-round-9": "ea7dc63",
  "scored-round-10": "f3e2f0f",
  "scored-round-11a": "3c4aa9a",
  "scored-round-11b": "3c4aa9a",
  "scored-round-12a": "9e44206",
  "scored-round-12b": "9e44206",
  "scored-round-13a": "67fec3b",
  "scored-round-13b": "67fec3b",
  "scored-round-14a": "76d6815",
  "scored-round-14b": "76d6815",
  "scored-round-15a": "677031b",
  "scored-round-15b": "677031b",
  "scored-round-16a": "658c024",
  "scored-round-16b": "658c024",
  "scored-round-17a": "0bcecc2",
  "scored-round-17b": "0bcecc2",
  "scored-round-18a": "3d92b60",
  "scored-round-18b": "3d92b60",
  "scored-round-19a": "447690b",
  "scored-round-19b": "447690b",
  "scored-round-20a": "ee7eaaf",
  "scored-round-20b": "ee7eaaf",
  "scored-round-21a": "273be29",
  "scored-round-21b": "273be29",
  "scored-round-22a": "c92def7",
  "scored-round-22b": "c92def7",
  "scored-round-23a": "e4f12bc",
  "scored-round-23b": "e4f12bc",
  "scored-round-24a": "53e2651",
  "scored-round-24b": "67b655a",
  "scored-round-25a": "1c81675",
  "scored-round-25b": "1c81675",
  "scored-round-26a": "d5e8344",
  "scored-round-26b": "d5e8344",
  "scored-round-27a": "9c572e3",
  "scored-round-27b": "9c572e3",
  "scored-round-28a": "b3c44bf",
  "scored-round-28b": "b3c44bf",
  "scored-round-29a": "1e6cee9",
  "scored-round-29b": "1e6cee9",
  "scored-round-30a": "e75a79e",
  "scored-round-30b": "e75a79e",
  "scored-round-31a": "8c73997",
  "scored-round-31b": "8c73997",
  "scored-round-32a": "485b018",
  "scored-round-32b": "485b018",
  "scored-round-33a": "a79de3a",
  "scored-round-33b": "a79de3a",
  "scored-round-34a": "c5c8faf",
  "scored-round-34b": "c5c8faf",
  "scored-round-35a": "1d823c9",
  "scored-round-35b": "1d823c9",
  "scored-round-36a": "495a526",
  "scored-round-36b": "495a526",
  "scored-round-37a": "2947ff0",
  "scored-round-37b": "2947ff0",
  "scored-round-38a": "3cd53d8",
  "scored-round-38b": "3cd53d8",
  "scored-round-39a": "016432c",
  "scored-round-39b": "016432c",
};

/**
 * The rules' reading at an old commit: its lib/emergency, extracted inside the project so its imports resolve. Its
 * ruleTriage where it has one: from `60fa949` on, its triageMessage also holds that commit's classifier.
 */
async function rulesAt(commit: string): Promise<{ read: (text: string) => RuleResult; dispose: () => void }> {
  const folder = path.resolve(".triage-cv", commit);
  rmSync(folder, { recursive: true, force: true });
  execSync(`mkdir -p ${folder} && git archive ${commit} lib/emergency | tar -x -C ${folder}`);
  const old = (await import(path.join(folder, "lib/emergency/triage.ts"))) as {
    triageMessage: (text: string) => { hazards: HazardId[]; notes: HazardId[] };
    ruleTriage?: (text: string) => RuleResult;
  };
  return {
    read: (text) => {
      if (old.ruleTriage) return old.ruleTriage(text);
      const { hazards, notes } = old.triageMessage(text);
      return { cards: hazards, notes };
    },
    dispose: () => rmSync(folder, { recursive: true, force: true }),
  };
}

async function main() {
  const corpus = readCorpora(TRAINING_CORPUS);
  const files = [...new Set(corpus.map((message) => message.file))];
  const started = performance.now();
  const folds = files.map((file) => {
    const model = loadModel(
      trainClassifier(
        corpus.filter((message) => message.file !== file),
        "cv",
        settings,
      ),
    );
    const readings: Reading[] = corpus
      .filter((message) => message.file === file)
      .map((message) => {
        const rules = ruleTriage(message.text);
        return { message, scores: hazardScores(model, message.text), rules, calmable: calmableKinds(message.text, rules.cards) };
      });
    return { name: path.basename(file, ".jsonl"), blind: isBlind(file), readings };
  });
  console.log(`${files.length} folds trained and scored in ${((performance.now() - started) / 1000).toFixed(1)} s (settings ${JSON.stringify(settings)})\n`);

  interface FoldScore {
    recall: number;
    caught: number;
    total: number;
    lowest: { cell: string; caught: number; total: number };
    falseAlarms: number;
    lookAlikes: number;
  }

  function scoreFold(readings: Reading[], found: (reading: Reading) => HazardId[]): FoldScore {
    const cells = new Map<string, { caught: number; total: number }>();
    let falseAlarms = 0;
    let lookAlikes = 0;
    for (const reading of readings) {
      const hazards = found(reading);
      if (reading.message.kinds.length === 0) {
        lookAlikes += 1;
        if (hazards.length > 0) falseAlarms += 1;
        continue;
      }
      for (const kind of reading.message.kinds) {
        const key = `${kind}|${reading.message.lang}`;
        const cell = cells.get(key) ?? { caught: 0, total: 0 };
        cell.total += 1;
        if (hazards.includes(kind)) cell.caught += 1;
        cells.set(key, cell);
      }
    }
    const all = [...cells.entries()];
    const caught = all.reduce((sum, [, cell]) => sum + cell.caught, 0);
    const total = all.reduce((sum, [, cell]) => sum + cell.total, 0);
    const [cell, lowest] = all.reduce((worst, entry) => (entry[1].caught / entry[1].total < worst[1].caught / worst[1].total ? entry : worst));
    return { recall: caught / total, caught, total, lowest: { cell, ...lowest }, falseAlarms, lookAlikes };
  }

  const alone = (policy: LayerPolicy) => (reading: Reading) => HAZARDS.filter((kind) => reading.scores[kind] >= policy.threshold);
  const joined = (policy: LayerPolicy) => (reading: Reading) => combineLayers(reading.rules, reading.scores, policy, reading.calmable).cards;
  const pct = (value: number) => `${(100 * value).toFixed(1)}%`;

  function summary(layer: (reading: Reading) => HazardId[], blindOnly: boolean) {
    const scored = folds.filter((fold) => !blindOnly || fold.blind).map((fold) => scoreFold(fold.readings, layer));
    const caught = scored.reduce((sum, fold) => sum + fold.caught, 0);
    const total = scored.reduce((sum, fold) => sum + fold.total, 0);
    const alarms = scored.reduce((sum, fold) => sum + fold.falseAlarms, 0);
    const lookAlikes = scored.reduce((sum, fold) => sum + fold.lookAlikes, 0);
    const pooledCells = scoreFold(
      folds.filter((fold) => !blindOnly || fold.blind).flatMap((fold) => fold.readings),
      layer,
    ).lowest;
    return {
      recall: caught / total,
      meanRecall: scored.reduce((sum, fold) => sum + fold.recall, 0) / scored.length,
      worstFold: Math.min(...scored.map((fold) => fold.recall)),
      lowestPooledCell: `${pooledCells.cell} ${pct(pooledCells.caught / pooledCells.total)}`,
      falseAlarms: alarms / lookAlikes,
      worstFoldAlarms: Math.max(...scored.map((fold) => fold.falseAlarms / fold.lookAlikes)),
    };
  }

  console.log(
    `Threshold sweep on the ${folds.filter((fold) => fold.blind).length} blind folds (pooled recall | mean fold recall | worst fold | lowest pooled kind x lang cell | false alarms | worst fold's false alarms):`,
  );
  for (const threshold of [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99]) {
    const policy = { ...chosen, threshold };
    for (const [name, layer] of [
      ["classifier", alone(policy)],
      ["rules + classifier", joined(policy)],
    ] as const) {
      const s = summary(layer, true);
      console.log(
        `  t=${threshold.toFixed(2)} ${name.padEnd(19)} ${pct(s.recall).padStart(6)} | ${pct(s.meanRecall).padStart(6)} | ${pct(s.worstFold).padStart(6)} | ${s.lowestPooledCell.padEnd(26)} | ${pct(s.falseAlarms).padStart(5)} | ${pct(s.worstFoldAlarms).padStart(5)}`,
      );
    }
  }

  // A rules note the classifier would turn into a card: on dev every note is right (the rules were tuned on it), so
  // each override here is a false alarm the classifier adds, and none can be a catch.
  const notes = folds.flatMap((fold) => fold.readings).flatMap((reading) => reading.rules.notes.map((kind) => ({ kind, reading })));
  console.log(
    `\nRules notes on dev: ${notes.length}; of them labelled as that hazard: ${notes.filter(({ kind, reading }) => reading.message.kinds.includes(kind)).length}`,
  );
  for (const cut of [0.5, 0.7, 0.9, 0.95, 0.99]) {
    const over = notes.filter(({ kind, reading }) => reading.scores[kind] >= cut);
    console.log(
      `  classifier >= ${cut}: would override ${over.length} notes (${over.filter(({ kind, reading }) => reading.message.kinds.includes(kind)).length} of them real hazards)`,
    );
  }

  const cellText = (lowest: FoldScore["lowest"]) => `${pct(lowest.caught / lowest.total)} ${lowest.cell} (${lowest.caught}/${lowest.total})`;
  console.log(`\nPer fold at ${JSON.stringify(chosen)} (lowest cell: kind x message language):`);
  console.log("| fold | hazards / look-alikes | classifier recall | lowest cell | false alarms | rules + classifier recall | lowest cell | false alarms |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const fold of folds) {
    const a = scoreFold(fold.readings, alone(chosen));
    const j = scoreFold(fold.readings, joined(chosen));
    console.log(
      `| ${fold.name}${fold.blind ? "" : " (rules' author)"} | ${a.total} / ${a.lookAlikes} | ${pct(a.recall)} | ${cellText(a.lowest)} | ${pct(a.falseAlarms / a.lookAlikes)} (${a.falseAlarms}) | ${pct(j.recall)} | ${cellText(j.lowest)} | ${pct(j.falseAlarms / j.lookAlikes)} (${j.falseAlarms}) |`,
    );
  }
  for (const blindOnly of [true, false]) {
    for (const [name, layer] of [
      ["classifier", alone(chosen)],
      ["rules + classifier", joined(chosen)],
    ] as const) {
      const s = summary(layer, blindOnly);
      console.log(
        `${blindOnly ? `${folds.filter((fold) => fold.blind).length} blind folds` : `all ${folds.length} folds`}, ${name}: pooled recall ${pct(s.recall)}, mean fold recall ${pct(s.meanRecall)}, worst fold ${pct(s.worstFold)}, lowest pooled cell ${s.lowestPooledCell}, false alarms ${pct(s.falseAlarms)} (worst fold ${pct(s.worstFoldAlarms)})`,
      );
    }
  }

  if (!process.argv.includes("--history")) return;
  const history: { fold: (typeof folds)[number]; commit: string; readings: Reading[] }[] = [];
  for (const fold of folds.filter((candidate) => BLIND_RULES[candidate.name])) {
    const commit = BLIND_RULES[fold.name];
    const old = await rulesAt(commit);
    history.push({
      fold,
      commit,
      readings: fold.readings.map((reading) => {
        const rules = old.read(reading.message.text);
        return { ...reading, rules, calmable: calmableKinds(reading.message.text, rules.cards, old.read) };
      }),
    });
    old.dispose();
  }
  rmSync(".triage-cv", { recursive: true, force: true });
  const pooled = (layer: (reading: Reading) => HazardId[]) => {
    const score = scoreFold(
      history.flatMap(({ readings }) => readings),
      layer,
    );
    return `${pct(score.recall).padStart(6)} | ${cellText(score.lowest).padEnd(34)} | ${pct(score.falseAlarms / score.lookAlikes).padStart(5)}`;
  };
  console.log("\nBlind rounds with the rules they were scored against, pooled (recall | lowest kind x lang cell | false alarms):");
  console.log(`  rules alone                                   ${pooled((reading) => reading.rules.cards)}`);
  for (const threshold of [0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 0.98, 0.99])
    for (const noteOverride of [0.9, 0.99, 2])
      console.log(
        `  rules + classifier t=${threshold.toFixed(2)} noteOverride=${String(noteOverride).padEnd(4)}     ${pooled(joined({ ...chosen, threshold, noteOverride }))}`,
      );
  for (const demoteBelow of [0, 0.03, 0.1, 0.2, 0.3, 0.5])
    console.log(`  rules + classifier, calmable cards demoted under ${String(demoteBelow).padEnd(4)} ${pooled(joined({ ...chosen, demoteBelow }))}`);
  // Not the shipped policy: what the classifier could take away, for the doc's next step.
  for (const veto of [0.01, 0.03, 0.1])
    console.log(
      `  ... and a rules card dropped under ${String(veto).padEnd(4)}      ${pooled((reading) => joined(chosen)(reading).filter((kind) => reading.scores[kind] >= veto || !reading.rules.cards.includes(kind)))}`,
    );

  // Not the shipped policy either: the veto only where the message asks something and says nothing is happening now.
  const guardedVeto = (veto: number) => (reading: Reading) =>
    joined(chosen)(reading).filter((kind) => reading.scores[kind] >= veto || !reading.rules.cards.includes(kind) || !asksWithNothingNow(reading.message.text));
  for (const veto of [0.01, 0.03, 0.05, 0.1, 0.2])
    console.log(`  ... under ${String(veto).padEnd(4)} where it asks and says nothing now ${pooled(guardedVeto(veto))}`);
  for (const veto of [0.03, 0.1]) {
    const lost = history
      .flatMap(({ readings }) => readings)
      .filter((reading) => reading.message.kinds.some((kind) => joined(chosen)(reading).includes(kind) && !guardedVeto(veto)(reading).includes(kind)));
    console.log(`  hazards the guarded veto under ${veto} takes (${lost.length}):`);
    for (const reading of lost) console.log(`    ${reading.message.id} ${reading.message.kinds.join("+")}: ${reading.message.text.slice(0, 160)}`);
  }

  console.log(`\nPer blind round, with the rules it was scored against (${JSON.stringify(chosen)}):`);
  console.log("| fold | rules at | rules recall | lowest cell | false alarms | rules + classifier recall | lowest cell | false alarms |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const { fold, commit, readings } of history) {
    const r = scoreFold(readings, (reading) => reading.rules.cards);
    const j = scoreFold(readings, joined(chosen));
    console.log(
      `| ${fold.name} | ${commit} | ${pct(r.recall)} | ${cellText(r.lowest)} | ${pct(r.falseAlarms / r.lookAlikes)} (${r.falseAlarms}) | ${pct(j.recall)} | ${cellText(j.lowest)} | ${pct(j.falseAlarms / j.lookAlikes)} (${j.falseAlarms}) |`,
    );
  }
}

void main();
