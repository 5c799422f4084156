/**
 * Why: the Conversions API's routes (issue 37 item 1), registered against their contracts in
 * common/business/conversions/. The token routes are the console's (a person who may act makes and
 * revokes; everyone with access lists); the events route is a server's, authorised by a token alone.
 */
import {
  conversionHistoryRoute,
  conversionsOverviewRoute,
  conversionUploadsRoute,
  createAccessTokenRoute,
  listAccessTokensRoute,
  revokeAccessTokenRoute,
  sendConversionEventsRoute,
  sha256Hex,
  sendTagEventsRoute,
  tagScriptRoute,
  uploadConversionsRoute,
} from "~common/business/conversions";
import { requireAdvertiserAccess, requireBusinessViewer } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { receiveEvents } from "./events";
import { history, overview } from "./reads";
import { receiveTagEvents } from "./tag";
import { TAG_SCRIPT } from "./tag-script";
import { authenticate, createToken, listTokens, revokeToken } from "./tokens";
import { listUploads, uploadConversions } from "./uploads";

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const conversionsRoutes = createRouter();
// Tokens are made and revoked by hand in the console: limited per address like the account's other writes.
conversionsRoutes.on("POST", "/ads/v4/advertisers/:advertiserId/conversion_tokens/", rateLimit("account"));
conversionsRoutes.on("DELETE", "/ads/v4/advertisers/:advertiserId/conversion_tokens/:tokenId/", rateLimit("account"));
conversionsRoutes.on("POST", "/ads/v4/advertisers/:advertiserId/conversions/uploads/", rateLimit("account"));
// A server's batches, per access token (a leaked one cannot flood the table), before the body is read.
conversionsRoutes.on(
  "POST",
  "/ads/v4/advertisers/:advertiserId/events/",
  rateLimit("conversions", { key: async (c) => `t:${(await sha256Hex(c.req.header("authorization") ?? "")).slice(0, 32)}` }),
);
// The tag's events come from anyone's browser: limited per address as the promoted beacon is.
conversionsRoutes.on("POST", "/v3/conversions/tag/events/", rateLimit("beacon"));

conversionsRoutes
  .openapi(listAccessTokensRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: false });
    return ok(c, { items: await listTokens(c.env.DB, advertiser.id) });
  })
  .openapi(createAccessTokenRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: true });
    return ok(
      c,
      await createToken(c.env.DB, {
        advertiserId: advertiser.id,
        name: c.req.valid("json").name.trim(),
        actor: viewer.id,
        now: nowSeconds(),
      }),
    );
  })
  .openapi(revokeAccessTokenRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiserId, tokenId } = c.req.valid("param");
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(advertiserId), { act: true });
    return ok(c, await revokeToken(c.env.DB, advertiser.id, Number(tokenId), nowSeconds()));
  })
  .openapi(sendConversionEventsRoute, async (c) => {
    const advertiserId = Number(c.req.valid("param").advertiserId);
    const now = nowSeconds();
    await authenticate(c.env.DB, advertiserId, c.req.valid("header").authorization, now);
    const { data } = c.req.valid("json");
    return ok(
      c,
      await receiveEvents(c.env.DB, { advertiserId, events: data, test: c.req.valid("query").test === "true", channel: "api", now }),
    );
  })
  .openapi(tagScriptRoute, (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    c.header("Content-Type", "text/javascript; charset=utf-8");
    return c.body(TAG_SCRIPT, 200);
  })
  .openapi(sendTagEventsRoute, async (c) => ok(c, await receiveTagEvents(c, c.req.valid("json"), nowSeconds())))
  .openapi(conversionsOverviewRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: false });
    return ok(c, await overview(c.env.DB, advertiser, Number(c.req.valid("query").days), nowSeconds()));
  })
  .openapi(conversionHistoryRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: false });
    const q = c.req.valid("query");
    return ok(c, await history(c.env.DB, advertiser.id, { test: q.test === "true", bookmark: q.bookmark ? Number(q.bookmark) : null }));
  })
  .openapi(uploadConversionsRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: true });
    const body = c.req.valid("json");
    return ok(
      c,
      await uploadConversions(c.env.DB, {
        advertiserId: advertiser.id,
        fileName: body.file_name.trim() || "conversions.csv",
        csv: body.csv,
        actor: viewer.id,
        now: nowSeconds(),
      }),
    );
  })
  .openapi(conversionUploadsRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: false });
    return ok(c, { items: await listUploads(c.env.DB, advertiser.id) });
  });
