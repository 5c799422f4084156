/**
 * The sessions capability's surface: the Worker code other capabilities use. Anything not exported here
 * is sessions's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { currentSession, dropRecordsLater, openSession, reissueSession, startSession } from "./current-session";
export type { OpenedSession } from "./current-session";
export { addAccount, assertRoomForAnother, logOutActiveAccount, readDeviceAccounts } from "./device-accounts";
export { forgetAccount, readRememberedAccount, rememberedUser } from "./remembered-account";
export { deleteSessionRows, deleteSessionRowsWhen } from "./session-index";
export { newToken } from "./session-store";
export type { ViewerSession } from "./session-store";
