import { randomUUID } from "node:crypto";
import { Prisma, type PrismaClient } from "@/lib/db/generated/client";
import { qualifiedTable } from "@/lib/db/open";
import { DEFAULT_BACKOFF, retryDelayMs, type BackoffPolicy } from "./backoff";
import type { DeliveryOutcome, DispatchChannel, OutgoingEvent } from "./channel";
import type { Channel, DeliverySecret, EventPayload, EventType } from "./events";

export interface RelayOptions {
  prisma: PrismaClient;
  channels: readonly DispatchChannel[];
  batchSize?: number;
  /** How long a claim holds; a relay that dies mid-delivery lets it lapse and another relay retries. */
  leaseMs?: number;
  backoff?: BackoffPolicy;
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
}

const DEFAULT_LEASE_MS = 60_000;

/**
 * Claims due deliveries so no other relay (another instance, the cron route, the worker) takes them while they
 * are in flight: SKIP LOCKED passes over rows another transaction is claiming, and claimedUntil keeps them ours
 * after the claiming transaction commits. The attempt is counted at claim time, so a relay killed mid-send
 * still uses up an attempt and the event is retried with the same webhook-id.
 * Timestamps are UTC `timestamp` columns (as Prisma writes them), hence `now() AT TIME ZONE 'UTC'`.
 */
async function claim(prisma: PrismaClient, channels: readonly string[], limit: number, leaseMs: number, token: string): Promise<ClaimedRow[]> {
  const table = Prisma.raw(qualifiedTable(prisma, "OutboxDelivery"));
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
    UPDATE ${table} AS d
    SET "claimedUntil" = (now() AT TIME ZONE 'UTC') + make_interval(secs => ${leaseMs / 1000}::double precision),
        "claimToken" = ${token},
        "attempts" = d."attempts" + 1
    FROM picked WHERE d."id" = picked."id"
    RETURNING d."id", d."eventId", d."channel", d."attempts", d."secret"`;
}

// How many outcomes are recorded at once: each holds a pooled connection for its transaction, and the relay runs
// beside the requests (after the response) that need those connections too.
const RECORD_CONCURRENCY = 4;

/**
 * One pass: claims a batch of due deliveries, sends them concurrently and records the outcomes a few at a time
 * (RECORD_CONCURRENCY), so the relay never takes the whole pool from the requests it runs beside.
 */
export async function relayOnce(options: RelayOptions): Promise<RelayResult> {
  const result: RelayResult = { claimed: 0, delivered: 0, retrying: 0, dead: 0, skipped: 0 };
  if (options.channels.length === 0) return result;
  const byName = new Map(options.channels.map((channel) => [channel.name as string, channel]));
  const token = randomUUID();
  const rows = await claim(options.prisma, [...byName.keys()], options.batchSize ?? 20, options.leaseMs ?? DEFAULT_LEASE_MS, token);
  result.claimed = rows.length;
  if (rows.length === 0) return result;
  const events = await options.prisma.outboxEvent.findMany({ where: { id: { in: [...new Set(rows.map((row) => row.eventId))] } } });
  const eventById = new Map(events.map((event) => [event.id, event]));
  const outcomes = await Promise.all(
    rows.map((row) => {
      const event = eventById.get(row.eventId)!;
      const outgoing: OutgoingEvent = {
        id: event.id,
        type: event.type as EventType,
        createdAt: event.createdAt,
        payload: event.payload as EventPayload,
        secret: (row.secret as DeliverySecret | null) ?? null,
        deliveryId: row.id,
        attempt: row.attempts,
      };
      return sendSafely(byName.get(row.channel)!, outgoing);
    }),
  );
  for (let start = 0; start < rows.length; start += RECORD_CONCURRENCY) {
    const states = await Promise.all(
      rows.slice(start, start + RECORD_CONCURRENCY).map((row, offset) => record(options, row, token, outcomes[start + offset]!)),
    );
    for (const state of states) result[state] += 1;
  }
  return result;
}

async function sendSafely(channel: DispatchChannel, event: OutgoingEvent): Promise<DeliveryOutcome> {
  try {
    return await channel.send(event);
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

async function record(options: RelayOptions, row: ClaimedRow, token: string, outcome: DeliveryOutcome): Promise<keyof Omit<RelayResult, "claimed">> {
  const policy = options.backoff ?? DEFAULT_BACKOFF;
  const now = new Date();
  const lastError = outcome.ok ? null : outcome.error.slice(0, 1000);
  const skipped = !outcome.ok && outcome.skipped === true;
  const dead = !outcome.ok && !skipped && (outcome.final || row.attempts >= policy.maxAttempts);
  const nextAttemptAt = outcome.ok || dead || skipped ? null : new Date(now.getTime() + retryDelayMs(row.attempts, policy));
  const state = outcome.ok ? "delivered" : skipped ? "skipped" : dead ? "dead" : "retrying";
  await options.prisma.$transaction(async (tx) => {
    // Only the claim's holder records: if our lease lapsed and another relay took over, its outcome counts.
    const { count } = await tx.outboxDelivery.updateMany({
      where: { id: row.id, claimToken: token },
      data: {
        status: state === "retrying" ? "pending" : state,
        claimedUntil: null,
        claimToken: null,
        lastStatus: outcome.statusCode ?? null,
        lastError,
        deliveredAt: outcome.ok ? now : undefined,
        nextAttemptAt: nextAttemptAt ?? undefined,
        // The homeowner's booking link leaves the database once the email has gone out.
        secret: outcome.ok ? Prisma.DbNull : undefined,
      },
    });
    if (count === 0) return;
    await tx.deliveryAttempt.create({
      data: {
        deliveryId: row.id,
        at: now,
        ok: outcome.ok,
        statusCode: outcome.statusCode ?? null,
        error: outcome.ok ? (outcome.note ?? null) : lastError,
        nextAttemptAt,
      },
    });
  });
  return state;
}

/** Runs passes until nothing is due (or `maxPasses`); returns the totals. */
export async function relayUntilIdle(options: RelayOptions, maxPasses = 50): Promise<RelayResult> {
  const total: RelayResult = { claimed: 0, delivered: 0, retrying: 0, dead: 0, skipped: 0 };
  for (let pass = 0; pass < maxPasses; pass++) {
    const result = await relayOnce(options);
    for (const key of Object.keys(total) as (keyof RelayResult)[]) total[key] += result[key];
    if (result.claimed === 0) break;
  }
  return total;
}

/** "Retry now" for a dead letter: back to pending, due immediately, with a fresh attempt budget. */
export async function retryDelivery(prisma: PrismaClient, deliveryId: number): Promise<boolean> {
  const { count } = await prisma.outboxDelivery.updateMany({
    where: { id: deliveryId, status: "dead" },
    data: { status: "pending", attempts: 0, nextAttemptAt: new Date(), claimedUntil: null, claimToken: null },
  });
  return count === 1;
}
