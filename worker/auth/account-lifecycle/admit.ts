/**
 * Why: a log-in that finished every factor is where a hidden account comes back (docs/decisions/042).
 * A deactivated account is shown again and the log-in goes on (the page says so); a closed one in
 * its grace gets no session: ACCOUNT_CLOSED carries the deletion date and a reopen token, single
 * use for 10 minutes (KV), which only POST /v3/users/me/reopen/ takes — the reopen screen's
 * "Reopen it?" is the person's choice, not the log-in's. Past the grace it is as good as gone.
 */
import type { Context } from "hono";
import { REOPEN_TOKEN_SECONDS } from "~common/auth/account-lifecycle";
import { ApiError } from "~common/errors";
import type { ApiEnv } from "../../platform/types";
import { sha256Hex } from "../recovery";
import { newToken } from "../sessions";
import type { UserRow } from "../users";
import { showAccount } from "./lifecycle";

const reopenKey = async (token: string) => `reopen:${await sha256Hex(token)}`;

/**
 * Lets a fully authenticated log-in of `user` go on: true when it reactivated a deactivated account.
 * Throws ACCOUNT_CLOSED (in the grace) or ACCOUNT_NOT_FOUND (past it) for a closed one.
 */
export async function admitHiddenAccount(c: Context<ApiEnv>, user: UserRow): Promise<boolean> {
  if (user.hidden_at === null || user.hidden_at === undefined) return false;
  const now = Math.floor(Date.now() / 1000);
  const due = user.deletion_due_at ?? null;
  if (due === null) return showAccount(c.env.DB, user.id, now);
  if (now >= due) throw new ApiError("ACCOUNT_NOT_FOUND", { data: { field: "email" } });
  const token = newToken();
  await c.env.SESSIONS.put(await reopenKey(token), user.id, { expirationTtl: REOPEN_TOKEN_SECONDS });
  throw new ApiError("ACCOUNT_CLOSED", { data: { deletion_at: due, reopen_token: token } });
}

/**
 * The account a reopen token was made for, once: the token is gone after this call. (KV has no
 * take: two calls at the same instant may both see it — both reopen the same account for the
 * person who just logged in, so nothing is gained.)
 */
export async function takeReopenToken(kv: KVNamespace, token: string): Promise<string | null> {
  const key = await reopenKey(token);
  const userId = await kv.get(key);
  if (userId !== null) await kv.delete(key);
  return userId;
}
