/**
 * The hashtags capability's surface: the page code other capabilities use. Anything not exported here
 * is hashtags's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { LabelledHashtagField } from "./hashtag-field";
