/**
 * Why: the account's sessions as the person sees them on /settings/security — list them, end one,
 * or end every other one ('Log out of all other devices', with every passkey if asked) — and the accounts this device holds
 * (auth.md §3 stored accounts, §6 account-switch mode; device-accounts.ts): list them, switch
 * between them (login type SWITCH_ACCOUNT, rate-limited as a log-in), log out of all of them.
 * Ending deletes the D1 index row first (the session fails on its very next request,
 * session-index.ts), then its KV record after the answer. Registered against the contracts of
 * common/auth/contracts.ts.
 */
import {
  endOtherSessionsRoute,
  endSessionRoute,
  logOutAllAccountsRoute,
  sessionsRoute,
  storedAccountsRoute,
  switchAccountRoute,
} from "~common/auth/contracts";
import { LOGIN_TYPES } from "~common/auth/constants";
import type { SessionInfo } from "~common/auth/recovery";
import { describeUserAgent, deviceName } from "~common/auth/sessions/device";
import { ApiError } from "~common/errors";
import { requireSession } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { deleteAllPasskeys } from "../passkeys";
import { toLoggedInUser, toStoredAccount } from "../users";
import { dropRecordsLater } from "./current-session";
import { logOutActiveAccount, logOutAllAccounts, readDeviceAccounts, switchAccount } from "./device-accounts";
import { deleteSessionRow, deleteSessionRows, listLiveSessions, type SessionRow } from "./session-index";
import { lifetimesFromEnv } from "./session-store";

export { dropRecordsLater } from "./current-session";

function toInfo(row: SessionRow, currentSid: string | undefined): SessionInfo {
  return {
    id: row.id,
    device: deviceName(describeUserAgent(row.user_agent)),
    created_at: row.created_at,
    last_seen_at: row.last_seen_at,
    current: row.id === currentSid,
  };
}

const router = createRouter();
router.on("POST", switchAccountRoute.path, rateLimit("login"));

export const sessionRoutes = router
  .openapi(sessionsRoute, async (c) => {
    const session = await requireSession(c);
    const rows = await listLiveSessions(c.env.DB, session.user.id, Math.floor(Date.now() / 1000), lifetimesFromEnv(c.env));
    c.header("Cache-Control", "private, no-store");
    return ok(
      c,
      rows.map((r) => toInfo(r, session.record.sid)),
    );
  })
  .openapi(endSessionRoute, async (c) => {
    const session = await requireSession(c);
    const { id } = c.req.valid("param");
    const key = await deleteSessionRow(c.env.DB, session.user.id, id);
    if (key === null) throw new ApiError("NOT_FOUND", { detail: "no live session of this account has that id" });
    dropRecordsLater(c, [key]);
    // Ending this device's own session is a log-out (of the active account: another one the
    // device holds takes over).
    if (id === session.record.sid) await logOutActiveAccount(c);
    return ok(c, null);
  })
  .openapi(endOtherSessionsRoute, async (c) => {
    const session = await requireSession(c);
    const keys = await deleteSessionRows(c.env.DB, session.user.id, session.record.sid!);
    dropRecordsLater(c, keys);
    // A passkey made on a stolen session outlives it: the person may take those away too.
    const removed = c.req.valid("query").remove_passkeys === "true" ? await deleteAllPasskeys(c.env.DB, session.user.id) : 0;
    return ok(c, { ended: keys.length, passkeys_removed: removed });
  })
  .openapi(storedAccountsRoute, async (c) => {
    const device = await readDeviceAccounts(c);
    if (!device) throw new ApiError("AUTH_REQUIRED");
    c.header("Cache-Control", "private, no-store");
    const users = [device.active.user, ...device.stored.map((s) => s.user)];
    return ok(c, {
      account_group_id: device.group,
      active_id: device.active.user.id,
      accounts: Object.fromEntries(users.map((u) => [u.id, toStoredAccount(u)])),
    });
  })
  .openapi(switchAccountRoute, async (c) => {
    const user = await switchAccount(c, c.req.valid("json").user_id);
    return ok(c, { user: toLoggedInUser(user), login_type: LOGIN_TYPES.SWITCH_ACCOUNT });
  })
  .openapi(logOutAllAccountsRoute, async (c) => ok(c, { ended: await logOutAllAccounts(c) }));
