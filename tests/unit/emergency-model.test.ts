import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

import { describe, expect, it } from "@jest/globals";

import type { TriageModel } from "@/lib/emergency/classifier";
import { TRAINING, trainClassifier } from "@/lib/emergency/train-classifier";

import { corporaHash, readCorpora, TRAINING_CORPUS } from "../triage/corpus";

// The committed classifier (lib/emergency/model.json) must be the one `npm run train:triage` makes from the training
// corpus (the dev corpus and the scored rounds) as it stands: a corpus edited without retraining, or a model edited by hand, fails here.
const MODEL = "lib/emergency/model.json";
const committed = readFileSync(MODEL, "utf8");
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("the triage classifier's model", () => {
  it("was trained on the training corpus as it stands (rerun npm run train:triage after editing the corpus)", () => {
    expect((JSON.parse(committed) as TriageModel).corpusHash).toBe(corporaHash(TRAINING_CORPUS));
  });

  it("is exactly what retraining on the training corpus makes", () => {
    const retrained = `${JSON.stringify(trainClassifier(readCorpora(TRAINING_CORPUS), corporaHash(TRAINING_CORPUS), TRAINING))}\n`;
    expect(sha256(retrained)).toBe(sha256(committed));
    // A few seconds alone; a loaded two-core machine has taken 50.
  }, 180_000);

  it("stays under 3 MB", () => {
    expect(Buffer.byteLength(committed)).toBeLessThan(3_000_000);
  });
});
