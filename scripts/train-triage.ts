// `npm run train:triage`: trains the statistical triage layer on the dev corpus (tests/triage/corpus/dev, never the
// held-out round) and writes lib/emergency/model.json with the corpus's hash. Deterministic: the same corpus and
// settings give the same file. Rerun it whenever the dev corpus changes (tests/unit/emergency-model.test.ts fails
// until then).
import { writeFileSync } from "node:fs";

import { TRAINING, trainClassifier } from "@/lib/emergency/train-classifier";

import { corpusHash, readCorpus } from "../tests/triage/corpus";

const DEV = "tests/triage/corpus/dev";
const OUTPUT = "lib/emergency/model.json";

const started = performance.now();
const model = trainClassifier(readCorpus(DEV), corpusHash(DEV), TRAINING);
const json = `${JSON.stringify(model)}\n`;
writeFileSync(OUTPUT, json);
console.log(
  `Trained on ${DEV} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${Object.keys(model.weights).length} features, ${(json.length / 1e6).toFixed(2)} MB -> ${OUTPUT}`,
);
