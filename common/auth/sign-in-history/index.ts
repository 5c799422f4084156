/**
 * The sign-in-history capability's surface: the rules, contract and copy other capabilities use. Anything not exported here
 * is sign-in-history's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { signInHistoryRoute } from "./contracts";
export { NEW_DEVICE_EMAIL_COPY, SIGN_IN_HISTORY_COPY } from "./messages";
export {
  FAILED_SIGN_INS_KEPT,
  SIGN_IN_HISTORY_DAYS,
  SIGN_IN_HISTORY_PAGE,
  SIGN_IN_HISTORY_SECONDS,
  SIGN_IN_METHODS,
  deviceKey,
  deviceOfKey,
  historyCutoff,
  isNewDevice,
  signInMethodOf,
} from "./rules";
export type { KnownSignIns, SignInMethod } from "./rules";
export type { SignInRow } from "./schemas";
export { countryName, deviceLabel, placeLabel, utcTime } from "./labels";
