export {
  consumeRateLimit,
  rateLimitHeaders,
  tooManyRequestsResponse,
  tooManyRequestsFromRoute,
  RATE_LIMITED_HEADER,
  TOO_MANY_REQUESTS_MESSAGE,
} from "./limiter";
export { API_RATE_LIMITS, DEFAULT_API_RATE_LIMIT, PHOTO_UPLOAD_RATE_LIMIT, rateLimitMultiplier, rateLimitRuleFor, scaledRule } from "./rules";
export { getRateLimitStore, resetRateLimitStore, createRedisClient, whenRateLimitStoreReady } from "./store";
export { MemoryRateLimitStore, RedisRateLimitStore, DEFAULT_REDIS_KEY_PREFIX } from "./flexible-store";
export type { RateLimitResult, RateLimitRule, RateLimitStore, WindowCount } from "./types";
