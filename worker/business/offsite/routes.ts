/**
 * Why: the offsite link check (business.md §7 GET /v3/offsite/), registered against its contract
 * in common/business/search/contracts.ts; the check is offsite-check.ts.
 */
import { offsiteRoute } from "~common/business/offsite/contracts";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { viewerId } from "../../platform/guards";
import { checkOffsite } from "./offsite-check";

export const offsiteRoutes = createRouter().openapi(offsiteRoute, async (c) => {
  const viewer = await viewerId(c);
  return ok(c, await checkOffsite(c.env.DB, viewer, c.req.valid("query")));
});
