// What the load test watches besides the replies, so a delay in getting a connection accepted is never read as a
// slow booking: the server's listen queue (`ss -ltn`), the kernel's listen-overflow counters (`nstat`), and a
// probe that opens a fresh connection every half second (one at a time) and times its TCP connect and its first reply.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";

const run = promisify(execFile);

export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function round(value) {
  return value === null || value === undefined ? null : Math.round(value);
}

const LISTEN_COUNTERS = ["TcpExtListenOverflows", "TcpExtListenDrops"];

/** The kernel's listen-overflow counters (system-wide: other programs on the machine count too); null without nstat. */
async function listenCounters() {
  try {
    // -a absolute values, -s without touching nstat's history file, -z zeros included.
    const { stdout } = await run("nstat", ["-asz", ...LISTEN_COUNTERS]);
    const values = {};
    for (const line of stdout.split("\n")) {
      const [name, value] = line.trim().split(/\s+/);
      if (LISTEN_COUNTERS.includes(name)) values[name] = Number(value);
    }
    return values;
  } catch {
    return null;
  }
}

/** The listening socket's accept queue: `Recv-Q` connections waiting to be accepted, `Send-Q` the backlog. */
async function listenQueue(port) {
  try {
    const { stdout } = await run("ss", ["-ltnH", `sport = :${port}`]);
    const [, recvQ, sendQ] = stdout.trim().split(/\s+/);
    return recvQ === undefined ? null : { waiting: Number(recvQ), backlog: Number(sendQ) };
  } catch {
    return null;
  }
}

/** The kernel's cap on any listen backlog; Node asks for 511 (`next start` does not change it). */
function somaxconn() {
  try {
    return Number(readFileSync("/proc/sys/net/core/somaxconn", "utf8").trim());
  } catch {
    return null;
  }
}

/** Opens a new connection, sends `GET path` and times the connect and the first byte of the reply. */
function probeOnce(port, path, timeoutMs) {
  return new Promise((resolve) => {
    const started = performance.now();
    let connectedAt = null;
    const socket = net.connect(port, "127.0.0.1");
    const finish = (firstByteMs) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ connectMs: connectedAt === null ? null : connectedAt - started, firstByteMs });
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    socket.once("connect", () => {
      connectedAt = performance.now();
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    });
    socket.once("data", () => finish(performance.now() - started));
    socket.once("error", () => finish(null));
  });
}

/**
 * Starts watching the server on `port` until the returned stop() is called; stop() answers with the figures:
 * the listen queue's longest length and its backlog, the overflow counters' change over the run, and the probe's
 * connect and first-reply times.
 */
export async function watchAdmission(port, { probePath = "/api/health", everyMs = 500, probeTimeoutMs = 30_000 } = {}) {
  const countersBefore = await listenCounters();
  const queue = { samples: 0, maxWaiting: 0, backlog: null };
  const probes = [];
  const pending = new Set();
  let stopped = false;
  const sampleQueue = setInterval(async () => {
    const now = await listenQueue(port);
    if (!now) return;
    queue.samples++;
    queue.backlog = now.backlog;
    queue.maxWaiting = Math.max(queue.maxWaiting, now.waiting);
  }, 1000);
  const probe = setInterval(() => {
    // One probe at a time: a probe's connection that the server has not accepted stays in the accept queue even after
    // the probe gives up, so a new one every half second while the server is slow to accept (120 in a minute) took
    // the queue past its backlog (listen overflows 378 in a CI run) and made the clients it watches wait longer.
    if (stopped || pending.size > 0) return;
    const one = probeOnce(port, probePath, probeTimeoutMs).then((result) => probes.push(result));
    pending.add(one);
    one.finally(() => pending.delete(one));
  }, everyMs);
  return async function stop() {
    stopped = true;
    clearInterval(sampleQueue);
    clearInterval(probe);
    await Promise.all(pending);
    const countersAfter = await listenCounters();
    const connects = probes.map((item) => item.connectMs).filter((value) => value !== null);
    const firstBytes = probes.map((item) => item.firstByteMs).filter((value) => value !== null);
    const delta = (name) => (countersBefore && countersAfter ? countersAfter[name] - countersBefore[name] : "n/a");
    return {
      "net.core.somaxconn": somaxconn() ?? "n/a",
      "listen backlog (ss Send-Q)": queue.backlog ?? "n/a",
      "longest accept queue seen (ss Recv-Q, 1 s samples)": queue.samples ? queue.maxWaiting : "n/a",
      "TcpExtListenOverflows during the run (system-wide)": delta("TcpExtListenOverflows"),
      "TcpExtListenDrops during the run (system-wide)": delta("TcpExtListenDrops"),
      "probe connections": probes.length,
      "probe connect p50 / p99 / max ms": `${round(percentile(connects, 50))} / ${round(percentile(connects, 99))} / ${round(Math.max(0, ...connects))}`,
      "probe first reply p50 / p99 / max ms": `${round(percentile(firstBytes, 50))} / ${round(percentile(firstBytes, 99))} / ${round(Math.max(0, ...firstBytes))}`,
      "probes without a reply": probes.length - firstBytes.length,
      maxConnectMs: Math.max(0, ...connects),
    };
  };
}
