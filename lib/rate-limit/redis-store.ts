import type { Redis } from "ioredis";
import type { RateLimitStore, WindowCount } from "./types";

export const DEFAULT_REDIS_KEY_PREFIX = "fixpilot:ratelimit:";

// One round trip, atomic: count the hit, open the window on the first one, and report the time left.
// The PTTL check also repairs a key that somehow lost its expiry, so a client can never be locked out for good.
const INCREMENT_WINDOW_SCRIPT = `
local count = redis.call("INCR", KEYS[1])
local ttl = redis.call("PTTL", KEYS[1])
if count == 1 or ttl < 0 then
  redis.call("PEXPIRE", KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

type WithWindowCommand = Redis & {
  fixpilotIncrementWindow(key: string, windowMs: number): Promise<[number, number]>;
};

/** Fixed windows shared by every server instance through Redis. Errors propagate; FailOpenStore decides what to do. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly client: WithWindowCommand;

  constructor(
    client: Redis,
    private readonly keyPrefix: string = DEFAULT_REDIS_KEY_PREFIX,
    private readonly now: () => number = () => Date.now(),
  ) {
    // defineCommand sends the script once and then runs it by its SHA.
    if (!("fixpilotIncrementWindow" in client)) {
      client.defineCommand("fixpilotIncrementWindow", { numberOfKeys: 1, lua: INCREMENT_WINDOW_SCRIPT });
    }
    this.client = client as WithWindowCommand;
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const [count, ttl] = await this.client.fixpilotIncrementWindow(this.keyPrefix + key, windowMs);
    return { count: Number(count), resetAt: this.now() + Number(ttl) };
  }
}
