// The statistical layer beside the rules: one logistic regression per hazard over features that survive typos and
// Spanglish (folded words, word pairs, and 3-5 letter pieces inside each word), trained on TRAINING_CORPUS by
// `npm run train:triage` (lib/emergency/train-classifier.ts) and scored in triage.ts. Phrase rules only know the
// phrasings someone wrote down; letter pieces and word weights learned from thousands of labelled messages carry to
// phrasings nobody listed ("blue flashes pop out of the socket" shares "flash", "socket" with sparks it saw).
//
// Hand-written rather than a library (checked on npm, 2026-11-27): `natural` 8.1.1 has Bayes and logistic
// classifiers, but single-label, its logistic one dense (sylvester matrices), and it pulls mongoose, pg and redis;
// `wink-naive-bayes-text-classifier` 2.2.1 is single-label naive Bayes wired to wink-nlp's English model;
// `ml-logistic-regression` 2.0.0 is dense (ml-matrix), ~6,000 x 60,000 here. None is in node_modules, and scoring
// is a sparse dot product that fits in a few lines.
import { foldText } from "./clauses";
import { HAZARDS, type HazardId } from "./hazards";

/** How a message becomes features; recorded in the model so scoring reads text exactly as training did. */
export interface FeatureSettings {
  /** Letter pieces of each word padded with "<" and ">", from `min` to `max` letters. */
  charGrams: { min: number; max: number };
  wordPairs: boolean;
  /**
   * The words after a negation ("I don't smell gas", "no hay olor a gas"), up to `window` of them and never past
   * punctuation, become "n:" features of their own, without letter pieces: "gas" denied is not evidence of gas.
   * `words` are the rules' negation words of every language, copied at training.
   */
  negation: { words: string[]; window: number };
}
/**
 * The trained model as committed in model.json: integer weights (x `scale`) per feature, one per hazard. Format 2
 * stores each feature's weights as 16-bit little-endian integers in base64 (`encodeWeights`): about two thirds of
 * format 1's decimal arrays, with the same numbers.
 */
export interface TriageModel {
  format: 2;
  /** sha256 of what it was trained on (TRAINING_CORPUS and corporaHash in tests/triage/corpus.ts). */
  corpusHash: string;
  features: FeatureSettings;
  kinds: HazardId[];
  /** See featureValue. */
  lengthFloor: number;
  scale: number;
  bias: number[];
  /** Feature -> its weight for each kind in `kinds`, in that order, as `encodeWeights` writes them. */
  weights: Record<string, string>;
}

/** A 16-bit integer weight (x `scale`) is stored within this bound. */
export const STORED_WEIGHT_LIMIT = 32_767;

/** One feature's integer weights as 16-bit little-endian integers in base64, without padding (a RangeError past 16 bits). */
export function encodeWeights(values: readonly number[]): string {
  const bytes = Buffer.alloc(values.length * 2);
  values.forEach((value, index) => bytes.writeInt16LE(value, index * 2));
  return bytes.toString("base64").replace(/=+$/, "");
}

export function decodeWeights(encoded: string): number[] {
  const bytes = Buffer.from(encoded, "base64");
  return Array.from({ length: bytes.length / 2 }, (_, index) => bytes.readInt16LE(index * 2));
}

/** The features of a message, each once: "w:" words, "p:" word pairs, "c:" letter pieces, "n:" denied words. */
export function messageFeatures(text: string, settings: FeatureSettings): string[] {
  const negations = new Set(settings.negation.words);
  const features = new Set<string>();
  let previous: string | undefined;
  let denied = 0;
  for (const token of foldText(text).match(/[a-z0-9]+|[.,;:!?\n]/g) ?? []) {
    if (!/[a-z0-9]/.test(token)) {
      [previous, denied] = [undefined, 0];
      continue;
    }
    if (denied > 0 && !negations.has(token)) {
      features.add(`n:${token}`);
      [previous, denied] = [undefined, denied - 1];
      continue;
    }
    features.add(`w:${token}`);
    if (settings.wordPairs && previous) features.add(`p:${previous}_${token}`);
    const padded = `<${token}>`;
    for (let size = settings.charGrams.min; size <= settings.charGrams.max; size += 1) {
      for (let start = 0; start + size <= padded.length; start += 1) features.add(`c:${padded.slice(start, start + size)}`);
    }
    previous = token;
    if (negations.has(token)) denied = settings.negation.window;
  }
  return [...features];
}

/**
 * A message's feature values: binary, scaled to unit length, but never by fewer features than `lengthFloor` (the
 * training messages' median): a three-word message must not weigh each word three times what training taught.
 */
export function featureValue(count: number, lengthFloor: number): number {
  return 1 / Math.sqrt(Math.max(count, lengthFloor, 1));
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** A model ready to score: weights in a Map, already divided by the scale. */
export interface LoadedModel {
  features: FeatureSettings;
  kinds: HazardId[];
  lengthFloor: number;
  bias: number[];
  weights: Map<string, Float64Array>;
}

export function loadModel(model: TriageModel): LoadedModel {
  const weights = new Map<string, Float64Array>();
  if (model.format !== 2) throw new Error(`model.json is format ${String(model.format)}; retrain it with \`npm run train:triage\``);
  for (const [feature, encoded] of Object.entries(model.weights))
    weights.set(
      feature,
      Float64Array.from(decodeWeights(encoded), (value) => value / model.scale),
    );
  return { features: model.features, kinds: model.kinds, lengthFloor: model.lengthFloor, bias: model.bias, weights };
}

/** Each hazard's probability for a message (its features counted whether the model knows them or not, as in training). */
export function hazardScores(model: LoadedModel, text: string): Record<HazardId, number> {
  const features = messageFeatures(text, model.features);
  const value = featureValue(features.length, model.lengthFloor);
  const sums = [...model.bias];
  for (const feature of features) {
    const weights = model.weights.get(feature);
    if (!weights) continue;
    for (let kind = 0; kind < sums.length; kind += 1) sums[kind] += weights[kind] * value;
  }
  const scores = Object.fromEntries(HAZARDS.map((kind) => [kind, 0])) as Record<HazardId, number>;
  model.kinds.forEach((kind, index) => (scores[kind] = sigmoid(sums[index])));
  return scores;
}
