/**
 * Why: the creator card (business.md §2, §3), registered against its contract in
 * common/business/search/contracts.ts; the read is creator-card.ts. Logged out, the account the device
 * remembers (limited login) decides followedByMe.
 */
import { creatorCardRoute } from "~common/business/creator-card/contracts";
import { readRememberedAccount } from "../../auth/sessions";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { viewerId } from "../../platform/guards";
import { creatorCard } from "./creator-card";

export const creatorRoutes = createRouter().openapi(creatorCardRoute, async (c) => {
  const viewer = await viewerId(c);
  const follower = viewer ?? (await readRememberedAccount(c))?.uid ?? null;
  return ok(c, await creatorCard(c.env.DB, Number(c.req.valid("param").id), viewer, follower));
});
