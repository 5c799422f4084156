/**
 * Route contracts of the board actions (saving.md §4 "Moving pins works as a bulk change", §5,
 * §7, §8 codes 2171–2173). Registered in worker/saving/move-pins/routes.ts. Actions on one
 * board run one at a time (a BoardActions Durable Object per board): a second one while the first
 * runs is refused with 2171 (a move is running there), 2172 (a section edit is running there) or
 * 2173 (the destination board is busy), each "Please wait until the previous board action finishes."
 */
import { createRoute, z } from "@hono/zod-openapi";
import { DEVELOPER_ONLY } from "../../platform/developer-routes";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import { BoardActionHoldSchema, BulkMoveBodySchema, BulkMoveResultSchema, SectionPinsBodySchema } from "./schemas";
import { IdParamsSchema } from "../schemas";

const tags = ["saving"];
const BUSY = ["BOARD_MOVE_RUNNING", "BOARD_SECTION_EDIT_RUNNING", "TARGET_BOARD_BUSY"] as const;

export const bulkMoveRoute = createRoute({
  operationId: "bulkMovePins",
  method: "patch",
  path: "/v3/bulk_edit/",
  tags,
  summary: "Move Pins to another board and/or section (by ids, or all but some)",
  description:
    "For the owner or a collaborator of both boards. In one transaction: the Pins move, both boards' and every section's pin_count are recounted, and the covers follow saving.md §4 (a board whose cover Pin left gets its newest Pin; the destination takes the newest moved Pin when it has no cover or the Pins went to a section). Moving to the same board and section is refused.",
  request: { body: jsonBody(BulkMoveBodySchema) },
  responses: {
    200: okResponse(BulkMoveResultSchema, "What moved, and the counts after"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "BULK_MOVE_SAME_PLACE",
      "BULK_PINS_INVALID",
      "BULK_TOO_MANY_PINS",
      "SECTION_NOT_ON_BOARD",
      "NOT_BOARD_OWNER",
      "BOARD_NOT_FOUND",
      ...BUSY,
    ),
  },
});

const sectionPinsResponses = {
  200: okResponse(BulkMoveResultSchema, "What moved, and the counts after"),
  ...errorResponses(
    ...JSON_WRITE_ERRORS,
    "AUTH_REQUIRED",
    "BULK_PINS_INVALID",
    "BULK_MOVE_SAME_PLACE",
    "NOT_BOARD_OWNER",
    "SECTION_NOT_FOUND",
    ...BUSY,
  ),
};

export const putSectionPinsRoute = createRoute({
  operationId: "putSectionPins",
  method: "put",
  path: "/v3/board_sections/{id}/pins/",
  tags,
  summary: "Put Pins of the section's board into the section",
  request: { params: IdParamsSchema, body: jsonBody(SectionPinsBodySchema) },
  responses: sectionPinsResponses,
});

export const deleteSectionPinsRoute = createRoute({
  operationId: "deleteSectionPins",
  method: "delete",
  path: "/v3/board_sections/{id}/pins/",
  tags,
  summary: "Take Pins out of the section (they stay on its board, outside its sections)",
  request: { params: IdParamsSchema, body: jsonBody(SectionPinsBodySchema) },
  responses: sectionPinsResponses,
});

export const holdBoardRoute = createRoute({
  ...DEVELOPER_ONLY,
  operationId: "holdBoardAction",
  method: "put",
  path: "/v3/dev/board_action/",
  tags: ["developer"],
  summary: "Hold a board as if an action were running on it (developer tools only)",
  description:
    "Served only when the Worker's DEV_TOOLS var is \"true\" (the provider states of the Pact contracts and local runs use it to see saving.md §8's 2171–2173); otherwise 404 NOT_FOUND. The board is held for `seconds` (at most 30), by nobody who will end it.",
  request: { body: jsonBody(BoardActionHoldSchema) },
  responses: { 200: okResponse(z.null(), "Held"), ...errorResponses(...JSON_WRITE_ERRORS, "NOT_FOUND") },
});
