/**
 * Route contracts of a Pin's comments (issue 34 item 8). The Worker registers them in
 * worker/saving/comments/routes.ts.
 *
 * Anyone who may see the Pin reads its comments, newest first; a Pin on a secret board is a 404
 * to everyone else, comments and all. A logged-in viewer writes; the author edits and deletes
 * their own; the Pin's pinner deletes any on their Pin; anyone else but the author reports one,
 * once. A reported comment stays until its author or the pinner removes it; its reports go with it.
 * Writes are limited per address (RATE_LIMITED) and new comments per account (COMMENTING_TOO_FAST).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import { IdParamsSchema } from "../schemas";
import { CommentBodySchema, CommentPageSchema, CommentParamsSchema, CommentSchema, CommentsQuerySchema } from "./schemas";

const tags = ["saving"];
const CHANGE_ERRORS = ["BAD_REQUEST", "CROSS_SITE_REQUEST", "AUTH_REQUIRED", "RATE_LIMITED"] as const;

export const pinCommentsRoute = createRoute({
  operationId: "pinComments",
  method: "get",
  path: "/v3/pins/{id}/comments/",
  tags,
  summary: "A Pin's comments, newest first",
  description: "Pages with `bookmark`. Each comment says what the viewer may do with it (can_edit, can_delete, can_report).",
  request: { params: IdParamsSchema, query: CommentsQuerySchema },
  responses: { 200: okResponse(CommentPageSchema, "A page of comments"), ...errorResponses("BAD_REQUEST", "PIN_NOT_FOUND") },
});

export const createCommentRoute = createRoute({
  operationId: "createPinComment",
  method: "post",
  path: "/v3/pins/{id}/comments/",
  tags,
  summary: "Comment on a Pin",
  request: { params: IdParamsSchema, body: jsonBody(CommentBodySchema) },
  responses: {
    200: okResponse(CommentSchema, "The new comment"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "RATE_LIMITED",
      "PIN_NOT_FOUND",
      "COMMENT_TEXT_MISSING",
      "COMMENT_TEXT_TOO_LONG",
      "COMMENTING_TOO_FAST",
    ),
  },
});

export const editCommentRoute = createRoute({
  operationId: "editPinComment",
  method: "patch",
  path: "/v3/pins/{id}/comments/{comment_id}/",
  tags,
  summary: "Edit your comment",
  request: { params: CommentParamsSchema, body: jsonBody(CommentBodySchema) },
  responses: {
    200: okResponse(CommentSchema, "The comment as edited"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "RATE_LIMITED",
      "PIN_NOT_FOUND",
      "COMMENT_NOT_FOUND",
      "NOT_YOUR_COMMENT",
      "COMMENT_TEXT_MISSING",
      "COMMENT_TEXT_TOO_LONG",
    ),
  },
});

export const deleteCommentRoute = createRoute({
  operationId: "deletePinComment",
  method: "delete",
  path: "/v3/pins/{id}/comments/{comment_id}/",
  tags,
  summary: "Delete a comment: your own, or any on your Pin",
  description: "Its reports are deleted with it.",
  request: { params: CommentParamsSchema },
  responses: {
    200: okResponse(z.null(), "Deleted"),
    ...errorResponses(...CHANGE_ERRORS, "PIN_NOT_FOUND", "COMMENT_NOT_FOUND", "CANNOT_DELETE_COMMENT"),
  },
});

export const reportCommentRoute = createRoute({
  operationId: "reportPinComment",
  method: "post",
  path: "/v3/pins/{id}/comments/{comment_id}/report/",
  tags,
  summary: "Report a comment (once per person; not your own)",
  description: "The report is kept for review; the comment stays until its author or the Pin's pinner deletes it.",
  request: { params: CommentParamsSchema },
  responses: {
    200: okResponse(CommentSchema, "The comment, reported_by_me true"),
    ...errorResponses(
      ...CHANGE_ERRORS,
      "PAYLOAD_TOO_LARGE",
      "PIN_NOT_FOUND",
      "COMMENT_NOT_FOUND",
      "CANNOT_REPORT_OWN_COMMENT",
      "COMMENT_ALREADY_REPORTED",
    ),
  },
});
