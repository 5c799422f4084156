/**
 * The middleware capability's surface: the Worker code other capabilities use. Anything not exported here
 * is middleware's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { JSON_BODY_LIMIT_BYTES, bodyLimit, jsonBodyLimit } from "./body-limit";
export { clientIp } from "./client-ip";
export { d1Count } from "./d1-count";
export { isCrossSiteWrite, originGuard } from "./origin-guard";
export { RATE_LIMIT_BUCKETS, countRequest, rateLimit, rateLimitedRoutes, windowUsage } from "./rate-limit";
