/**
 * The share capability's surface: the Worker code other capabilities use. Anything not exported here
 * is share's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { isCrawlerPath, robotsTxt, serveCrawlerFile } from "./crawlers";
