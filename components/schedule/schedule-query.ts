import { getCategory, slugify, type CategoryId } from "@/lib/catalog";
import { APPOINTMENT_LIMITS, type DiagnosticEntry } from "@/lib/validation/appointment";

/** What /schedule reads from its address (spec section 2). */
export interface ScheduleQuery {
  categoryId: CategoryId | null;
  /** A problem id of the category; null when absent or not one of the category's problems. */
  issueId: string | null;
  isUpgrade: boolean;
  diagnosticHistory: DiagnosticEntry[];
}

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** The problem id for an issue given as an id, a title or a title's slug, when it belongs to the category. */
export function resolveIssueId(categoryId: string | null, issue: string | undefined): string | null {
  const category = getCategory(categoryId);
  if (!category || !issue) return null;
  const wanted = issue.toLowerCase();
  const match = category.problems.find((problem) => problem.id === issue || problem.title.toLowerCase() === wanted || problem.id === slugify(issue));
  return match?.id ?? null;
}

/**
 * The diagnostic chat as sent by the diagnostic page. A malformed list is logged and ignored: the booking
 * must not fail because of it. Entries are capped to what POST /api/appointments accepts, keeping the latest.
 */
export function parseDiagnosticHistory(raw: string | undefined, log: (...args: unknown[]) => void = console.error): DiagnosticEntry[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(looksEncoded(raw) ? decodeURIComponent(raw) : raw);
    if (!Array.isArray(parsed)) throw new Error("diagnosticHistory is not a list");
    return parsed
      .filter(isEntry)
      .map(({ type, content }) => ({ type, content: content.slice(0, APPOINTMENT_LIMITS.historyContent) }))
      .slice(-APPOINTMENT_LIMITS.historyEntries);
  } catch (error) {
    log("Ignoring malformed diagnosticHistory in the schedule link:", error);
    return [];
  }
}

// Links built by hand sometimes encode the JSON twice; the framework has already decoded it once.
function looksEncoded(raw: string): boolean {
  return raw.startsWith("%5B") || raw.startsWith("%5b");
}

function isEntry(value: unknown): value is DiagnosticEntry {
  if (typeof value !== "object" || value === null) return false;
  const { type, content } = value as Record<string, unknown>;
  return (type === "ai" || type === "user") && typeof content === "string";
}

export function parseScheduleQuery(params: SearchParams, log?: (...args: unknown[]) => void): ScheduleQuery {
  const categoryId = getCategory(first(params.category))?.id ?? null;
  return {
    categoryId,
    issueId: resolveIssueId(categoryId, first(params.issue)),
    isUpgrade: first(params.type) === "upgrade",
    diagnosticHistory: parseDiagnosticHistory(first(params.diagnosticHistory), log),
  };
}
