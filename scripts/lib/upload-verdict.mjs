// The bench's verdict on uploads, apart from scripts/bench-photos.mjs so a unit test can check it without a server.

/**
 * The rows (one per target) in which any upload failed: a non-2xx answer (a refusal, a 5xx), a connection error or a
 * timeout, or no photo stored at all. A benchmark that counts failures as throughput measures nothing.
 */
export function failedUploadRows(rows) {
  return rows.filter((row) => row["non-2xx"] > 0 || row.errors > 0 || row.timeouts > 0 || !(row[201] > 0));
}

/** Throws, naming each target and what failed there, when any upload failed. */
export function assertEveryUploadStored(rows) {
  const failed = failedUploadRows(rows);
  if (failed.length === 0) return;
  const details = failed.map((row) => `${row.target}: ${row[201] ?? 0} stored, ${row["non-2xx"]} non-2xx, ${row.errors} errors, ${row.timeouts} timeouts`);
  throw new Error(`Photo uploads failed: ${details.join("; ")}`);
}
