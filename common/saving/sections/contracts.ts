/**
 * Route contracts of editing a section (issue 34 item 2): rename, reorder, delete. Registered in
 * worker/saving/sections/routes.ts; each holds the board in its BoardActions object (saving.md §8,
 * 2171–2173 and 2142 while another action runs there).
 */
import { createRoute } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import { IdParamsSchema, SectionSchema } from "../schemas";
import { SectionDeletedSchema, SectionDeleteQuerySchema, SectionUpdateBodySchema } from "./schemas";

const tags = ["saving"];
const BUSY = ["BOARD_EDIT_RUNNING", "BOARD_MOVE_RUNNING", "BOARD_SECTION_EDIT_RUNNING"] as const;

export const updateSectionRoute = createRoute({
  operationId: "updateSection",
  method: "patch",
  path: "/v3/board_sections/{id}/",
  tags,
  summary: "Rename a section or move it among its board's sections",
  description:
    "For the board's owner and collaborators. A new name moves the section to a new path segment; the old one keeps answering the section (GET /v3/boards/{id}/sections/{slug}/), whose slug names the new one.",
  request: { params: IdParamsSchema, body: jsonBody(SectionUpdateBodySchema) },
  responses: {
    200: okResponse(SectionSchema, "The section as it is now"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "SECTION_NAME_MISSING",
      "SECTION_NAME_TOO_LONG",
      "SECTION_NAME_TAKEN",
      "NOT_BOARD_OWNER",
      "SECTION_NOT_FOUND",
      ...BUSY,
    ),
  },
});

export const deleteSectionRoute = createRoute({
  operationId: "deleteSection",
  method: "delete",
  path: "/v3/board_sections/{id}/",
  tags,
  summary: "Delete a section; its Pins stay on the board (pins=keep) or are deleted with it (pins=delete)",
  description:
    "keep: for the board's owner and collaborators. delete: the owner only (403 SECTION_PINS_OWNER_ONLY); in one transaction the Pins go, the board's and each pinner's pin_count drop by exactly them, and a cover among them is replaced by the board's newest Pin. Repins of them elsewhere stay.",
  request: { params: IdParamsSchema, query: SectionDeleteQuerySchema },
  responses: {
    200: okResponse(SectionDeletedSchema, "The board's counts after"),
    ...errorResponses(
      "BAD_REQUEST",
      "CROSS_SITE_REQUEST",
      "AUTH_REQUIRED",
      "NOT_BOARD_OWNER",
      "SECTION_PINS_OWNER_ONLY",
      "SECTION_NOT_FOUND",
      ...BUSY,
    ),
  },
});
