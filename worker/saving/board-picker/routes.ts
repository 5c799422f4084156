/**
 * Why: the save-to-board modal's reads (saving.md §7 board picker read, board title suggestions),
 * registered against common/saving/contracts.ts. Both answer the logged-in viewer only (401
 * AUTH_REQUIRED otherwise) and a Pin the viewer cannot see is a 404, as everywhere in saving.
 */
import { boardPickerRoute, boardTitleSuggestionsRoute } from "~common/saving/contracts";
import { actingAdAccount } from "../../business/acting-profile";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { requireViewer } from "../../platform/guards";
import { boardPicker } from "./board-picker";
import { titleSuggestions } from "./title-suggestions";

export const pickerRoutes = createRouter()
  .openapi(boardPickerRoute, async (c) => {
    const viewer = await requireViewer(c);
    const query = c.req.valid("query");
    // saving.md §6: acting for an ad account lists that ad account's boards (access checked server-side).
    const adAccount = query.advertiser_id === undefined ? null : await actingAdAccount(c.env.DB, viewer, query.advertiser_id);
    return ok(c, await boardPicker(c.env.DB, viewer, query, adAccount));
  })
  .openapi(boardTitleSuggestionsRoute, async (c) => {
    const viewer = await requireViewer(c);
    return ok(c, await titleSuggestions(c.env.DB, viewer, Number(c.req.valid("param").id)));
  });
