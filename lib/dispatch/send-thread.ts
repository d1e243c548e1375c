import { Worker } from "node:worker_threads";
import type { ComposedEmail } from "./email/compose";

/** The send thread's nice value on Linux (the web server's loop runs at 0). */
export const SEND_THREAD_NICE = 5;

/**
 * The I/O of a delivery (a webhook's POST; an email's MIME and its .eml file) runs on a worker thread with its own
 * event loop, so a send does not wait for turns of the web server's loop. Measured under the 200-client load test
 * (docs/performance-load.md): nodemailer builds a message in 20 to 80 turns of the loop (setImmediate between its
 * parts), a fetch takes about 12 and a file write several, and a saturated server's turn lasts a tenth of a second or
 * more, so a pass of 500 sends took 10 to 16 s on the web server's loop. Here a send costs the web server's loop one
 * postMessage out and one message back.
 *
 * The thread's code is plain JavaScript evaluated from this string (no file of its own), so it works the same under
 * `next start`, the standalone server, the worker script and tests; it needs only Node and, for email, nodemailer
 * (imported from the working directory; next.config.ts keeps nodemailer external so .next/standalone has it, and
 * an email transport whose thread cannot load it builds its emails on the main loop as before).
 * The relay decides and records every outcome as before; the thread only performs sends, so delivery semantics do
 * not change: a thread that dies fails its sends in flight, which are retried with the same webhook-id.
 */
const THREAD_SOURCE = String.raw`
const NICE = ${SEND_THREAD_NICE};
const { parentPort } = require("node:worker_threads");
const { mkdir, writeFile } = require("node:fs/promises");
// Bookings before deliveries for the CPU as well: on Linux a thread has its own nice value (setpriority on its
// thread id), so this thread runs at a lower priority than the web server's loop and PostgreSQL.
let nice = null;
try {
  const tid = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  require("node:os").setPriority(tid, NICE);
  nice = require("node:os").getPriority(tid);
} catch {}
let builder;
const folders = new Map();
async function webhook(job) {
  const response = await fetch(job.url, {
    method: "POST",
    redirect: "manual",
    signal: AbortSignal.timeout(job.timeoutMs),
    headers: job.headers,
    body: job.body,
  });
  await response.arrayBuffer().catch(() => undefined);
  return { status: response.status };
}
async function eml(job) {
  // import(), not require(): the standalone server's folder holds the package's ESM build only (traced from the
  // app's import), and both resolve from the working directory.
  builder ??= import("nodemailer").then((nodemailer) =>
    (nodemailer.default || nodemailer).createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  let transport;
  try {
    transport = await builder;
  } catch (error) {
    builder = undefined;
    throw error;
  }
  const info = await transport.sendMail({ from: job.from, messageId: job.messageId, ...job.email });
  if (!folders.has(job.dir)) folders.set(job.dir, mkdir(job.dir, { recursive: true }));
  try {
    await folders.get(job.dir);
    await writeFile(job.file, info.message);
  } catch (error) {
    folders.delete(job.dir);
    throw error;
  }
  return { messageId: info.messageId };
}
parentPort.on("message", (job) => {
  (job.kind === "webhook" ? webhook(job) : job.kind === "eml" ? eml(job) : Promise.resolve({ nice })).then(
    (result) => parentPort.postMessage({ id: job.id, result }),
    (error) =>
      parentPort.postMessage({
        id: job.id,
        error: {
          name: error && error.name,
          message: String((error && error.message) || error),
          code: error && error.cause && error.cause.code,
          moduleMissing: Boolean(error && (error.code === "ERR_MODULE_NOT_FOUND" || error.code === "MODULE_NOT_FOUND")),
        },
      }),
  );
});
`;

export interface WebhookJob {
  kind: "webhook";
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

export interface EmlJob {
  kind: "eml";
  from: string;
  email: ComposedEmail;
  messageId: string;
  dir: string;
  file: string;
}

/** Asks the thread for its nice value (null where it could not set one). */
export interface InfoJob {
  kind: "info";
}

type Job = WebhookJob | EmlJob | InfoJob;
type JobResult<J extends Job> = J extends WebhookJob ? { status: number } : J extends EmlJob ? { messageId: string } : { nice: number | null };

/** A send that failed in the thread, shaped like the error it threw there (name, message, cause.code). */
export class SendThreadError extends Error {
  readonly cause?: { code?: string };
  /** The thread could not load nodemailer (a deployment without node_modules/nodemailer): send on the main loop. */
  readonly moduleMissing: boolean;
  constructor(error: ThreadError) {
    super(error.message);
    this.moduleMissing = error.moduleMissing === true;
    if (error.name) this.name = error.name;
    if (error.code) this.cause = { code: error.code };
  }
}

interface ThreadError {
  name?: string;
  message: string;
  code?: string;
  moduleMissing?: boolean;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export interface SendThread {
  run<J extends Job>(job: J): Promise<JobResult<J>>;
  /** Sends in flight. */
  readonly inFlight: number;
  /** Stops the thread; sends in flight fail. The next `sendThread()` starts a new one. */
  stop(): Promise<void>;
}

function startThread(): SendThread {
  const worker = new Worker(THREAD_SOURCE, { eval: true, name: "fixpilot-dispatch-send" });
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let ended: Error | null = null;
  // The thread keeps the process alive only while it has sends in flight (a script that ends must not hang on it).
  worker.unref();
  const failAll = (error: Error) => {
    ended ??= error;
    if (current === thread) current = undefined;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on("message", (message: { id: number; result?: unknown; error?: ThreadError }) => {
    const entry = pending.get(message.id);
    if (!entry) return;
    pending.delete(message.id);
    if (pending.size === 0) worker.unref();
    if (message.error) entry.reject(new SendThreadError(message.error));
    else entry.resolve(message.result);
  });
  worker.on("error", (error) => failAll(error));
  worker.on("exit", (code) => failAll(new Error(`The dispatch send thread stopped (exit code ${code})`)));
  const thread: SendThread = {
    run<J extends Job>(job: J) {
      if (ended) return Promise.reject(ended);
      const id = nextId++;
      return new Promise<JobResult<J>>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        if (pending.size === 1) worker.ref();
        worker.postMessage({ ...job, id });
      });
    },
    get inFlight() {
      return pending.size;
    },
    async stop() {
      await worker.terminate();
    },
  };
  return thread;
}

let current: SendThread | undefined;
const state = globalThis as typeof globalThis & { __fixpilotSendThread?: { disabled?: boolean } };

/**
 * The process's send thread, started on first use (and again after one stopped); null when worker threads cannot
 * start here, in which case the channels send on this event loop as before.
 */
export function sendThread(): SendThread | null {
  if (state.__fixpilotSendThread?.disabled) return null;
  if (current) return current;
  try {
    current = startThread();
    return current;
  } catch (error) {
    console.warn("[dispatch] no send thread, sending on the main event loop:", error instanceof Error ? error.message : error);
    (state.__fixpilotSendThread ??= {}).disabled = true;
    return null;
  }
}
