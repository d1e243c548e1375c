/** How many requests one client may make to one route per window. */
export interface RateLimitRule {
  /** Names the bucket in store keys and logs, e.g. "chat". */
  name: string;
  limit: number;
  windowMs: number;
  /**
   * Over the limit, forward the request to its route marked with RATE_LIMITED_HEADER instead of refusing it
   * here; the route then refuses everything but what must never be refused (the chat's emergency notice).
   */
  triageWhenLimited?: boolean;
}

/** One client's window after counting a request. */
export interface WindowCount {
  count: number;
  /** When the window ends (epoch milliseconds). */
  resetAt: number;
}

/** Where counts live: process memory, or Redis so every instance shares them. */
export interface RateLimitStore {
  /** Counts one request by `identifier` against `rule` and returns the window's total so far. */
  hit(rule: RateLimitRule, identifier: string): Promise<WindowCount>;
}

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetAt: number;
  /** Whole seconds until the window ends (at least 1), for Retry-After and RateLimit-Reset. */
  resetSeconds: number;
}
