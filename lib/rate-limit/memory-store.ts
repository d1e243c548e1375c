import type { RateLimitStore, WindowCount } from "./types";

export const DEFAULT_MEMORY_STORE_MAX_KEYS = 10_000;

/**
 * Fixed windows in a Map, for one process. Bounded: when full it drops expired windows first, then the
 * oldest ones, so a flood of spoofed client addresses cannot grow memory without limit.
 * Expiry is lazy (no timers), so it neither keeps the process alive nor fights fake timers in tests.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, WindowCount>();

  constructor(
    private readonly maxKeys: number = DEFAULT_MEMORY_STORE_MAX_KEYS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    const current = this.windows.get(key);
    if (current && current.resetAt > now) {
      current.count += 1;
      return { ...current };
    }
    if (current) this.windows.delete(key);
    this.makeRoom(now);
    const opened = { count: 1, resetAt: now + windowMs };
    this.windows.set(key, opened);
    return { ...opened };
  }

  get size(): number {
    return this.windows.size;
  }

  private makeRoom(now: number): void {
    if (this.windows.size < this.maxKeys) return;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
    // Map iteration is insertion order, so the first keys are the oldest windows.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
