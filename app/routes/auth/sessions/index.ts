/**
 * The sessions capability's surface: the page code other capabilities use. Anything not exported here
 * is sessions's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { AccountMenu } from "./account-menu";
