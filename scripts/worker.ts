/**
 * The dispatch relay as a long-running process, for hosts that run processes (a VM, a container):
 *
 *   npm run worker
 *
 * Every DISPATCH_POLL_MS (default 2000) it delivers all due outbox events (webhook, emails), exactly as the
 * after-response relay and POST /api/cron/dispatch do; any number of workers may run at once, claims never overlap.
 * It also sweeps photos never attached to a booking within 24 h, at most every ten minutes across all processes.
 * SIGTERM / SIGINT: finishes the deliveries in flight, closes the database and exits 0.
 * With the embedded PGlite database (no DATABASE_URL) only one process may open the data folder, so run the
 * worker with PostgreSQL, or instead of the web app.
 */
import { resolveDatabaseConfig } from "../lib/db/config";
import { openDatabase } from "../lib/db/open";
import { createChannels } from "../lib/dispatch";
import { relayUntilIdle } from "../lib/dispatch/relay";
import { parseEnv, serverEnvSchema } from "../lib/env/schema";
import { photoStoresFromEnv } from "../lib/photos/store-from-env";
import { sweepPhotosIfDue } from "../lib/photos/sweep";

async function main(): Promise<void> {
  // Validated like every setting (a bad value stops the worker with a message naming it).
  const settings = parseEnv(serverEnvSchema, process.env);
  const pollMs = settings.DISPATCH_POLL_MS ?? 2000;
  // How long a claim holds before another relay may take the delivery over (default 60 s).
  const leaseMs = settings.DISPATCH_LEASE_MS;
  const database = await openDatabase(resolveDatabaseConfig());
  const channels = createChannels(database.prisma);
  const photoStores = photoStoresFromEnv(settings, database.prisma);
  const stop = new AbortController();
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      console.log(`[worker] ${signal}: finishing the deliveries in flight`);
      stop.abort();
    });
  }
  console.log(`[worker] relaying every ${pollMs} ms over ${channels.map((channel) => channel.name).join(", ")}`);
  try {
    while (!stop.signal.aborted) {
      try {
        const result = await relayUntilIdle({ prisma: database.prisma, channels, leaseMs });
        if (result.claimed > 0) console.log("[worker]", JSON.stringify(result));
        const swept = await sweepPhotosIfDue(database.prisma, photoStores);
        if (swept && (swept.photos || swept.orphans)) console.log("[worker] photos swept", JSON.stringify(swept));
      } catch (error) {
        // The database may be down for a moment; the outbox keeps everything for the next pass.
        console.error("[worker] pass failed:", error instanceof Error ? error.message : error);
      }
      await sleep(pollMs, stop.signal);
    }
  } finally {
    await database.close();
  }
  console.log("[worker] stopped");
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error("[worker] failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
