/**
 * Why: the Pin view's attribution source (business.md §7), registered against its contract in
 * common/business/search/contracts.ts: when the browser's request is eligible, the answer carries the
 * registration header (common/business/attribution/rules.ts); the API stores nothing.
 */
import { ATTRIBUTION_REGISTER_HEADER, attributionSourceRoute } from "~common/business/attribution/contracts";
import { destinationSites, eligibleForSource, sourceRegistration } from "~common/business/attribution/rules";
import { ApiError } from "~common/errors";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";

export const attributionRoutes = createRouter().openapi(attributionSourceRoute, (c) => {
  const q = c.req.valid("query");
  const destinations = destinationSites(q.destination);
  if (!destinations)
    throw new ApiError("BAD_REQUEST", { detail: "destination: up to 3 https sites (scheme and host)", data: { field: "destination" } });
  c.header("Cache-Control", "private, no-store");
  if (!eligibleForSource(c.req.header("Attribution-Reporting-Eligible") ?? null)) return ok(c, { registered: false });
  c.header(ATTRIBUTION_REGISTER_HEADER, JSON.stringify(sourceRegistration({ ...q, destinations })));
  return ok(c, { registered: true });
});
