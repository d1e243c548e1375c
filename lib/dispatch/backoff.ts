export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
  /** Attempts before an event is dead-lettered. */
  maxAttempts: number;
}

/** About 10 s, 20 s, 40 s ... capped at an hour: 10 attempts span roughly 2.5 hours. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 10_000, maxMs: 60 * 60_000, maxAttempts: 10 };

/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so a receiver that comes back
 * is not hit by every relay at the same instant, yet no retry comes sooner than half the step.
 */
export function retryDelayMs(attempt: number, policy: BackoffPolicy, random: () => number = Math.random): number {
  const step = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}
