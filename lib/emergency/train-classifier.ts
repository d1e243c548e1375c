// Training of the statistical layer (classifier.ts): one L2-regularised logistic regression per hazard, fitted with
// AdaGrad over the messages in a seeded order, so the same corpus always gives the same model (byte for byte once
// the weights are rounded to integers). Used by `npm run train:triage`, `npm run cv:triage` and the model test;
// never by a request.
import { locales } from "@/i18n/locales";

import { encodeWeights, featureValue, messageFeatures, STORED_WEIGHT_LIMIT, type FeatureSettings, type TriageModel } from "./classifier";
import { HAZARDS, type HazardId } from "./hazards";
import { HAZARD_WORDS } from "./words";

export interface TrainingSettings {
  /** As FeatureSettings, with the negation words filled in from the rules' words (negationWords). */
  features: Omit<FeatureSettings, "negation"> & { negation: { window: number } };
  /** A feature is kept when at least this many training messages have it (rarer ones are noise and bytes). */
  minMessages: number;
  epochs: number;
  learningRate: number;
  /** L2 penalty per update on the weights a message touches. */
  l2: number;
  /** How much a hazard message counts against a message without that hazard (missing one is worse). */
  positiveWeight: number;
  seed: number;
  /** Weights are stored as round(weight * scale); a feature whose weights all round to 0 is dropped. */
  scale: number;
}

/** The settings `npm run cv:triage` chose (docs/safety-triage.md, "A statistical layer beside the rules"). */
export const TRAINING: TrainingSettings = {
  features: { charGrams: { min: 3, max: 5 }, wordPairs: true, negation: { window: 4 } },
  minMessages: 3,
  epochs: 12,
  learningRate: 0.5,
  l2: 1e-5,
  positiveWeight: 2,
  seed: 20261127,
  // x500 since round 27 (x1000 before): the model had grown past its 3 MB budget (3.02 MB); at x500 it is 2.86 MB and
  // every corpus reading is the same as at x1000 (docs/safety-triage.md, "Round 27").
  scale: 500,
};

export interface TrainingMessage {
  text: string;
  kinds: readonly HazardId[];
}

/** mulberry32: a tiny seeded generator, so the training order never depends on Math.random. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The rules' negation words of every language, as the classifier reads them (folded, no "=" marks), sorted. */
export function negationWords(): string[] {
  const words = locales.flatMap((locale) => HAZARD_WORDS[locale].concepts.negation ?? []).map((entry) => entry.replace(/^=/, ""));
  return [...new Set(words)].sort();
}

export function trainClassifier(messages: readonly TrainingMessage[], corpusHash: string, settings: TrainingSettings = TRAINING): TriageModel {
  const kinds = [...HAZARDS];
  const features: FeatureSettings = { ...settings.features, negation: { ...settings.features.negation, words: negationWords() } };
  const featureLists = messages.map((message) => messageFeatures(message.text, features));
  const lengths = featureLists.map((list) => list.length).sort((a, b) => a - b);
  const lengthFloor = lengths[Math.floor(lengths.length / 2)] ?? 1;
  const counts = new Map<string, number>();
  for (const list of featureLists) for (const feature of list) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const vocabulary = [...counts.entries()]
    .filter(([, count]) => count >= settings.minMessages)
    .map(([feature]) => feature)
    .sort();
  const index = new Map(vocabulary.map((feature, position) => [feature, position]));
  const rows = featureLists.map((list) => ({
    columns: Int32Array.from(list.flatMap((feature) => (index.has(feature) ? [index.get(feature)!] : []))),
    value: featureValue(list.length, lengthFloor),
  }));
  const targets = messages.map((message) => kinds.map((kind) => (message.kinds.includes(kind) ? 1 : 0)));

  const K = kinds.length;
  const weights = new Float64Array(vocabulary.length * K);
  const squares = new Float64Array(vocabulary.length * K);
  const bias = new Float64Array(K);
  const biasSquares = new Float64Array(K);
  const random = seeded(settings.seed);
  const order = messages.map((_, position) => position);
  const sums = new Float64Array(K);
  const gradients = new Float64Array(K);
  for (let epoch = 0; epoch < settings.epochs; epoch += 1) {
    for (let position = order.length - 1; position > 0; position -= 1) {
      const other = Math.floor(random() * (position + 1));
      [order[position], order[other]] = [order[other], order[position]];
    }
    for (const message of order) {
      const { columns, value } = rows[message];
      sums.set(bias);
      for (const column of columns) for (let kind = 0; kind < K; kind += 1) sums[kind] += weights[column * K + kind] * value;
      for (let kind = 0; kind < K; kind += 1) {
        const target = targets[message][kind];
        gradients[kind] = (1 / (1 + Math.exp(-sums[kind])) - target) * (target === 1 ? settings.positiveWeight : 1);
        biasSquares[kind] += gradients[kind] ** 2;
        bias[kind] -= (settings.learningRate * gradients[kind]) / Math.sqrt(biasSquares[kind] + 1e-8);
      }
      for (const column of columns) {
        for (let kind = 0; kind < K; kind += 1) {
          const at = column * K + kind;
          const gradient = gradients[kind] * value + settings.l2 * weights[at];
          squares[at] += gradient ** 2;
          weights[at] -= (settings.learningRate * gradient) / Math.sqrt(squares[at] + 1e-8);
        }
      }
    }
  }

  const stored: Record<string, string> = {};
  for (const [position, feature] of vocabulary.entries()) {
    const rounded = kinds.map((_, kind) => Math.round(weights[position * K + kind] * settings.scale));
    const outside = rounded.find((weight) => Math.abs(weight) > STORED_WEIGHT_LIMIT);
    if (outside !== undefined) throw new Error(`${feature}'s weight ${outside / settings.scale} does not fit 16 bits at scale ${settings.scale}`);
    if (rounded.some((weight) => weight !== 0)) stored[feature] = encodeWeights(rounded);
  }
  return {
    format: 2,
    corpusHash,
    features,
    kinds,
    lengthFloor,
    scale: settings.scale,
    bias: [...bias].map((value) => Math.round(value * settings.scale) / settings.scale),
    weights: stored,
  };
}
