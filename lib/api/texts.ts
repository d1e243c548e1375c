import { createTranslator } from "use-intl/core";

import api from "@/messages/en/api.json";

// The texts the API answers with, formatted from the message catalogue. Replies are in the default language
// (clients and tests read their exact words), so these translators use its catalogue; answering in the
// visitor's language would mean choosing the catalogue here, per request.
const messages = { ...api };

/** The API's own texts (messages/en/api.json). */
export const apiText = createTranslator({ locale: "en", messages, namespace: "Api" });
