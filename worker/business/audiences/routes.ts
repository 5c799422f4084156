/**
 * Audiences' routes (issue 37 item 2), registered against their contracts in
 * common/business/audiences/: everyone with access reads; a person who may act makes, changes,
 * deletes and puts audiences to use.
 */
import type { Context } from "hono";
import {
  addListHashesRoute,
  audienceDebugRoute,
  audienceRoute,
  audiencesRoute,
  AUDIENCE_SIZE_FLOOR,
  changeAudienceRoute,
  createAudienceRoute,
  deleteAudienceRoute,
  setAudienceUsageRoute,
} from "~common/business/audiences";
import { requireAdvertiserAccess, requireBusinessViewer } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { nowSeconds } from "~common/platform/calendar";
import type { ApiEnv } from "../../platform/types";
import { audienceDebug } from "./debug";
import { addListHashes, audienceDetail, changeAudience, createAudience, deleteAudience, listAudiences, setUsage } from "./store";

async function access(c: Context<ApiEnv>, act: boolean) {
  const viewer = await requireBusinessViewer(c);
  const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.param("advertiserId")), { act });
  return { viewer, advertiserId: advertiser.id };
}

export const audiencesRoutes = createRouter();
// Each write finds the audience's people again: limited per address like the account's other writes.
for (const [method, path] of [
  ["POST", "/ads/v4/advertisers/:advertiserId/audiences/"],
  ["PATCH", "/ads/v4/advertisers/:advertiserId/audiences/:audienceId/"],
  ["DELETE", "/ads/v4/advertisers/:advertiserId/audiences/:audienceId/"],
  ["POST", "/ads/v4/advertisers/:advertiserId/audiences/:audienceId/list/"],
  ["PUT", "/ads/v4/advertisers/:advertiserId/audiences/:audienceId/ad_groups/"],
] as const)
  audiencesRoutes.on(method, path, rateLimit("account"));

audiencesRoutes
  .openapi(audiencesRoute, async (c) => {
    const { advertiserId } = await access(c, false);
    return ok(c, { items: await listAudiences(c.env.DB, advertiserId), size_floor: AUDIENCE_SIZE_FLOOR });
  })
  // Before /audiences/{audienceId}/: "debug" is not an id.
  .openapi(audienceDebugRoute, async (c) => {
    const { viewer, advertiserId } = await access(c, false);
    return ok(
      c,
      await audienceDebug(c.env.DB, { advertiserId, viewerId: viewer.id, username: c.req.valid("query").username, now: nowSeconds() }),
    );
  })
  .openapi(createAudienceRoute, async (c) => {
    const { viewer, advertiserId } = await access(c, true);
    return ok(c, await createAudience(c.env.DB, { advertiserId, body: c.req.valid("json"), actor: viewer.id, now: nowSeconds() }));
  })
  .openapi(audienceRoute, async (c) => {
    const { advertiserId } = await access(c, false);
    return ok(c, await audienceDetail(c.env.DB, advertiserId, Number(c.req.valid("param").audienceId)));
  })
  .openapi(changeAudienceRoute, async (c) => {
    const { advertiserId } = await access(c, true);
    const id = Number(c.req.valid("param").audienceId);
    return ok(c, await changeAudience(c.env.DB, { advertiserId, id, change: c.req.valid("json"), now: nowSeconds() }));
  })
  .openapi(deleteAudienceRoute, async (c) => {
    const { advertiserId } = await access(c, true);
    return ok(c, await deleteAudience(c.env.DB, advertiserId, Number(c.req.valid("param").audienceId)));
  })
  .openapi(addListHashesRoute, async (c) => {
    const { advertiserId } = await access(c, true);
    const id = Number(c.req.valid("param").audienceId);
    return ok(c, await addListHashes(c.env.DB, { advertiserId, id, hashes: c.req.valid("json").hashes, now: nowSeconds() }));
  })
  .openapi(setAudienceUsageRoute, async (c) => {
    const { advertiserId } = await access(c, true);
    const id = Number(c.req.valid("param").audienceId);
    return ok(c, await setUsage(c.env.DB, { advertiserId, id, body: c.req.valid("json"), now: nowSeconds() }));
  });
