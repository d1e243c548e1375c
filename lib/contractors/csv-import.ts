import { createHash } from "node:crypto";
import { parse } from "csv-parse/sync";
import type { PrismaClient } from "@/lib/db/generated/client";
import { directoryCsvRowSchema, type DirectoryCsvRow } from "./csv-row-schema";

const REQUIRED_COLUMNS = ["name", "vicinity", "lat", "lng", "categories"];

export interface DirectoryEntry {
  placeId: string;
  name: string;
  vicinity: string;
  lat: number;
  lng: number;
  categories: string[];
  rating: number | null;
  userRatingsTotal: number;
  phone: string | null;
}

export interface CsvRowError {
  /** 1-based line in the file where the row ends. */
  line: number;
  messages: string[];
}

/** Parses and validates a directory CSV; returns the good rows and every bad row's line and problems. */
export function parseDirectoryCsv(text: string): { entries: DirectoryEntry[]; errors: CsvRowError[] } {
  const header = parse(text, { to_line: 1, bom: true, trim: true });
  const missing = REQUIRED_COLUMNS.filter((column) => !(header[0] ?? []).includes(column));
  if (missing.length > 0) return { entries: [], errors: [{ line: 1, messages: [`missing column(s): ${missing.join(", ")}`] }] };

  const records = parse<{ record: Record<string, string>; info: { lines: number } }>(text, {
    columns: true,
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
  });
  const entries: DirectoryEntry[] = [];
  const errors: CsvRowError[] = [];
  for (const { record, info } of records) {
    const result = directoryCsvRowSchema.safeParse(record);
    if (result.success) entries.push(toEntry(result.data));
    else errors.push({ line: info.lines, messages: result.error.issues.map((issue) => issue.message) });
  }
  return { entries, errors };
}

function toEntry(row: DirectoryCsvRow): DirectoryEntry {
  return {
    // Rows without a Places id get a stable one from name and address, so re-importing updates them.
    placeId: row.place_id ?? `dir-${createHash("sha256").update(`${row.name}|${row.vicinity}`.toLowerCase()).digest("hex").slice(0, 24)}`,
    name: row.name,
    vicinity: row.vicinity,
    lat: row.lat,
    lng: row.lng,
    categories: row.categories,
    rating: row.rating,
    userRatingsTotal: row.user_ratings_total,
    phone: row.phone,
  };
}

/** Upserts the entries as real (non-sample) rows in one transaction; optionally removes the demo rows too. */
export async function importDirectoryEntries(
  prisma: PrismaClient,
  entries: DirectoryEntry[],
  options: { replaceSamples?: boolean } = {},
): Promise<{ upserted: number; removedSamples: number }> {
  return prisma.$transaction(
    async (tx) => {
      for (const { placeId, ...fields } of entries) {
        const data = { ...fields, sample: false };
        await tx.contractor.upsert({ where: { placeId }, create: { placeId, ...data }, update: data });
      }
      const removedSamples = options.replaceSamples ? (await tx.contractor.deleteMany({ where: { sample: true } })).count : 0;
      return { upserted: entries.length, removedSamples };
    },
    { timeout: 10 * 60 * 1000, maxWait: 30_000 },
  );
}
