import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "@jest/globals";
import { openDatabase } from "@/lib/db/open";
import { acquirePgliteLock, PgliteFolderInUseError, pgliteLockPath } from "@/lib/db/pglite-lock";
import { loadPgliteNatively } from "../support/db";
import { writerAppointment } from "../support/pglite-writer";

const WRITER_SCRIPT = path.join(process.cwd(), "tests", "support", "pglite-writer.ts");

interface Writer {
  child: ChildProcess;
  /** The n of every appointment the writer reported as committed. */
  committed: number[];
  exited: Promise<void>;
  waitUntil(condition: () => boolean, what: string, timeoutMs: number): Promise<void>;
}

function startWriter(dataDir: string): Writer {
  // node --import tsx keeps the writer a single process, so SIGKILL hits the one holding PGlite.
  const child = spawn(process.execPath, ["--import", "tsx", WRITER_SCRIPT, dataDir], { stdio: ["ignore", "pipe", "pipe"] });
  const committed: number[] = [];
  let stderr = "";
  let pending = "";
  child.stdout?.setEncoding("utf8").on("data", (text: string) => {
    const lines = (pending + text).split("\n");
    // Only whole lines: a half-printed line at the moment of the kill proves nothing.
    pending = lines.pop() ?? "";
    for (const line of lines) {
      const match = /^committed (\d+) \d+$/.exec(line);
      if (match) committed.push(Number(match[1]));
    }
  });
  child.stderr?.setEncoding("utf8").on("data", (text: string) => (stderr += text));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    child,
    committed,
    exited,
    async waitUntil(condition, what, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        if (child.exitCode !== null) throw new Error(`The writer exited (${child.exitCode}) before ${what}: ${stderr}`);
        if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

async function kill(writer: Writer): Promise<void> {
  writer.child.kill("SIGKILL");
  // Reaped before we reopen: a zombie would still count as the folder's owner.
  await writer.exited;
}

function reopen(dataDir: string) {
  return openDatabase({ kind: "pglite", dataDir }, { loadPglite: loadPgliteNatively });
}

describe("PGlite killed mid-write", () => {
  const root = mkdtempSync(path.join(tmpdir(), "fixpilot-faults-pglite-"));
  const writers: Writer[] = [];
  afterEach(async () => {
    for (const writer of writers.splice(0)) if (writer.child.exitCode === null && writer.child.signalCode === null) await kill(writer);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("reopens the folder with every committed appointment whole, and none torn", async () => {
    const dataDir = path.join(root, "mid-write");
    const writer = startWriter(dataDir);
    writers.push(writer);
    await writer.waitUntil(() => writer.committed.length >= 40, "40 appointments were committed", 25_000);

    // While the writer runs, a second opener is turned away before PGlite touches the folder.
    await expect(reopen(dataDir)).rejects.toBeInstanceOf(PgliteFolderInUseError);

    await kill(writer);
    const committed = [...writer.committed];
    expect(existsSync(pgliteLockPath(dataDir))).toBe(true);

    const database = await reopen(dataDir);
    try {
      const rows = await database.prisma.appointment.findMany({ orderBy: { id: "asc" } });
      expect(rows.length).toBeGreaterThanOrEqual(committed.length);
      // At most the insert in flight at the kill, committed before its line was printed.
      expect(rows.length).toBeLessThanOrEqual(committed.length + 1);
      const stored = new Set(rows.map((row) => row.idempotencyKey));
      expect(committed.filter((n) => !stored.has(`writer-${n}`))).toEqual([]);
      for (const row of rows) {
        const n = Number(row.idempotencyKey?.replace("writer-", ""));
        const { preferredDate, ...expected } = writerAppointment(n);
        expect(row).toMatchObject(expected);
        expect(row.preferredDate.toISOString()).toBe(preferredDate.toISOString());
      }
      // The reopened database takes new writes, numbered after the recovered ones.
      const { id } = await database.prisma.appointment.create({ data: writerAppointment(100_000), select: { id: true } });
      expect(id).toBeGreaterThan(rows[rows.length - 1]?.id ?? 0);
    } finally {
      await database.close();
    }
    expect(existsSync(pgliteLockPath(dataDir))).toBe(false);
  }, 60_000);

  it("reopens a folder whose very first open was killed", async () => {
    const dataDir = path.join(root, "first-open");
    const writer = startWriter(dataDir);
    writers.push(writer);
    // Killed while PGlite creates the folder's files (initdb and the migration), before any appointment.
    await writer.waitUntil(() => existsSync(dataDir) && readdirSync(dataDir).length > 0, "PGlite started writing the folder", 25_000);
    await kill(writer);
    expect(writer.committed).toEqual([]);

    const database = await reopen(dataDir);
    try {
      expect(await database.prisma.appointment.count()).toBe(0);
      await database.prisma.appointment.create({ data: writerAppointment(1) });
      expect(await database.prisma.appointment.count()).toBe(1);
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe("the PGlite folder lock", () => {
  const root = mkdtempSync(path.join(tmpdir(), "fixpilot-faults-lock-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  function folderWithLock(name: string, content: string): string {
    const dataDir = path.join(root, name);
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(pgliteLockPath(dataDir), content);
    return dataDir;
  }

  it.each([
    ["a process that has exited", () => JSON.stringify({ pid: spawnSync(process.execPath, ["-e", ""]).pid, startTime: null, token: "old" })],
    ["a reused pid (same number, another process)", () => JSON.stringify({ pid: process.ppid, startTime: "1", token: "old" })],
    ["a writer killed while writing it", () => '{"pid": 12'],
  ])("takes over a lock left by %s, and removes it on release", (name, content) => {
    const dataDir = folderWithLock(name.replace(/\W+/g, "-"), content());
    const release = acquirePgliteLock(dataDir);
    expect(existsSync(pgliteLockPath(dataDir))).toBe(true);
    release();
    expect(existsSync(pgliteLockPath(dataDir))).toBe(false);
  });

  it("refuses a second opening while the folder is held, also within one process", () => {
    const dataDir = path.join(root, "held");
    mkdirSync(dataDir, { recursive: true });
    const release = acquirePgliteLock(dataDir);
    try {
      expect(() => acquirePgliteLock(dataDir)).toThrow(PgliteFolderInUseError);
    } finally {
      release();
    }
    acquirePgliteLock(dataDir)();
  });
});
