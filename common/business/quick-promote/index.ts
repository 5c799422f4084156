/**
 * The quick-promote capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is quick-promote's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { checkBilling, checkBusinessInfo, isWebUrl } from "./forms";
export { campaignNameFits, fromMicroCurrency, toMicroCurrency, type TargetingSpec } from "./rules";
