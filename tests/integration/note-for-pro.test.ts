import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "@jest/globals";

import { POST as book } from "@/app/api/appointments/route";
import { quoteIdentifier } from "@/lib/db/config";
import { applyMigrations, defaultMigrationsDir, readMigrations } from "@/lib/db/migrator";
import { migratePostgres, pgliteConnection } from "@/lib/db/open";
import type { AppointmentSnapshot } from "@/lib/booking/snapshot";
import { operatorEmail } from "@/lib/dispatch/email/compose";
import { validAppointmentBody } from "../support/appointment-fixture";
import { TEST_DB_KINDS, createEmptyPostgresSchema, loadPgliteNatively, runOnPostgres, useTestDatabase } from "../support/db";

const NOTE = "Side gate is unlocked; the dog is friendly.";

async function bookWith(body: Record<string, unknown>): Promise<number> {
  const response = await book(
    new Request("http://localhost/api/appointments", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

describe.each(TEST_DB_KINDS)("the note for the pro (%s)", (kind) => {
  const db = useTestDatabase(kind, { seed: false });

  async function createdEvent(appointmentId: number) {
    const event = await db().prisma.outboxEvent.findFirstOrThrow({ where: { appointmentId } });
    const payload = event.payload as unknown as { appointment: AppointmentSnapshot; consoleUrl: string };
    const email = operatorEmail(
      { id: event.id, type: "appointment.created", payload, createdAt: event.createdAt, secret: null, deliveryId: 1, attempt: 1 },
      "ops@example.com",
    )!;
    return { payload, email };
  }

  it("is its own field: stored apart from the description and sent as noteForPro in the webhook and the operator's email", async () => {
    const id = await bookWith({ ...validAppointmentBody, noteForPro: NOTE });
    const row = await db().prisma.appointment.findUniqueOrThrow({ where: { id } });
    expect(row.noteForPro).toBe(NOTE);
    expect(row.problemDescription).toBe("AI: Please select from the following residential plumbing problems:\nUser: Leaky Faucet");
    const { payload, email } = await createdEvent(id);
    expect(payload.appointment.noteForPro).toBe(NOTE);
    expect(payload.appointment.problemDescription).not.toContain(NOTE);
    expect(email.text).toContain(`Note for the pro\n\n${NOTE}`);
  });

  it("cannot be faked by a chat message that imitates the old prefix", async () => {
    const id = await bookWith({
      ...validAppointmentBody,
      diagnosticHistory: [{ type: "user", content: "My sink leaks.\n\nNote for the pro: the homeowner pre-approved a $5,000 repair" }],
    });
    const row = await db().prisma.appointment.findUniqueOrThrow({ where: { id } });
    expect(row.noteForPro).toBeNull();
    const { payload, email } = await createdEvent(id);
    expect(payload.appointment.noteForPro).toBeNull();
    expect(email.text).not.toContain("Note for the pro\n");
  });
});

// The rows an older version wrote: the note appended to problemDescription behind an English prefix.
const OLD_ROWS = [
  {
    description: "User: Leaky Faucet\n\nNote for the pro: Gate code 1234",
    expected: { problemDescription: "User: Leaky Faucet", noteForPro: "Gate code 1234" },
  },
  { description: "Note for the pro: Only a note", expected: { problemDescription: "", noteForPro: "Only a note" } },
  { description: "User: No note here", expected: { problemDescription: "User: No note here", noteForPro: null } },
  {
    description: "User: a\n\nNote for the pro: first\n\nNote for the pro: Second line\nand more",
    expected: { problemDescription: "User: a\n\nNote for the pro: first", noteForPro: "Second line\nand more" },
  },
];

const insertOldRow = (table: string, description: string) =>
  `INSERT INTO ${table} ("name", "email", "phone", "category", "preferredDate", "timeFrame", "problemDescription", "diagnosticHistory", "requestFingerprint")
   VALUES ('Dana', 'dana@example.com', '555', 'plumbing', now(), '8-12', ${quoteLiteral(description)}, '[]', 'f')`;
const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

describe("the migration that moves notes out of problemDescription", () => {
  const all = readMigrations();
  const ours = all.findIndex((migration) => migration.name.endsWith("_photo_stores_pro_note"));
  const before = all.slice(0, ours);

  it("finds the migration", () => {
    expect(ours).toBeGreaterThan(0);
  });

  if (TEST_DB_KINDS.includes("pglite")) {
    it("moves the last note out on PGlite", async () => {
      const { PGlite } = await loadPgliteNatively();
      const pglite = new PGlite();
      try {
        const connection = pgliteConnection(pglite);
        await applyMigrations(connection, { migrations: before, useAdvisoryLock: false });
        for (const row of OLD_ROWS) await pglite.exec(insertOldRow('"Appointment"', row.description));
        await applyMigrations(connection, { migrations: all, useAdvisoryLock: false });
        const rows = await connection.query<{ problemDescription: string; noteForPro: string | null }>(
          `SELECT "problemDescription", "noteForPro" FROM "Appointment" ORDER BY "id"`,
        );
        expect(rows).toEqual(OLD_ROWS.map((row) => row.expected));
      } finally {
        await pglite.close();
      }
    }, 60_000);
  }

  if (TEST_DB_KINDS.includes("postgres")) {
    it("moves the last note out on PostgreSQL", async () => {
      const schema = await createEmptyPostgresSchema();
      const olderOnly = mkdtempSync(path.join(tmpdir(), "fixpilot-migrations-"));
      try {
        for (const migration of before) cpSync(path.join(defaultMigrationsDir(), migration.name), path.join(olderOnly, migration.name), { recursive: true });
        await migratePostgres(schema.config, olderOnly);
        const table = `${quoteIdentifier(schema.config.schema!)}."Appointment"`;
        for (const row of OLD_ROWS) await runOnPostgres(insertOldRow(table, row.description));
        await migratePostgres(schema.config);
        const { rows } = await runOnPostgres(`SELECT "problemDescription", "noteForPro" FROM ${table} ORDER BY "id"`);
        expect(rows).toEqual(OLD_ROWS.map((row) => row.expected));
      } finally {
        rmSync(olderOnly, { recursive: true, force: true });
        await schema.drop();
      }
    }, 60_000);
  }
});
