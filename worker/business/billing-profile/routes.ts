/**
 * Why: the billing profile's edit route (issue 36 item 7), registered against its contract in
 * common/business/billing-profile/. Made by hand in the console: limited per address like the
 * account's other writes; the platform's Idempotency-Key middleware covers it as every PATCH.
 */
import { updateBillingProfileRoute } from "~common/business/billing-profile";
import { requireAdvertiserAccess, requireBusinessViewer } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { changeBillingProfile } from "./changes";

export const billingProfileRoutes = createRouter();
billingProfileRoutes.on("PATCH", "/ads/v4/advertisers/:advertiserId/billing_profile/", rateLimit("account"));

billingProfileRoutes.openapi(updateBillingProfileRoute, async (c) => {
  const viewer = await requireBusinessViewer(c);
  const access = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: false });
  // Read access first, so a campaign manager and an analyst both hear why (BILLING_ADMIN_ONLY).
  return ok(c, await changeBillingProfile(c.env.DB, access, c.req.valid("json")));
});
