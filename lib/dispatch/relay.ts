import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { setImmediate as nextTurn } from "node:timers/promises";
import { Prisma, type PrismaClient } from "@/lib/db/generated/client";
import { qualifiedTable } from "@/lib/db/open";
import { DEFAULT_BACKOFF, retryDelayMs, type BackoffPolicy } from "./backoff";
import type { DeliveryOutcome, DispatchChannel, OutgoingEvent } from "./channel";
import type { Channel, DeliverySecret, EventPayload, EventType } from "./events";

export interface RelayOptions {
  prisma: PrismaClient;
  channels: readonly DispatchChannel[];
  batchSize?: number;
  /** Sends in flight at once (SEND_CONCURRENCY). */
  sendConcurrency?: number;
  /** How long a claim holds; a relay that dies mid-delivery lets it lapse and another relay retries. */
  leaseMs?: number;
  backoff?: BackoffPolicy;
  /**
   * Awaited before each pass; the after-response relay waits there for the web server to have room (./pacing.ts),
   * and may answer with settings for this pass (a smaller batch while the server is saturated).
   */
  beforePass?: () => Promise<PassSettings | void>;
  /** The longest slice of CPU a pass's sends take in one turn of the loop (SEND_SLICE_MS). */
  sliceMs?: number;
  /** The share of a busy loop a pass's sends may take (RELAY_LOOP_SHARE). */
  loopShare?: number;
  /** Told after each claim how many deliveries it took and how late the oldest of them was (./pacing.ts). */
  onClaimed?: (claim: ClaimReport) => void;
}

/** What beforePass may change for one pass. */
export type PassSettings = Pick<RelayOptions, "batchSize" | "sliceMs" | "loopShare">;

export interface ClaimReport {
  claimed: number;
  batchSize: number;
  /** How long the oldest claimed delivery had been due (0 when nothing was claimed). */
  lateMs: number;
}

export interface RelayResult {
  claimed: number;
  delivered: number;
  retrying: number;
  dead: number;
  skipped: number;
}

interface ClaimedRow {
  id: number;
  eventId: string;
  channel: Channel;
  attempts: number;
  secret: unknown;
  lateMs: number;
  type: string;
  payload: unknown;
  createdAt: Date;
}

const DEFAULT_LEASE_MS = 60_000;
/**
 * Sends of one pass in flight at once. Their I/O runs on the send thread (./send-thread.ts); on this loop a send is
 * its composing (an email's text and invite) and one message to that thread and back. Before the thread, every step
 * of a send waited a turn of a saturated loop (a tenth of a second or more), so a whole pass was in flight at once
 * to keep up (docs/performance-load.md); the bound keeps an unpaced pass (the worker's, the cron route's) from
 * opening more sockets and files at once than that.
 */
export const SEND_CONCURRENCY = 500;
/**
 * The CPU a pass's sends may take in one turn of the event loop before it lets requests in (composing an email is
 * under a millisecond, handing a send to the thread a fraction of that). Yielding after every send cost a whole turn
 * per delivery, and a slice of 4 ms still cost a pass of 500 sends 35 to 45 turns: a saturated server's turn lasts
 * about 300 ms in the load test, so starting them took over ten seconds (docs/performance-load.md). 20 ms lets a pass
 * start its sends in a few turns and lengthens each by at most a fifteenth; 50 ms (with passes every 250 ms)
 * delivered about a second sooner but took bookings over their 3-s p99.
 */
export const SEND_SLICE_MS = 20;
/**
 * The share of the loop a pass may take from requests that are waiting. A slice's budget is a third of the time the
 * loop last spent on others before the pass got its turn back (a quarter of the loop), between SEND_SLICE_MIN_MS
 * and SEND_SLICE_MS: under the 200-client load a turn lasts about 300 ms and a slice gets its full 20 ms; at 10
 * clients a turn lasts a few milliseconds, and a fixed 20-ms slice had the pass take most of the loop and the
 * bookings' p99 1.3 to 1.4 times the relay elsewhere's (bench:outbox, docs/performance-load.md).
 */
export const RELAY_LOOP_SHARE = 0.25;
export const SEND_SLICE_MIN_MS = 2;

/**
 * The CPU budget of the next slice, after the loop spent `othersMs` on other work before giving the pass its turn.
 * A relay that has fallen behind asks for a longer slice and a larger share (./pacing.ts, catch-up).
 */
export function sliceBudgetMs(othersMs: number, sliceMs: number = SEND_SLICE_MS, share: number = RELAY_LOOP_SHARE): number {
  return Math.min(sliceMs, Math.max(SEND_SLICE_MIN_MS, (othersMs * share) / (1 - share)));
}
// Deliveries per pass. A pass costs three round trips whatever its size, and each waits its turn on the web
// server's event loop when the relay runs there after a response, so under load larger passes keep up better.
const DEFAULT_BATCH_SIZE = 50;

/**
 * Claims due deliveries so no other relay (another instance, the cron route, the worker) takes them while they
 * are in flight: SKIP LOCKED passes over rows another transaction is claiming, and claimedUntil keeps them ours
 * after the claiming transaction commits. The attempt is counted at claim time, so a relay killed mid-send
 * still uses up an attempt and the event is retried with the same webhook-id.
 * Timestamps are UTC `timestamp` columns (as Prisma writes them), hence `now() AT TIME ZONE 'UTC'`.
 * The same statement returns each delivery's event and how late it is: under load every round trip waits turns of
 * a saturated loop (0.2 to 0.9 s each, docs/performance-load.md), and a separate read of the events was one of three.
 */
async function claim(prisma: PrismaClient, channels: readonly string[], limit: number, leaseMs: number, token: string): Promise<ClaimedRow[]> {
  const table = Prisma.raw(qualifiedTable(prisma, "OutboxDelivery"));
  const events = Prisma.raw(qualifiedTable(prisma, "OutboxEvent"));
  return prisma.$queryRaw<ClaimedRow[]>`
    WITH picked AS (
      SELECT "id" FROM ${table}
      WHERE "status" = 'pending'
        AND "channel" IN (${Prisma.join(channels)})
        AND "nextAttemptAt" <= (now() AT TIME ZONE 'UTC')
        AND ("claimedUntil" IS NULL OR "claimedUntil" < (now() AT TIME ZONE 'UTC'))
      ORDER BY "nextAttemptAt", "id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    , claimed AS (
      UPDATE ${table} AS d
      SET "claimedUntil" = (now() AT TIME ZONE 'UTC') + make_interval(secs => ${leaseMs / 1000}::double precision),
          "claimToken" = ${token},
          "attempts" = d."attempts" + 1
      FROM picked WHERE d."id" = picked."id"
      RETURNING d."id", d."eventId", d."channel", d."attempts", d."secret", d."nextAttemptAt"
    )
    SELECT c."id", c."eventId", c."channel", c."attempts", c."secret",
           GREATEST(0, EXTRACT(EPOCH FROM ((now() AT TIME ZONE 'UTC') - c."nextAttemptAt")) * 1000)::float8 AS "lateMs",
           e."type", e."payload", e."createdAt"
    FROM claimed c JOIN ${events} e ON e."id" = c."eventId"
    ORDER BY c."id"`;
}

/**
 * One pass: claims a batch of due deliveries, sends them concurrently and records every outcome in one statement,
 * so a pass takes two round trips to the database (claim, record) plus one read of the events, and the relay
 * never holds more than one pooled connection beside the requests it runs with.
 */
export async function relayOnce(options: RelayOptions): Promise<RelayResult> {
  const result: RelayResult = { claimed: 0, delivered: 0, retrying: 0, dead: 0, skipped: 0 };
  if (options.channels.length === 0) return result;
  const byName = new Map(options.channels.map((channel) => [channel.name as string, channel]));
  const token = randomUUID();
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const rows = await claim(options.prisma, [...byName.keys()], batchSize, options.leaseMs ?? DEFAULT_LEASE_MS, token);
  result.claimed = rows.length;
  options.onClaimed?.({ claimed: rows.length, batchSize, lateMs: Math.max(0, ...rows.map((row) => Number(row.lateMs) || 0)) });
  if (rows.length === 0) return result;
  const slice = { sliceMs: options.sliceMs ?? SEND_SLICE_MS, share: options.loopShare ?? RELAY_LOOP_SHARE };
  const outcomes = await sendBounded(rows, options.sendConcurrency ?? SEND_CONCURRENCY, slice, (row) =>
    sendSafely(byName.get(row.channel)!, {
      id: row.eventId,
      type: row.type as EventType,
      createdAt: new Date(row.createdAt),
      payload: row.payload as EventPayload,
      secret: (row.secret as DeliverySecret | null) ?? null,
      deliveryId: row.id,
      attempt: row.attempts,
    }),
  );
  const recorded = rows.map((row, index) => decide(options.backoff ?? DEFAULT_BACKOFF, row, outcomes[index]));
  await record(options.prisma, token, recorded);
  for (const { state } of recorded) result[state] += 1;
  return result;
}

/**
 * Runs `send` for every row, at most `concurrency` at a time, each starting as soon as one before it finished,
 * and gives the event loop a turn whenever the sends started in this turn used their slice of CPU between them
 * (sliceBudgetMs: a quarter of the loop, up to SEND_SLICE_MS). Hand-written (p-limit does the bounding, not the
 * slicing) because the slice is the point: requests are served between slices, and a pass no longer waits a turn
 * per send. Outcomes come back in the rows' order.
 */
async function sendBounded<Row>(
  rows: readonly Row[],
  concurrency: number,
  slicing: { sliceMs: number; share: number },
  send: (row: Row) => Promise<DeliveryOutcome>,
): Promise<DeliveryOutcome[]> {
  const outcomes: DeliveryOutcome[] = new Array(rows.length);
  let next = 0;
  let spentMs = 0;
  let slice = 0;
  // Until the loop has been measured, the smallest slice: the first turn says how busy it is.
  let budgetMs = SEND_SLICE_MIN_MS;
  const worker = async () => {
    while (next < rows.length) {
      if (spentMs >= budgetMs) {
        // Every worker that finds the slice used up waits for the next turn; the first one there starts a new slice.
        const waitedIn = slice;
        const waitStarted = performance.now();
        await nextTurn();
        if (slice === waitedIn) {
          slice++;
          spentMs = 0;
          budgetMs = sliceBudgetMs(performance.now() - waitStarted, slicing.sliceMs, slicing.share);
        }
        continue;
      }
      const index = next++;
      const started = performance.now();
      const sending = send(rows[index]);
      // The synchronous part of a send (composing the message) is what holds the loop.
      spentMs += performance.now() - started;
      outcomes[index] = await sending;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, rows.length)) }, worker));
  return outcomes;
}

async function sendSafely(channel: DispatchChannel, event: OutgoingEvent): Promise<DeliveryOutcome> {
  try {
    return await channel.send(event);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

type RecordedState = keyof Omit<RelayResult, "claimed">;

interface Recorded {
  id: number;
  state: RecordedState;
  ok: boolean;
  statusCode: number | null;
  /** lastError on the delivery. */
  error: string | null;
  /** The attempt log's text: the error, or a delivered channel's note (".eml written to ..."). */
  logText: string | null;
  /** ISO; null when the delivery is finished (delivered, dead, skipped). */
  nextAttemptAt: string | null;
  /** Put off by the channel (quiet hours): the claim's attempt is given back. */
  deferred: boolean;
}

function decide(policy: BackoffPolicy, row: ClaimedRow, outcome: DeliveryOutcome): Recorded {
  const error = outcome.ok ? null : outcome.error.slice(0, 1000);
  const skipped = !outcome.ok && outcome.skipped === true;
  const dead = !outcome.ok && !skipped && !outcome.deferUntil && (outcome.final || row.attempts >= policy.maxAttempts);
  const deferUntil = !outcome.ok && !skipped ? outcome.deferUntil : undefined;
  const retrying = !outcome.ok && !dead && !skipped;
  return {
    id: row.id,
    state: outcome.ok ? "delivered" : skipped ? "skipped" : dead ? "dead" : "retrying",
    ok: outcome.ok,
    statusCode: outcome.statusCode ?? null,
    error,
    logText: outcome.ok ? (outcome.note ?? null) : error,
    nextAttemptAt: deferUntil ? deferUntil.toISOString() : retrying ? new Date(Date.now() + retryDelayMs(row.attempts, policy)).toISOString() : null,
    deferred: deferUntil !== undefined,
  };
}

/**
 * Records a pass's outcomes in one statement: each delivery's new state, and a line in its attempt log. Only the
 * claim's holder records: a delivery whose lease lapsed and was taken over by another relay is left to that relay
 * (the UPDATE matches our claim token only, and the log line is written only for rows it updated). A delivery's link
 * (secret) leaves the database once it has gone out, or once it is skipped for good (a text to a number that opted out).
 */
async function record(prisma: PrismaClient, token: string, recorded: readonly Recorded[]): Promise<void> {
  const deliveries = Prisma.raw(qualifiedTable(prisma, "OutboxDelivery"));
  const attempts = Prisma.raw(qualifiedTable(prisma, "DeliveryAttempt"));
  const rows = recorded.map((row) => ({ ...row, status: row.state === "retrying" ? "pending" : row.state }));
  await prisma.$executeRaw`
    WITH outcome AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS o(
        "id" int, "status" text, "ok" boolean, "statusCode" int, "error" text, "logText" text, "nextAttemptAt" timestamptz, "deferred" boolean
      )
    ), updated AS (
      UPDATE ${deliveries} AS d
      SET "status" = o."status",
          "claimedUntil" = NULL,
          "claimToken" = NULL,
          "attempts" = CASE WHEN o."deferred" THEN d."attempts" - 1 ELSE d."attempts" END,
          "lastStatus" = o."statusCode",
          "lastError" = o."error",
          "deliveredAt" = CASE WHEN o."ok" THEN (now() AT TIME ZONE 'UTC') ELSE d."deliveredAt" END,
          "nextAttemptAt" = COALESCE(o."nextAttemptAt" AT TIME ZONE 'UTC', d."nextAttemptAt"),
          "secret" = CASE WHEN o."ok" OR o."status" = 'skipped' THEN NULL ELSE d."secret" END
      FROM outcome o
      WHERE d."id" = o."id" AND d."claimToken" = ${token}
      RETURNING d."id"
    )
    INSERT INTO ${attempts} ("deliveryId", "at", "ok", "statusCode", "error", "nextAttemptAt")
    SELECT o."id", (now() AT TIME ZONE 'UTC'), o."ok", o."statusCode", o."logText", o."nextAttemptAt" AT TIME ZONE 'UTC'
    FROM outcome o JOIN updated u ON u."id" = o."id"`;
}

/** Runs passes until nothing is due (or `maxPasses`); returns the totals. */
export async function relayUntilIdle(options: RelayOptions, maxPasses = 50): Promise<RelayResult> {
  let total: RelayResult = { claimed: 0, delivered: 0, retrying: 0, dead: 0, skipped: 0 };
  for (let pass = 0; pass < maxPasses; pass++) {
    const settings = await options.beforePass?.();
    const result = await relayOnce(settings ? { ...options, ...settings } : options);
    total = addResults(total, result);
    if (result.claimed === 0) break;
  }
  return total;
}

/** The counts of two runs added up. */
export function addResults(a: RelayResult, b: RelayResult): RelayResult {
  return {
    claimed: a.claimed + b.claimed,
    delivered: a.delivered + b.delivered,
    retrying: a.retrying + b.retrying,
    dead: a.dead + b.dead,
    skipped: a.skipped + b.skipped,
  };
}

/** "Retry now" for a dead letter: back to pending, due immediately, with a fresh attempt budget. */
export async function retryDelivery(prisma: PrismaClient, deliveryId: number): Promise<boolean> {
  const { count } = await prisma.outboxDelivery.updateMany({
    where: { id: deliveryId, status: "dead" },
    data: { status: "pending", attempts: 0, nextAttemptAt: new Date(), claimedUntil: null, claimToken: null },
  });
  return count === 1;
}
