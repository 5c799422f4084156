/**
 * Why: leaving an account (docs/decisions/042), registered against
 * common/auth/account-lifecycle/contracts.ts. Both ways out ask the passkeys' fresh proof (a stolen
 * session alone cannot close an account) and end every session; closing also removes the passkeys
 * and starts the AccountDeletion workflow before the account is hidden, so a closed account always
 * has its deletion scheduled. Reopening takes the token of a log-in that found it closed.
 */
import type { Context } from "hono";
import { checkClose, type LifecycleAction } from "~common/auth/account-lifecycle";
import { closeAccountRoute, deactivateAccountRoute, reopenAccountRoute } from "~common/auth/account-lifecycle/contracts";
import { ApiError } from "~common/errors";
import { config } from "../../platform/config";
import { deliverSoon, outboxEmail, sendThroughOutbox } from "../../platform/outbox";
import { requireSession } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import type { ApiEnv } from "../../platform/types";
import { proveOwner } from "../passkeys";
import { logOutActiveAccount, startSession } from "../sessions";
import { findUserById, toLoggedInUser, type UserRow } from "../users";
import { takeReopenToken } from "./admit";
import { lifecycleEmail, type LifecycleEmailKind } from "./emails";
import { deletionInstanceId, hiddenState, hideAccount, reopenClosedAccount } from "./lifecycle";

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The confirmation email, through the outbox: its row is written before the answer, the send retried. */
async function confirm(c: Context<ApiEnv>, user: UserRow, kind: LifecycleEmailKind, deletionAt: number | null = null) {
  const origin = new URL(c.req.url).origin;
  const message = await lifecycleEmail(kind, { to: user.email, firstName: user.first_name, origin, deletionAt });
  await sendThroughOutbox(c.env, "account_lifecycle", message, origin);
}

async function leave(c: Context<ApiEnv>, user: UserRow, action: LifecycleAction) {
  const now = nowSeconds();
  const grace = config(c.env).ACCOUNT_DELETION_GRACE_SECONDS;
  if (action === "close") {
    // Scheduled first: its steps act only if the account is closed with this due date. A retry in
    // the same second finds the instance a failed first try made: the same one, so it stands.
    await c.env.ACCOUNT_DELETION.create({
      id: deletionInstanceId(user.id, now),
      params: { userId: user.id, dueAt: now + grace, origin: new URL(c.req.url).origin },
    }).catch((err: unknown) => {
      if (!String(err).includes("instance.already_exists")) throw err;
    });
  }
  // The account hidden before the session ends: a failure between leaves it closed (the key kept), never logged out and open.
  // Its confirmation's outbox row lands in the same batch, so a closed account always has its email.
  const origin = new URL(c.req.url).origin;
  const message = await lifecycleEmail(action === "close" ? "closed" : "deactivated", {
    to: user.email,
    firstName: user.first_name,
    origin,
    deletionAt: action === "close" ? now + grace : null,
  });
  const mail = outboxEmail(c.env.DB, "account_lifecycle", message, origin);
  const due = await hideAccount(c.env.DB, user.id, action, now, grace, [mail.statement]);
  await deliverSoon(c.env, [mail.id]);
  await logOutActiveAccount(c);
  c.header("Cache-Control", "private, no-store");
  return ok(c, { state: action === "close" ? ("closed" as const) : ("deactivated" as const), deletion_at: due });
}

const router = createRouter();
router.on("POST", deactivateAccountRoute.path, rateLimit("account"));
router.on("POST", closeAccountRoute.path, rateLimit("account"));
router.on("POST", reopenAccountRoute.path, rateLimit("login"));

export const accountLifecycleRoutes = router
  .openapi(deactivateAccountRoute, async (c) => {
    const { user } = await requireSession(c);
    await proveOwner(c, user, c.req.valid("json"));
    return leave(c, user, "deactivate");
  })
  .openapi(closeAccountRoute, async (c) => {
    const { user } = await requireSession(c);
    const { acknowledge, ...proof } = c.req.valid("json");
    const refusal = checkClose("close", acknowledge === true);
    if (refusal) throw new ApiError(refusal);
    await proveOwner(c, user, proof);
    return leave(c, user, "close");
  })
  .openapi(reopenAccountRoute, async (c) => {
    const userId = await takeReopenToken(c.env.SESSIONS, c.req.valid("json").reopen_token);
    if (!userId) throw new ApiError("REOPEN_EXPIRED");
    const state = await hiddenState(c.env.DB, userId);
    const now = nowSeconds();
    if (!state?.hidden_at || !(await reopenClosedAccount(c.env.DB, userId, now))) throw new ApiError("REOPEN_EXPIRED");
    // The workflow re-checks the account before each step; ending it is tidiness, not safety.
    await c.env.ACCOUNT_DELETION.get(deletionInstanceId(userId, state.hidden_at))
      .then((instance) => instance.terminate())
      .catch((err: unknown) => console.warn("account-lifecycle: terminate", err));
    const user = (await findUserById(c.env.DB, userId))!;
    await startSession(c, user);
    await confirm(c, user, "reopened");
    return ok(c, { user: toLoggedInUser(user) });
  });
