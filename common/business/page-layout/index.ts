/**
 * The page-layout capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is page-layout's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { followPrompt } from "./visitor-prompts";
export type { VisitorPrompt } from "./visitor-prompts";
