/**
 * The bot-check capability's surface: the page code other capabilities use. Anything not exported here
 * is bot-check's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { BOT_CHECK_FIELDS } from "./bot-check-client";
export type { BotCheckProps } from "./bot-check";
