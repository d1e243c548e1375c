import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

import { describe, expect, it } from "@jest/globals";

import type { TriageModel } from "@/lib/emergency/classifier";
import { TRAINING, trainClassifier } from "@/lib/emergency/train-classifier";

import { corpusHash, readCorpus } from "../triage/corpus";

// The committed classifier (lib/emergency/model.json) must be the one `npm run train:triage` makes from the dev
// corpus as it stands: a corpus edited without retraining, or a model edited by hand, fails here.
const DEV = "tests/triage/corpus/dev";
const MODEL = "lib/emergency/model.json";
const committed = readFileSync(MODEL, "utf8");
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("the triage classifier's model", () => {
  it("was trained on the dev corpus as it stands (rerun npm run train:triage after editing the corpus)", () => {
    expect((JSON.parse(committed) as TriageModel).corpusHash).toBe(corpusHash(DEV));
  });

  it("is exactly what retraining on the dev corpus makes", () => {
    const retrained = `${JSON.stringify(trainClassifier(readCorpus(DEV), corpusHash(DEV), TRAINING))}\n`;
    expect(sha256(retrained)).toBe(sha256(committed));
    // A few seconds alone; a loaded two-core machine has taken 50.
  }, 180_000);

  it("stays under 3 MB", () => {
    expect(Buffer.byteLength(committed)).toBeLessThan(3_000_000);
  });
});
