// Emergency triage in the conversation's language: the one entry the chat uses once it knows the locale.
// English pages go to lib/emergency/detect.ts untouched. Spanish pages go to the Spanish phrasings, which know
// the English hazard words people mix in ("tengo un gas leak", "el outlet hace sparks"); a message written
// wholly in English on a Spanish page is read by the English detector as well. Both answer with the same
// hazard ids, most urgent first.
import "server-only";

import { detectHazards } from "./detect";
import { HAZARDS, type HazardId } from "./hazards";
import { detectSpanishHazards } from "./phrasings/es-US";

/** "en", "en-US", "es", "es-US"...: anything starting with "es" is Spanish, everything else English. */
export function isSpanishLocale(locale: string | null | undefined): boolean {
  return /^es(?:-|$)/i.test(locale ?? "");
}

// Function words only one of the two languages uses. The English detector is not run on Spanish sentences: it
// spell-corrects Spanish words into English hazard words ("monoxido" -> "monoxide") without knowing Spanish
// denials or shopping questions ("que detector de monoxido me recomiendan comprar").
const englishWords = /^(the|is|are|my|i|im|and|it|its|of|to|there|theres|from|in|on|at|smell|smells|dont|doesnt|not|what|how|when|with|this|keeps|coming)$/;
const spanishWords = /^(el|la|los|las|de|del|que|y|en|se|hay|mi|mis|un|una|es|esta|por|con|para|huele|sale|me|nos|cuando|como|tengo)$/;

function readsAsEnglish(text: string): boolean {
  const words = text
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .split(/[^a-z]+/);
  const english = words.filter((word) => englishWords.test(word)).length;
  const spanish = words.filter((word) => spanishWords.test(word)).length;
  return english > spanish;
}

/** Every hazard the message describes, most urgent first. */
export function detectEmergencies(text: string, locale?: string | null): HazardId[] {
  if (!isSpanishLocale(locale)) return detectHazards(text);
  const found = new Set(detectSpanishHazards(text));
  if (readsAsEnglish(text)) for (const hazard of detectHazards(text)) found.add(hazard);
  return HAZARDS.filter((hazard) => found.has(hazard));
}

/** The most urgent hazard the message describes, if any. */
export function detectEmergency(text: string, locale?: string | null): HazardId | undefined {
  return detectEmergencies(text, locale)[0];
}
