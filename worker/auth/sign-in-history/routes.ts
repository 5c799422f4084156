/**
 * Why: the account's sign-in history as /settings/security lists it (docs/decisions/037): the
 * last 50 sign-ins and failed attempts of the past 90 days, newest first, with the device in the
 * session list's words. Registered against common/auth/sign-in-history/contracts.ts.
 */
import { deviceLabel, signInHistoryRoute } from "~common/auth/sign-in-history";
import { requireSession } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { listSignIns } from "./store";

const router = createRouter();
// Every /settings/security view reads it: the per-IP account bucket keeps a script from hammering D1.
router.on("GET", signInHistoryRoute.path, rateLimit("account"));

export const signInHistoryRoutes = router.openapi(signInHistoryRoute, async (c) => {
  const session = await requireSession(c);
  const rows = await listSignIns(c.env.DB, session.user.id, Math.floor(Date.now() / 1000));
  c.header("Cache-Control", "private, no-store");
  return ok(
    c,
    rows.map((r) => ({ time: r.at, method: r.method, ok: r.ok === 1, device: deviceLabel(r.device), country: r.country, city: r.city })),
  );
});
