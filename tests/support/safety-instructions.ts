// The instructions a safety text gives, recognised in English and in Spanish, so a translation can be checked
// for a dropped "call 911", "leave the house", "never" or "licensed" by structure rather than by wording.

export type InstructionKind =
  | "911"
  | "utility"
  | "gas utility"
  | "licensed"
  | "certified"
  | "a trade"
  | "leave"
  | "never"
  | "don't"
  | "stop"
  | "immediately"
  | "smoke"
  | "fire"
  | "gas smell"
  | "carbon monoxide";

const patterns: Record<InstructionKind, { en: RegExp; es: RegExp }> = {
  "911": { en: /\b911\b/, es: /\b911\b/ },
  utility: { en: /\butilit(?:y|ies)\b/i, es: /\bcompañías?\b/i },
  "gas utility": { en: /\bgas utility\b/i, es: /\bcompañía de gas\b/i },
  licensed: { en: /\blicensed\b/i, es: /\bcon licencia\b/i },
  certified: { en: /\bcertified\b/i, es: /\bcertificad[oa]s?\b|\bcertificación\b/i },
  "a trade": {
    en: /\b(?:plumber|electrician|HVAC specialist|technician|gas fitter|installer)s?\b/i,
    es: /\b(?:plomero|electricista|técnico|instalador)(?:e?s)?\b/i,
  },
  leave: {
    en: /\bleave (?:the (?:house|home|building|area)|and call|first)\b|\bget (?:everyone )?(?:out|outside|into fresh air)\b|\bmeans get out\b/i,
    es: /\bsalga\b|\bsaque a todos\b|\baire libre\b/i,
  },
  never: { en: /\bnever\b/i, es: /\bnunca\b/i },
  "don't": { en: /\b(?:don't|do not)\b/i, es: /\bno\b/i },
  stop: { en: /\bstops?\b/i, es: /\bpare\b|\bdej[ea] de\b|\bdet(?:iene|enga|ener)\b|\bya no\b/i },
  immediately: { en: /\bimmediately\b|\bright away\b/i, es: /\bde inmediato\b|\binmediatamente\b|\benseguida\b/i },
  smoke: { en: /\bsmoke\b/i, es: /\bhumo\b/i },
  fire: { en: /\bfires?\b/i, es: /\bfuego\b|\bincendios?\b|\bbomberos\b/i },
  "gas smell": { en: /\bsmell gas\b|\bgas smell\b/i, es: /\bhuele a gas\b|\bolor a gas\b/i },
  "carbon monoxide": { en: /\bcarbon monoxide\b|\bCO\b/, es: /\bmonóxido de carbono\b|\bCO\b/ },
};

export function instructionsIn(text: string, language: "en" | "es"): InstructionKind[] {
  return (Object.keys(patterns) as InstructionKind[]).filter((kind) => patterns[kind][language].test(text));
}

/** The figures of a text: 911, 35 feet, 120°F, 2-inch... as a sorted list, to compare across languages. */
export function figuresIn(text: string): string[] {
  return (text.match(/\d+/g) ?? []).sort();
}
