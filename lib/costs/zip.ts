import zipPrefixStates from "./data/zip-prefix-states.json";

// ZIP handling for cost estimates: a US ZIP (5 digits, optionally ZIP+4) to its state by its first three digits,
// from the repo's own prefix table. scripts/costs-regional.mjs builds it from the `zipcodes` npm package's US ZIP
// list (the table's `source` names the package and version); no lookup at runtime.

const ZIP = /^(\d{5})(?:-\d{4})?$/;
const prefixes: Record<string, string> = zipPrefixStates.prefixes;

/** Where the prefix table comes from, for the docs and tests. */
export const zipPrefixSource: string = zipPrefixStates.source;

/** The 5-digit ZIP of "12345" or "12345-6789" (spaces trimmed), or null when it is not one. */
export function normalizeZip(value: string): string | null {
  const match = ZIP.exec(value.trim());
  return match ? match[1] : null;
}

/** The two-letter state a 5-digit ZIP lies in, or undefined for an unassigned prefix. */
export function stateForZip(zip: string): string | undefined {
  return prefixes[zip.slice(0, 3)];
}
