/**
 * Why: an account's state (auth.md §2.4, §4.6; migrations/0017_account_state.sql) changes what
 * log-in answers, and two of the changes must do more than flip the column — suspending or
 * soft-banning ends every session, and soft-banning resets the password (the soft-banned modal
 * says "we've reset your account password and logged you out on all devices and browsers"). One
 * place says what each state change does, for the developer route and the local admin command
 * (scripts/account.ts).
 */
import { ACCOUNT_STATES, type AccountState } from "./users-repo";

export { ACCOUNT_STATES, type AccountState };

/**
 * The column assignments of moving an account to `state` (SQL, for `UPDATE users SET …`).
 *
 * @example
 * accountStateAssignments("soft_banned");
 * // ["account_state = 'soft_banned'", "updated_at = unixepoch()", "session_version = session_version + 1", "password_hash = NULL"]
 */
export function accountStateAssignments(state: AccountState): string[] {
  return [
    `account_state = '${state}'`,
    "updated_at = unixepoch()",
    ...(state === "suspended" || state === "soft_banned" ? ["session_version = session_version + 1"] : []),
    ...(state === "soft_banned" ? ["password_hash = NULL"] : []),
  ];
}

/** Moves the account with this (normalised) email to `state`; false when there is none. */
export async function setAccountState(db: D1Database, email: string, state: AccountState): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE users SET ${accountStateAssignments(state).join(", ")} WHERE email = ?`)
    .bind(email)
    .run();
  return result.meta.changes > 0;
}
