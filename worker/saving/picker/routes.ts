/**
 * Why: the save-to-board modal's reads (saving.md §7 board picker read, board title suggestions),
 * registered against common/saving/contracts.ts. Both answer the logged-in viewer only (401
 * AUTH_REQUIRED otherwise) and a Pin the viewer cannot see is a 404, as everywhere in saving.
 */
import { boardPickerRoute, boardTitleSuggestionsRoute } from "~common/saving/contracts";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { requireViewer } from "../viewer";
import { boardPicker } from "./board-picker";
import { titleSuggestions } from "./title-suggestions";

export const pickerRoutes = createRouter()
  .openapi(boardPickerRoute, async (c) => {
    const viewer = await requireViewer(c);
    return ok(c, await boardPicker(c.env.DB, viewer, c.req.valid("query")));
  })
  .openapi(boardTitleSuggestionsRoute, async (c) => {
    const viewer = await requireViewer(c);
    return ok(c, await titleSuggestions(c.env.DB, viewer, Number(c.req.valid("param").id)));
  });
