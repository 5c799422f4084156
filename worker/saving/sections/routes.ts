/**
 * Why: the board section API of saving.md §7 (BoardSectionResource fetch and create, the board's
 * sections list) and their edits (rename, reorder, delete: issue 34), registered against
 * common/saving/contracts.ts and common/saving/sections/contracts.ts.
 */
import { boardSectionsRoute, createSectionRoute, sectionBySlugRoute, sectionRoute } from "~common/saving/contracts";
import { deleteSectionRoute, updateSectionRoute } from "~common/saving/sections/contracts";
import { actingSubject } from "../../business/acting-profile";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { requireViewer, viewerId } from "../../platform/guards";
import { createSection } from "./create-section";
import { deleteSection, updateSection } from "./edit-section";
import { findVisibleSection, listBoardSections } from "./sections-repo";

export const sectionRoutes = createRouter()
  .openapi(boardSectionsRoute, async (c) => {
    const viewer = await viewerId(c);
    return ok(c, await listBoardSections(c.env.DB, Number(c.req.valid("param").id), viewer, c.req.valid("query")));
  })
  .openapi(createSectionRoute, async (c) => {
    const body = c.req.valid("json");
    // saving.md §6: as a business profile (orbac_subject_id) the viewer may act as, checked server-side.
    const actor = await actingSubject(c.env.DB, await requireViewer(c), body.orbac_subject_id);
    return ok(c, await createSection(c.env.DB, actor, Number(c.req.valid("param").id), body));
  })
  .openapi(sectionRoute, async (c) => {
    const viewer = await viewerId(c);
    return ok(c, await findVisibleSection(c.env.DB, viewer, { id: Number(c.req.valid("param").id) }));
  })
  .openapi(sectionBySlugRoute, async (c) => {
    const viewer = await viewerId(c);
    const { id, slug } = c.req.valid("param");
    return ok(c, await findVisibleSection(c.env.DB, viewer, { boardId: Number(id), slug }));
  })
  .openapi(updateSectionRoute, async (c) => {
    const viewer = await requireViewer(c);
    return ok(c, await updateSection(c.env, viewer, Number(c.req.valid("param").id), c.req.valid("json")));
  })
  .openapi(deleteSectionRoute, async (c) => {
    const viewer = await requireViewer(c);
    return ok(c, await deleteSection(c.env, viewer, Number(c.req.valid("param").id), c.req.valid("query").pins));
  });
