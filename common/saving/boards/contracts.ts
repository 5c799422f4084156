/**
 * Route contract of editing a board (issue 34 item 2; saving.md §6 who may): registered in
 * worker/saving/boards/routes.ts, called by the board's Edit page (/board/{id}/edit).
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import { BoardSchema, IdParamsSchema } from "../schemas";
import { BoardUpdateBodySchema } from "./schemas";

export const updateBoardRoute = createRoute({
  operationId: "updateBoard",
  method: "patch",
  path: "/v3/boards/{id}/",
  tags: ["saving"],
  summary: "Edit a board: name, description, secret or public, cover Pin, archived",
  description:
    "The owner changes everything; a collaborator only the description (403 NOT_BOARD_OWNER for the rest). A new name moves the board to a new path segment; the old /{username}/{slug}/ keeps answering the board (its slug names the new one). Made secret, the board leaves everyone else's feed, search, profile lists and reads at once. A cover choice waits for no other action on the board (409 while one runs).",
  request: { params: IdParamsSchema, body: jsonBody(BoardUpdateBodySchema) },
  responses: {
    200: okResponse(BoardSchema, "The board as it is now"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "BOARD_NAME_MISSING",
      "BOARD_NAME_TOO_LONG",
      "BOARD_NAME_TAKEN",
      "BOARD_PRIVACY_PROTECTED",
      "BOARD_COVER_NOT_ON_BOARD",
      "NOT_BOARD_OWNER",
      "BOARD_NOT_FOUND",
      "BOARD_EDIT_RUNNING",
      "BOARD_MOVE_RUNNING",
      "BOARD_SECTION_EDIT_RUNNING",
    ),
  },
});
