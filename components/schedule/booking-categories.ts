import { categories, getTradeWords, type CategoryId } from "@/lib/catalog";

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

export function bookingCategories(): BookingCategory[] {
  return categories.map(({ id, title, problems }) => ({
    id,
    title,
    trade: getTradeWords(id).singular,
    trades: getTradeWords(id).plural,
    problems: problems.map((problem) => ({ id: problem.id, title: problem.title })),
  }));
}
