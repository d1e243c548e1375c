/**
 * The part this process plays when `npm start` runs several server processes (scripts/start.mjs sets
 * FIXPILOT_SERVER_ROLE): one "relay" process runs the after-response relay and the photo sweep, and the "peer"
 * processes hand those to it through the cluster's IPC channel, so deliveries are claimed and paced in one place.
 * Any other value (one process, `next dev`, tests) is "single": the process does everything itself, as before.
 */
export type ServerRole = "single" | "relay" | "peer";

/** Work a peer hands to the relay process. */
export type BackgroundTask = "dispatch" | "sweep";

export interface HandOffMessage {
  fixpilot: "background";
  task: BackgroundTask;
}

export function serverRole(env: Record<string, string | undefined> = process.env): ServerRole {
  const role = env.FIXPILOT_SERVER_ROLE?.trim();
  return role === "relay" || role === "peer" ? role : "single";
}

export function isHandOffMessage(message: unknown): message is HandOffMessage {
  if (typeof message !== "object" || message === null) return false;
  const { fixpilot, task } = message as Record<string, unknown>;
  return fixpilot === "background" && (task === "dispatch" || task === "sweep");
}

const queued = new Set<BackgroundTask>();

/**
 * On a peer, asks the relay process to run `task` and answers true; elsewhere answers false and the caller runs it
 * itself. A burst of bookings sends one message per task per turn of the event loop, not one per booking.
 */
export function handOffToRelayProcess(task: BackgroundTask, env: Record<string, string | undefined> = process.env): boolean {
  if (serverRole(env) !== "peer" || typeof process.send !== "function" || !process.connected) return false;
  if (queued.has(task)) return true;
  queued.add(task);
  setImmediate(() => {
    queued.delete(task);
    if (process.connected) process.send?.({ fixpilot: "background", task } satisfies HandOffMessage);
  });
  return true;
}
