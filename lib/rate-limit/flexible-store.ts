import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

import type { RateLimitRule, RateLimitStore, WindowCount } from "./types";

export const DEFAULT_REDIS_KEY_PREFIX = "fixpilot:ratelimit:";

/**
 * Fixed windows kept by rate-limiter-flexible: one limiter per rule, made on first use. A refused request
 * is not an error here: the limiter's answer (points consumed, time left) becomes the window's count.
 */
abstract class FlexibleStore implements RateLimitStore {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  protected abstract create(rule: RateLimitRule, options: { points: number; duration: number }): RateLimiterAbstract;

  async hit(rule: RateLimitRule, identifier: string): Promise<WindowCount> {
    const id = `${rule.name}:${rule.limit}:${rule.windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      // The library counts whole seconds.
      limiter = this.create(rule, { points: rule.limit, duration: Math.max(1, Math.ceil(rule.windowMs / 1000)) });
      this.limiters.set(id, limiter);
    }
    try {
      return toWindow(await limiter.consume(identifier));
    } catch (refusal) {
      // Over the limit: the library rejects with its result; anything else (no store, no insurance) is a failure.
      if (refusal instanceof RateLimiterRes) return toWindow(refusal);
      throw refusal;
    }
  }
}

function toWindow(result: RateLimiterRes): WindowCount {
  return { count: result.consumedPoints, resetAt: Date.now() + result.msBeforeNext };
}

/** Counts in this process only: for one instance, or when no REDIS_URL is set. */
export class MemoryRateLimitStore extends FlexibleStore {
  protected create(rule: RateLimitRule, options: { points: number; duration: number }): RateLimiterAbstract {
    return new RateLimiterMemory({ ...options, keyPrefix: rule.name });
  }
}

/**
 * Counts in Redis, shared by every instance. When Redis fails or is slow (the client's command timeout), each
 * instance counts in its own memory instead (rate-limiter-flexible's insurance limiter): limits stay on, only
 * per instance, until Redis answers again.
 */
export class RedisRateLimitStore extends FlexibleStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string = DEFAULT_REDIS_KEY_PREFIX,
  ) {
    super();
  }

  protected create(rule: RateLimitRule, options: { points: number; duration: number }): RateLimiterAbstract {
    return new RateLimiterRedis({
      ...options,
      storeClient: this.redis,
      keyPrefix: `${this.keyPrefix}${rule.name}`,
      // Not connected (yet, or any more): straight to the insurance limiter rather than wait in ioredis' queue.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory({ ...options, keyPrefix: rule.name }),
    });
  }
}
