/**
 * Route contracts of editing and deleting a Pin (issue 34 item 1). Registered in
 * worker/saving/pins/routes.ts. A Pin the viewer cannot see (another's secret board, deleted) is
 * 404 PIN_NOT_FOUND; one they see but may not change is 403.
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import { IdParamsSchema, PinSchema } from "../schemas";
import { PinDeletedSchema, PinEditBodySchema } from "./schemas";

const tags = ["saving"];
const BUSY = ["BOARD_MOVE_RUNNING", "BOARD_SECTION_EDIT_RUNNING", "TARGET_BOARD_BUSY"] as const;

export const editPinRoute = createRoute({
  operationId: "editPin",
  method: "patch",
  path: "/v3/pins/{id}/",
  tags,
  summary: "Edit a Pin: title, description, link, alt text; board_id/section_id move it",
  description:
    "The words are the pinner's to change (403 NOT_PIN_OWNER). A move is the pinner's or a member's of the Pin's board, and the viewer must be a member of the board it goes to (403 NOT_BOARD_OWNER); it runs as a bulk move does (one action per board at a time, 409 2171–2173; the boards' and sections' pin_count recounted, the covers as saving.md §4 says). Answers the Pin as it is now.",
  request: { params: IdParamsSchema, body: jsonBody(PinEditBodySchema) },
  responses: {
    200: okResponse(PinSchema, "The Pin after the edit"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "PIN_EDIT_EMPTY",
      "PIN_TITLE_TOO_LONG",
      "PIN_DESCRIPTION_TOO_LONG",
      "PIN_ALT_TEXT_TOO_LONG",
      "PIN_LINK_INVALID",
      "SECTION_NOT_ON_BOARD",
      "NOT_PIN_OWNER",
      "NOT_PIN_MOVER",
      "NOT_BOARD_OWNER",
      "BOARD_NOT_FOUND",
      "PIN_NOT_FOUND",
      ...BUSY,
    ),
  },
});

export const deletePinRoute = createRoute({
  operationId: "deletePin",
  method: "delete",
  path: "/v3/pins/{id}/",
  tags,
  summary: "Delete a Pin (its pinner, or its board's owner); Undo with the restore route for a few seconds",
  description:
    "In one transaction the Pin leaves every page, the search index and its board's, section's and pinner's pin_count (a board whose cover it was takes its newest Pin). Repins of it stay. Its image (and R2 objects) are removed after the restore window when no Pin uses them.",
  request: { params: IdParamsSchema },
  responses: {
    200: okResponse(PinDeletedSchema, "Deleted: until when it can be restored"),
    ...errorResponses("BAD_REQUEST", "CROSS_SITE_REQUEST", "AUTH_REQUIRED", "NOT_PIN_DELETER", "PIN_NOT_FOUND"),
  },
});

export const restorePinRoute = createRoute({
  operationId: "restorePin",
  method: "post",
  path: "/v3/pins/{id}/restore/",
  tags,
  summary: "Undo a delete: bring the Pin back (same id, same board) within the restore window",
  request: { params: IdParamsSchema },
  responses: {
    200: okResponse(PinSchema, "The Pin, back"),
    ...errorResponses(
      "BAD_REQUEST",
      "CROSS_SITE_REQUEST",
      "PAYLOAD_TOO_LARGE",
      "AUTH_REQUIRED",
      "PIN_RESTORE_EXPIRED",
      "PIN_RESTORE_BOARD_GONE",
      "PIN_NOT_FOUND",
    ),
  },
});
