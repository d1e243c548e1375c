import { getTranslations } from "next-intl/server";

import type { Translate } from "./text";

/** The request's catalogue, for the SEO builders; tests pass their own translator to the pure builders instead. */
export async function getSeoTranslator(): Promise<Translate> {
  return await getTranslations();
}
