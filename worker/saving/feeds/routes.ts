/**
 * Why: the Pin feeds of saving.md §3 (home, boardfeed, board-section-pins), registered against
 * their contracts in common/saving/contracts.ts; the queries are in pin-feeds.ts.
 */
import { boardPinsRoute, homeFeedRoute, sectionPinsRoute } from "~common/saving/contracts";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { viewerId } from "../../platform/guards";
import { PublicReadCache, publicRead } from "../../platform/read-cache";
import { withPromotions } from "../../business/promoted-pins";
import { boardFeed, homeFeed, sectionFeed } from "./pin-feeds";

/** The home feed's pages, the same for every viewer (worker/platform/read-cache/). */
const homeFeedPages = new PublicReadCache<Awaited<ReturnType<typeof homeFeed>>>();

export const feedRoutes = createRouter()
  .openapi(homeFeedRoute, async (c) => {
    // The organic page is the same for every viewer (kept briefly); its promoted slots are this viewer's.
    c.header("Cache-Control", "private, no-store");
    const query = c.req.valid("query");
    const organic = await publicRead(c, homeFeedPages, JSON.stringify(query), () => homeFeed(c.env.DB, query));
    return ok(c, await withPromotions(c, organic, { kind: "home" }, () => viewerId(c), query.bookmark));
  })
  .openapi(boardPinsRoute, async (c) => {
    const viewer = await viewerId(c);
    return ok(c, await boardFeed(c.env.DB, Number(c.req.valid("param").id), viewer, c.req.valid("query")));
  })
  .openapi(sectionPinsRoute, async (c) => {
    const viewer = await viewerId(c);
    return ok(c, await sectionFeed(c.env.DB, Number(c.req.valid("param").id), viewer, c.req.valid("query")));
  });
