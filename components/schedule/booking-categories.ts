import type { CategoryId } from "@/lib/catalog";
import { getLocalizedTradeWords, localizeCatalogue } from "@/lib/catalog/i18n";
import type { AppLocale } from "@/i18n/locales";

/** What the booking form needs of a category: the catalogue's full problem texts stay on the server. */
export interface BookingCategory {
  id: CategoryId;
  title: string;
  /** "electrician" */
  trade: string;
  /** "electricians" */
  trades: string;
  problems: { id: string; title: string }[];
}

/** In the page's language (the catalogue overlay): the form shows these titles and the contractor reads the issue's. */
export function bookingCategories(locale?: AppLocale): BookingCategory[] {
  return localizeCatalogue(locale).map(({ id, title, problems }) => ({
    id,
    title,
    trade: getLocalizedTradeWords(id, locale).singular,
    trades: getLocalizedTradeWords(id, locale).plural,
    problems: problems.map((problem) => ({ id: problem.id, title: problem.title })),
  }));
}
