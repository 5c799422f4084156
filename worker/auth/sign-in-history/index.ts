/**
 * The sign-in-history capability's surface: the Worker code other capabilities use. Anything not exported here
 * is sign-in-history's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { recordRefusedSignIns, recordSignIn, refusedSignIn, signInBatch } from "./record";
export { securityAlertEmail, type SecurityAlertCopy } from "./new-device-email";
