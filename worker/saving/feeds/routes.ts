/**
 * Why: the Pin feeds of saving.md §3 (home, boardfeed, board-section-pins), registered against
 * their contracts in common/saving/contracts.ts; the queries are in pin-feeds.ts.
 */
import { boardPinsRoute, homeFeedRoute, sectionPinsRoute } from "~common/saving/contracts";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { viewerId } from "../../platform/guards";
import { boardFeed, homeFeed, sectionFeed } from "./pin-feeds";

export const feedRoutes = createRouter()
  .openapi(homeFeedRoute, async (c) => {
    // Public Pins only, the same for every viewer; still private: the page around it is per viewer.
    c.header("Cache-Control", "private, no-store");
    return ok(c, await homeFeed(c.env.DB, c.req.valid("query")));
  })
  .openapi(boardPinsRoute, async (c) => {
    const viewer = await viewerId(c);
    return ok(c, await boardFeed(c.env.DB, Number(c.req.valid("param").id), viewer, c.req.valid("query")));
  })
  .openapi(sectionPinsRoute, async (c) => {
    const viewer = await viewerId(c);
    return ok(c, await sectionFeed(c.env.DB, Number(c.req.valid("param").id), viewer, c.req.valid("query")));
  });
