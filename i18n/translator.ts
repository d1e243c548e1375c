// One translator for code that runs outside a page render: API routes, the catalogue assistant, the outbox relay's
// emails under `npm run worker` (plain Node, so no next-intl request context and nothing server-only here). Pages
// use next-intl's request translator (i18n/request.ts), over the same catalogues.
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "use-intl/core";

import english from "@/messages/en-US";
import spanish from "@/messages/es-US";

import { toAppLocale, type AppLocale } from "./locales";

type Messages = typeof english;
type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** Each registered language's whole catalogue, by its registry code: a language missing here fails to compile. */
export const catalogues: Readonly<Record<AppLocale, Messages>> = { "en-US": english, "es-US": spanish };

const cache = new Map<string, unknown>();

/**
 * A namespace's translator in a language (English for an unknown or missing locale), built once per pair: building
 * one parses nothing yet, but every email and API reply asks for one.
 */
export function translatorFor<Space extends Namespace>(locale: unknown, namespace: Space) {
  const code = toAppLocale(locale);
  const key = `${code} ${namespace}`;
  let translator = cache.get(key) as ReturnType<typeof createTranslator<Messages, Space>> | undefined;
  if (!translator) {
    translator = createTranslator<Messages, Space>({ locale: code, messages: catalogues[code], namespace });
    cache.set(key, translator);
  }
  return translator;
}
