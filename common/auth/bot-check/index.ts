/**
 * The bot-check capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is bot-check's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { botCheck, needsChallenge, recentFailures } from "./rules";
export type { BotCheckFlow } from "./rules";
export {
  BOT_CHECK_ACTIONS,
  BOT_CHECK_FAILURES_MAX,
  BOT_CHECK_MIN_SCORE,
  BOT_CHECK_REFRESH_MS,
  BOT_CHECK_SCRIPT_TIMEOUT_MS,
  BOT_CHECK_TOKEN_SECONDS,
  BOT_CHECK_TOKEN_TIMEOUT_MS,
  BOT_CHECK_WINDOW_SECONDS,
  RECAPTCHA_CSP_SOURCES,
  botCheckSetup,
} from "./service";
export type { BotCheckSetup } from "./service";
