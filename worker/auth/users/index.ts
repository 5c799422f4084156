/**
 * The users capability's surface: the Worker code other capabilities use. Anything not exported here
 * is users's own (test/layout/capabilities.test.ts keeps imports from reaching past this file).
 */
export { setAccountState } from "./account-state";
export { LOGGED_OUT_VIEWER, toLimitedViewer, toLoggedInUser, toStoredAccount, toViewer } from "./user-views";
export {
  emailExists,
  findUserByEmail,
  findUserById,
  findUserByUsernameOrEmail,
  FIRST_SESSION_VERSION,
  insertUser,
  updatePasswordHash,
} from "./users-repo";
export type { NewUser, UserRow } from "./users-repo";
