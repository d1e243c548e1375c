// A child process for tests/integration/faults-pglite.test.ts, run with tsx (Jest's sandbox cannot run
// PGlite's loader; see tests/support/db.ts). It opens PGlite in the folder given as its argument the way the
// app does (lib/db/open.ts: lock, migrate), then books appointments in a loop until it is killed, printing
// "committed <n> <id>" after each insert has returned, so the test knows what was committed when it kills.
//
//   tsx tests/support/pglite-writer.ts <data folder>
import path from "node:path";
import { openDatabase } from "../../lib/db/open";

export const WRITER_HISTORY_LENGTH = 12;

/** The n-th appointment the writer books: every field derived from n, so a reader can tell a whole row from a torn one. */
export function writerAppointment(n: number) {
  const diagnosticHistory = Array.from({ length: WRITER_HISTORY_LENGTH }, (_, step) => ({
    type: step % 2 === 0 ? "ai" : "user",
    content: `Writer ${n} step ${step} `.padEnd(200, "."),
  }));
  return {
    name: `Writer ${n}`,
    email: `writer-${n}@example.com`,
    phone: "555-0100",
    category: "plumbing",
    preferredDate: new Date(Date.UTC(2030, 0, 1 + (n % 365))),
    timeFrame: n % 2 === 0 ? "8-12" : "12-4",
    issue: "Leaky Faucet",
    problemDescription: diagnosticHistory.map((entry) => entry.content).join("\n"),
    diagnosticHistory,
    idempotencyKey: `writer-${n}`,
    requestFingerprint: `fingerprint-${n}`,
  };
}

async function main(): Promise<void> {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error("usage: pglite-writer.ts <data folder>");
  const database = await openDatabase({ kind: "pglite", dataDir });
  process.stdout.write("ready\n");
  for (let n = 0; ; n++) {
    const { id } = await database.prisma.appointment.create({ data: writerAppointment(n), select: { id: true } });
    process.stdout.write(`committed ${n} ${id}\n`);
  }
}

// Only when run as the script itself: the test imports writerAppointment from this file too.
if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  main().catch((error: unknown) => {
    process.stderr.write(`pglite-writer: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
