/**
 * The quick-promote capability's surface: the Worker code other capabilities use. Anything not exported here
 * is quick-promote's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export {
  advertiserDetail,
  conversionTags,
  createConversionTag,
  promotablePins,
  recordConsent,
  saveBilling,
  saveBusinessInfo,
} from "./advertiser-steps";
export { createQuickPromote } from "./create-campaign";
