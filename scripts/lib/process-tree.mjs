// A process and everything it started, read from Linux's /proc: the memory and CPU a server really holds (npm start's
// wrapper plus its server processes; next start plus its children). Elsewhere the readings are null.
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;
const PAGE_BYTES = 4096;

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces and parentheses: the fields that follow start after the last ")".
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return {
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      rssPages: Number(fields[21]),
      name: text.slice(text.indexOf("(") + 1, text.lastIndexOf(")")),
    };
  } catch {
    return null;
  }
}

function allStats() {
  const stats = new Map();
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return stats;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const value = stat(Number(entry));
    if (value) stats.set(Number(entry), value);
  }
  return stats;
}

/** The pid and all its descendants still running. */
export function processTree(rootPid) {
  const stats = allStats();
  if (!stats.has(rootPid)) return [];
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index++) {
    for (const [pid, value] of stats) if (value.ppid === tree[index]) tree.push(pid);
  }
  return tree;
}

/** Resident memory of the tree in MB (each process's RSS summed, as `ps` would show them), or null off Linux. */
export function treeRssMb(rootPid) {
  const pids = processTree(rootPid);
  if (pids.length === 0) return null;
  const pages = pids.reduce((sum, pid) => sum + (stat(pid)?.rssPages ?? 0), 0);
  return Math.round((pages * PAGE_BYTES) / 1024 / 1024);
}

/** Resident memory of one process in MB, or null when it is gone (or off Linux). */
export function processRssMb(pid) {
  const value = stat(pid);
  return value ? Math.round((value.rssPages * PAGE_BYTES) / 1024 / 1024) : null;
}

/** CPU seconds (user + system) used so far by the tree, or by every process whose name matches `name`. */
export function cpuSeconds({ rootPid, name }) {
  const stats = allStats();
  const pids = rootPid !== undefined ? processTree(rootPid) : [...stats].filter(([, value]) => name.test(value.name)).map(([pid]) => pid);
  return pids.reduce((sum, pid) => sum + (stats.get(pid)?.ticks ?? 0), 0) / TICKS_PER_SECOND;
}
