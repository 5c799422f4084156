/**
 * Worker vars for fuzz runs: per-IP limits far above any run's request count (the harness's
 * TEST_VARS already raise them to 10,000 a minute; a 10,000-run fuzz would still reach that), so
 * the handlers behind the limiter are what gets fuzzed. Account lockout stays as configured: ten
 * wrong passwords lock the "wrong-password" account, and its 429s are valid answers.
 */
export const FUZZ_VARS = {
  RATE_LIMIT_LOGIN_MAX: "1000000",
  RATE_LIMIT_SIGNUP_MAX: "1000000",
  RATE_LIMIT_LOOKUP_MAX: "1000000",
  RATE_LIMIT_RECOVERY_MAX: "1000000",
  RATE_LIMIT_OAUTH_MAX: "1000000",
  RATE_LIMIT_BEACON_MAX: "1000000",
  RATE_LIMIT_DELIVERY_MAX: "1000000",
  RATE_LIMIT_REPORTING_MAX: "1000000",
  RATE_LIMIT_ACCOUNT_MAX: "1000000",
  RATE_LIMIT_CONVERSIONS_MAX: "1000000",
  RATE_LIMIT_DRAFTS_MAX: "1000000",
  RATE_LIMIT_ERRORS_MAX: "1000000",
  // The fuzz makes up page and image addresses (GET /v3/pins/find_images/, PUT /v3/pins/image/):
  // the Worker must fetch none of them (worker/saving/pin-create/safe-fetch.ts).
  OUTBOUND_FETCH: "off",
};
