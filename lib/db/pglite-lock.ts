// No "server-only": opened by the seed and import scripts too (see open.ts).
import { randomUUID } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";

/**
 * PGlite has no lock of its own. It copes with the `postmaster.pid` a killed process leaves behind
 * (it reopens the folder and replays its WAL), but a second process opening a folder that is in use
 * silently destroys data: tried with 0.5.16, a table the first process was writing to was gone for both.
 * So every process that opens a folder records itself in `<folder>.lock` beside it, and a second opener
 * is refused while that process runs (a seed script while the server is up, a second `next start`).
 * A lock left by a process that no longer runs (killed, crashed, container restarted) is stale: the next
 * opener takes it over, which is what recovery after a crash needs.
 */
export class PgliteFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite data folder ${dataDir} is in use by process ${pid}. PGlite allows one process per folder: ` +
        "stop that process first (for example the FixPilot server), or set DATABASE_URL to use PostgreSQL.",
    );
    this.name = "PgliteFolderInUseError";
  }
}

interface LockOwner {
  pid: number;
  /** Start time of the process (Linux clock ticks since boot), so a reused pid is not mistaken for the owner. */
  startTime: string | null;
  /** Tells this opening apart from an earlier one of the same process. */
  token: string;
}

interface HeldLocks {
  /** Lock file to the token of this process's opening; another opening in this process is refused as well. */
  held: Map<string, string>;
  exitHooked: boolean;
}

// On globalThis so every copy of this module in the process (dev reloads, test sandboxes) sees the same locks.
const globalForLocks = globalThis as typeof globalThis & { __fixpilotPgliteLocks?: HeldLocks };
const locks: HeldLocks = (globalForLocks.__fixpilotPgliteLocks ??= { held: new Map(), exitHooked: false });

export function pgliteLockPath(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, "")}.lock`;
}

/** Takes the folder's lock (or throws PgliteFolderInUseError); returns the function that releases it. */
export function acquirePgliteLock(dataDir: string): () => void {
  const lockPath = pgliteLockPath(dataDir);
  const me: LockOwner = { pid: process.pid, startTime: processStartTime(process.pid), token: randomUUID() };
  // Two attempts: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, JSON.stringify(me), { flag: "wx" });
      locks.held.set(lockPath, me.token);
      releaseOnExit();
      return () => releaseLock(lockPath, me.token);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwner(lockPath);
    if (owner && ownerIsRunning(owner, lockPath)) throw new PgliteFolderInUseError(dataDir, owner.pid);
    // Stale, or unreadable because its writer died mid-write. Two processes taking over the same stale
    // lock in the same instant could both succeed; a restart after a crash does not race like that.
    rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not lock the PGlite data folder ${dataDir} (${lockPath} keeps reappearing).`);
}

// `next start` exits on SIGTERM without waiting for PGlite to close (the next open replays its log, as after
// a crash), so the lock goes on exit, synchronously: once this process is gone the folder is free.
function releaseOnExit(): void {
  if (locks.exitHooked) return;
  locks.exitHooked = true;
  process.on("exit", () => {
    for (const [lockPath, token] of locks.held) releaseLock(lockPath, token);
  });
}

function releaseLock(lockPath: string, token: string): void {
  if (locks.held.get(lockPath) === token) locks.held.delete(lockPath);
  // Only our own lock: after a takeover the file may belong to someone else.
  if (readOwner(lockPath)?.token === token) rmSync(lockPath, { force: true });
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, "utf8")) as Partial<LockOwner>;
    return typeof parsed.pid === "number" && typeof parsed.token === "string"
      ? { pid: parsed.pid, startTime: parsed.startTime ?? null, token: parsed.token }
      : null;
  } catch {
    return null;
  }
}

function ownerIsRunning(owner: LockOwner, lockPath: string): boolean {
  // Our own pid: a lock from a previous life of this pid (a restarted container) unless we hold it now.
  if (owner.pid === process.pid) return locks.held.has(lockPath);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it runs, under another user. ESRCH: it is gone.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const startTime = processStartTime(owner.pid);
  return owner.startTime === null || startTime === null || owner.startTime === startTime;
}

/** Field 22 of /proc/<pid>/stat on Linux; null elsewhere (then a live pid counts as the owner). */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may contain spaces and parentheses; the fields after its last ")" are plain.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}
