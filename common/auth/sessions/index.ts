/**
 * The sessions capability's surface: the rules, contracts and copy other capabilities use. Anything not exported here
 * is sessions's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { StoredAccountsSchema, SwitchAccountBodySchema, SwitchedAccountSchema } from "./accounts-schemas";
export type { StoredAccount } from "./accounts-schemas";
export { describeUserAgent, deviceName, utcTime } from "./device";
export type { DeviceDescription } from "./device";
export { AUTH_SECURITY_COPY } from "./security-messages";
