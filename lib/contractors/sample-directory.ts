import type { PrismaClient } from "@/lib/db/generated/client";
import { sampleContractors } from "./sample-data";

function sampleRows() {
  return sampleContractors().map((contractor) => ({ ...contractor, sample: true }));
}

/**
 * Fills an empty directory with the demo rows, so the contractor finder works with no setup.
 * Safe when two processes start at once: the ids are fixed and duplicates are skipped.
 */
export async function seedSampleDirectoryIfEmpty(prisma: PrismaClient): Promise<number> {
  if ((await prisma.contractor.count()) > 0) return 0;
  const { count } = await prisma.contractor.createMany({ data: sampleRows(), skipDuplicates: true });
  return count;
}

/** Inserts or refreshes every demo row (npm run db:seed). Leaves imported rows alone. */
export async function upsertSampleDirectory(prisma: PrismaClient): Promise<number> {
  const rows = sampleRows();
  for (const { placeId, ...fields } of rows) {
    await prisma.contractor.upsert({ where: { placeId }, create: { placeId, ...fields }, update: fields });
  }
  return rows.length;
}
