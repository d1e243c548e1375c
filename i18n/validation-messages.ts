import type catalogue from "@/messages/en-US/validation.json";

// Schemas carry a message key, not a text: the text is resolved where it is shown, from the catalogue at hand
// (messages/<locale>/validation.json). The API formats its replies on the server (lib/api/texts.ts); a form
// formats its field errors in the browser (components/forms/use-validation-text.ts). react-hook-form keeps only
// an issue's message, so values such as a length limit travel inside it: the key, a space, then JSON.

type Groups = (typeof catalogue)["Validation"];

/** "appointment.nameRequired": a group of the Validation namespace and a key in it. */
export type ValidationKey = { [Group in keyof Groups]: `${Group & string}.${keyof Groups[Group] & string}` }[keyof Groups];

/** ICU values; numbers are written as they are ("4000", not "4,000"), as the API has always answered. */
export type ValidationValues = Record<string, string | number>;

/** What a schema puts where zod expects a message. */
export function messageKey(key: ValidationKey, values?: ValidationValues): string {
  return values ? `${key} ${JSON.stringify(values)}` : key;
}

const ENCODED = /^([a-z]+\.[A-Za-z]+)(?: (\{.*\}))?$/;

/** The key and values of a message written by `messageKey`, or undefined for any other text. */
export function parseMessageKey(message: string): { key: ValidationKey; values?: ValidationValues } | undefined {
  const match = ENCODED.exec(message);
  if (!match) return undefined;
  if (!match[2]) return { key: match[1] as ValidationKey };
  try {
    return { key: match[1] as ValidationKey, values: JSON.parse(match[2]) as ValidationValues };
  } catch {
    return undefined;
  }
}

/** A translator over the Validation namespace, such as useTranslations("Validation") or createTranslator's. */
export interface ValidationTranslator {
  (key: ValidationKey, values?: ValidationValues): string;
  has(key: ValidationKey): boolean;
}

/** The text of a schema's message in the translator's language; a message that is no key of ours stays as it is. */
export function validationText(message: string, t: ValidationTranslator): string {
  const parsed = parseMessageKey(message);
  return parsed && t.has(parsed.key) ? t(parsed.key, parsed.values) : message;
}
