/**
 * The page-layout capability's surface: the page code other capabilities use. Anything not exported here
 * is page-layout's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { PageChromeLoader } from "./page-chrome-loader";
