/**
 * Why: the Conversions API's routes (issue 37 item 1), registered against their contracts in
 * common/business/conversions/. The token routes are the console's (a person who may act makes and
 * revokes; everyone with access lists); the events route is a server's, authorised by a token alone.
 */
import {
  createAccessTokenRoute,
  listAccessTokensRoute,
  revokeAccessTokenRoute,
  sendConversionEventsRoute,
} from "~common/business/conversions";
import { requireAdvertiserAccess, requireBusinessViewer } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { receiveEvents } from "./events";
import { authenticate, createToken, listTokens, revokeToken } from "./tokens";

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const conversionsRoutes = createRouter();
// Tokens are made and revoked by hand in the console: limited per address like the account's other writes.
conversionsRoutes.on("POST", "/ads/v4/advertisers/:advertiserId/conversion_tokens/", rateLimit("account"));
conversionsRoutes.on("DELETE", "/ads/v4/advertisers/:advertiserId/conversion_tokens/:tokenId/", rateLimit("account"));

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
      await receiveEvents(c.env.DB, { advertiserId, events: data, test: c.req.valid("query").test === "true", source: "api", now }),
    );
  });
