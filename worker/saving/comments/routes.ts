/**
 * Why: a Pin's comments API (issue 34 item 8), registered against
 * common/saving/comments/contracts.ts. Every write is counted in the per-address "account" bucket
 * (a script cycling accounts from one address); new comments are also limited per account
 * (COMMENTING_TOO_FAST, exact in D1: comments-repo.ts addComment), but for the Pact verifier's
 * state set-up.
 */
import { ApiError } from "~common/errors";
import { checkCommentText } from "~common/saving/comments/rules";
import {
  createCommentRoute,
  deleteCommentRoute,
  editCommentRoute,
  pinCommentsRoute,
  reportCommentRoute,
} from "~common/saving/comments/contracts";
import { hasPactStateCredential } from "../../dev/pact-state";
import { requireViewer, viewerId } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { addComment, deleteComment, editComment, listComments, reportComment, visiblePin } from "./comments-repo";

/** The trimmed text, or the rule's catalogue error naming the field. */
function commentText(raw: string): string {
  const failure = checkCommentText(raw);
  if (failure) throw new ApiError(failure, { data: { field: "text" } });
  return raw.trim();
}

const router = createRouter();
router.on("POST", "/v3/pins/:id/comments/", rateLimit("account"));
router.on(["PATCH", "DELETE"], "/v3/pins/:id/comments/:comment_id/", rateLimit("account"));
router.on("POST", "/v3/pins/:id/comments/:comment_id/report/", rateLimit("account"));

export const commentRoutes = router
  .openapi(pinCommentsRoute, async (c) => {
    const viewer = await viewerId(c);
    const pin = await visiblePin(c.env.DB, Number(c.req.valid("param").id), viewer);
    return ok(c, await listComments(c.env.DB, pin, viewer, c.req.valid("query")));
  })
  .openapi(createCommentRoute, async (c) => {
    const viewer = await requireViewer(c);
    const pin = await visiblePin(c.env.DB, Number(c.req.valid("param").id), viewer);
    // The Pact verifier arranging a state is not limited (docs/decisions/025), as in the per-IP buckets.
    const limited = !(await hasPactStateCredential(c));
    return ok(c, await addComment(c.env.DB, pin, viewer, commentText(c.req.valid("json").text), limited));
  })
  .openapi(editCommentRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id, comment_id } = c.req.valid("param");
    const pin = await visiblePin(c.env.DB, Number(id), viewer);
    return ok(c, await editComment(c.env.DB, pin, Number(comment_id), viewer, commentText(c.req.valid("json").text)));
  })
  .openapi(deleteCommentRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id, comment_id } = c.req.valid("param");
    await deleteComment(c.env.DB, await visiblePin(c.env.DB, Number(id), viewer), Number(comment_id), viewer);
    return ok(c, null);
  })
  .openapi(reportCommentRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id, comment_id } = c.req.valid("param");
    return ok(c, await reportComment(c.env.DB, await visiblePin(c.env.DB, Number(id), viewer), Number(comment_id), viewer));
  });
