import { createTranslator } from "use-intl/core";

import { validationText, type ValidationTranslator } from "@/lib/validation/messages";
import api from "@/messages/en/api.json";
import validation from "@/messages/en/validation.json";

// The texts the API answers with, formatted from the message catalogue. Replies are in the default language
// (clients and tests read their exact words), so these translators use its catalogue; answering in the
// visitor's language would mean choosing the catalogue here, per request.
const messages = { ...api, ...validation };

/** The API's own texts (messages/en/api.json). */
export const apiText = createTranslator({ locale: "en", messages, namespace: "Api" });

const validationTranslator: ValidationTranslator = createTranslator({ locale: "en", messages, namespace: "Validation" });

/** A schema's message (a key from lib/validation/messages) as the text the API answers with. */
export function apiValidationText(message: string): string {
  return validationText(message, validationTranslator);
}
