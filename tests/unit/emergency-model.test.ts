import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

import { describe, expect, it } from "@jest/globals";

import { decodeWeights, encodeWeights, hazardScores, loadModel, type TriageModel } from "@/lib/emergency/classifier";
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

describe("the model's storage (format 2)", () => {
  it("gives back every 16-bit weight it stores, signs and extremes included", () => {
    const values = [0, 1, -1, 460, -1199, 4938, 32_767, -32_767];
    expect(decodeWeights(encodeWeights(values))).toEqual(values);
    // 16 bytes are 22 base64 letters without padding; the decimal array of the same weights takes 41.
    expect(encodeWeights(values)).toMatch(/^[A-Za-z0-9+/]{22}$/);
  });

  it("refuses a weight past 16 bits rather than storing another number", () => {
    expect(() => encodeWeights([40_000])).toThrow(/out of range/);
  });

  it("scores with the committed weights divided by the scale", () => {
    const model = JSON.parse(committed) as TriageModel;
    const [feature, encoded] = Object.entries(model.weights)[0];
    const weights = decodeWeights(encoded);
    const loaded = loadModel(model);
    expect([...loaded.weights.get(feature)!]).toEqual(weights.map((weight) => weight / model.scale));
    expect(Object.keys(hazardScores(loaded, "huele a gas en la cocina"))).toEqual(model.kinds);
  });

  it("will not read a format 1 model (decimal arrays) as if it were format 2", () => {
    const old = { ...(JSON.parse(committed) as TriageModel), format: 1, weights: { "w:gas": [1, 2, 3, 4, 5, 6, 7, 8] } };
    expect(() => loadModel(old as unknown as TriageModel)).toThrow(/format 1/);
  });
});
