import type { RateLimitStore, WindowCount } from "./types";

export const DEFAULT_FAIL_OPEN_COOLDOWN_MS = 30_000;

interface FailOpenOptions {
  /** How long to stay on the fallback after a failure before trying the primary again. */
  cooldownMs?: number;
  warn?: (message: string) => void;
  now?: () => number;
}

/**
 * Uses the primary store (Redis) and, when it fails, the fallback (memory) for a cool-down period.
 * Rate limiting protects the site; an unreachable Redis must not take the site down with it.
 */
export class FailOpenStore implements RateLimitStore {
  private skipPrimaryUntil = 0;
  private readonly cooldownMs: number;
  private readonly warn: (message: string) => void;
  private readonly now: () => number;

  constructor(
    private readonly primary: RateLimitStore,
    private readonly fallback: RateLimitStore,
    options: FailOpenOptions = {},
  ) {
    this.cooldownMs = options.cooldownMs ?? DEFAULT_FAIL_OPEN_COOLDOWN_MS;
    this.warn = options.warn ?? ((message) => console.warn(message));
    this.now = options.now ?? (() => Date.now());
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    if (this.now() < this.skipPrimaryUntil) return this.fallback.increment(key, windowMs);
    try {
      return await this.primary.increment(key, windowMs);
    } catch (error) {
      // One warning per outage period, not one per request.
      this.skipPrimaryUntil = this.now() + this.cooldownMs;
      const reason = error instanceof Error ? error.message : String(error);
      this.warn(`[rate-limit] Redis unavailable (${reason}); counting in memory for the next ${Math.round(this.cooldownMs / 1000)} s`);
      return this.fallback.increment(key, windowMs);
    }
  }
}
