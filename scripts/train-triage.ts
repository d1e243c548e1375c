// `npm run train:triage`: trains the statistical triage layer on TRAINING_CORPUS (tests/triage/corpus/dev and the
// scored rounds in tests/triage/corpus/scored, never the held-out folder) and writes lib/emergency/model.json with
// the corpus's hash. Deterministic: the same corpus and
// settings give the same file. Rerun it whenever either changes (tests/unit/emergency-model.test.ts fails
// until then).
import { writeFileSync } from "node:fs";

import { TRAINING, trainClassifier } from "@/lib/emergency/train-classifier";

import { corporaHash, readCorpora, TRAINING_CORPUS } from "../tests/triage/corpus";

const OUTPUT = "lib/emergency/model.json";

const started = performance.now();
const model = trainClassifier(readCorpora(TRAINING_CORPUS), corporaHash(TRAINING_CORPUS), TRAINING);
const json = `${JSON.stringify(model)}\n`;
writeFileSync(OUTPUT, json);
console.log(
  `Trained on ${TRAINING_CORPUS.join(" and ")} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${Object.keys(model.weights).length} features, ${(json.length / 1e6).toFixed(2)} MB -> ${OUTPUT}`,
);
