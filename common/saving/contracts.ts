/**
 * Route contracts of the saving API (saving.md §7): feeds, pins, boards, sections, profiles and
 * follows, each defined once. The Worker registers them (each capability folder of worker/saving/ has a routes.ts), the pages call
 * them with `api.call(route, input)`, and the Pact tests build interactions from them.
 *
 * A secret board, its sections and its pins answer 404 to everyone but its owner and collaborators, exactly as if
 * they did not exist. State changes need a logged-in viewer (401 AUTH_REQUIRED) and are refused
 * from other sites (403 CROSS_SITE_REQUEST).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../platform/envelope";
import { FeedPageSchema, PinReadSchema } from "../business/promoted-pins";
import {
  BoardCreateBodySchema,
  BoardPageSchema,
  BoardPickerQuerySchema,
  BoardPickerSchema,
  BoardQuerySchema,
  BoardPinsQuerySchema,
  BoardTitleSuggestionSchema,
  BoardSchema,
  BoardSlugParamsSchema,
  IdParamsSchema,
  PageQuerySchema,
  PinCreateBodySchema,
  PinPageSchema,
  PinQuerySchema,
  PinSchema,
  SectionCreateBodySchema,
  SectionPageSchema,
  SectionSchema,
  SectionSlugParamsSchema,
  UserBoardsQuerySchema,
  UserProfileSchema,
  UsernameParamsSchema,
} from "./schemas";

const tags = ["saving"];

export const homeFeedRoute = createRoute({
  operationId: "homeFeed",
  method: "get",
  path: "/v3/feeds/home/",
  tags,
  summary: "The home feed: Pins from public boards, newest first, with promoted Pins in their slots",
  description:
    "For logged-in and logged-out viewers alike. Pages with `bookmark`. The 12th and 24th cards of a page may be promoted Pins chosen for this viewer (a Pin with `promotion`, docs/decisions/039); the bookmark counts only the others.",
  request: { query: PageQuerySchema },
  responses: { 200: okResponse(FeedPageSchema, "A page of Pins"), ...errorResponses("BAD_REQUEST") },
});

export const boardPinsRoute = createRoute({
  operationId: "boardPins",
  method: "get",
  path: "/v3/boards/{id}/pins/",
  tags,
  summary: "A board's Pins, newest first",
  request: { params: IdParamsSchema, query: BoardPinsQuerySchema },
  responses: { 200: okResponse(PinPageSchema, "A page of the board's Pins"), ...errorResponses("BAD_REQUEST", "BOARD_NOT_FOUND") },
});

export const sectionPinsRoute = createRoute({
  operationId: "sectionPins",
  method: "get",
  path: "/v3/board_sections/{id}/pins/",
  tags,
  summary: "A board section's Pins, newest first",
  request: { params: IdParamsSchema, query: PageQuerySchema },
  responses: { 200: okResponse(PinPageSchema, "A page of the section's Pins"), ...errorResponses("BAD_REQUEST", "SECTION_NOT_FOUND") },
});

export const pinRoute = createRoute({
  operationId: "pin",
  method: "get",
  path: "/v3/pins/{id}/",
  tags,
  summary: "One Pin, with the field sets asked for",
  request: { params: IdParamsSchema, query: PinQuerySchema },
  responses: { 200: okResponse(PinReadSchema, "The Pin"), ...errorResponses("BAD_REQUEST", "PIN_NOT_FOUND") },
});

export const createPinRoute = createRoute({
  operationId: "createPin",
  method: "post",
  path: "/v3/pins/",
  tags,
  summary: "Save: create a Pin on one of your boards, or save an existing Pin there (pin_id)",
  description:
    "In one transaction: the Pin, the board's pin_count +1, the section's pin_count +1 (when saved to a section), the viewer's pin_count +1, and the cover rule of saving.md §4 (the board's cover becomes this Pin when it had none or the save went to a section).",
  request: { body: jsonBody(PinCreateBodySchema) },
  responses: {
    200: okResponse(PinSchema, "The new Pin: id, board {id, name, …}, pinner {id, …}"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "PIN_IMAGE_MISSING",
      "PIN_IMAGE_INVALID",
      "PIN_IMAGE_URL_UNSUPPORTED",
      "PIN_LINK_INVALID",
      "SECTION_NOT_ON_BOARD",
      "NOT_BOARD_OWNER",
      "BOARD_NOT_FOUND",
      "PIN_NOT_FOUND",
      "PIN_NOT_SAVEABLE",
    ),
  },
});

export const userBoardsRoute = createRoute({
  operationId: "userBoards",
  method: "get",
  path: "/v3/users/{username}/boards/",
  tags,
  summary: "A user's boards (BoardsResource)",
  description: "The owner sees every board; anyone else sees the public ones and those they collaborate on.",
  request: { params: UsernameParamsSchema, query: UserBoardsQuerySchema },
  responses: { 200: okResponse(BoardPageSchema, "A page of boards"), ...errorResponses("BAD_REQUEST", "USER_NOT_FOUND") },
});

export const boardBySlugRoute = createRoute({
  operationId: "boardBySlug",
  method: "get",
  path: "/v3/users/{username}/boards/{slug}/",
  tags,
  summary: "A board by its owner and path segment (/{username}/{slug}/)",
  description: "A path segment the board had before a rename answers the board too: its slug then names the current one.",
  request: { params: BoardSlugParamsSchema },
  responses: { 200: okResponse(BoardSchema, "The board"), ...errorResponses("BAD_REQUEST", "BOARD_NOT_FOUND") },
});

export const createBoardRoute = createRoute({
  operationId: "createBoard",
  method: "post",
  path: "/v3/boards/",
  tags,
  summary: "Create a board",
  description:
    "With advertiser_id (acting for an ad account the viewer may act for; saving.md §6) the board is protected. With orbac_subject_id the board belongs to that business profile, which the viewer must be allowed to act as (403 ACTING_AS_FORBIDDEN).",
  request: { body: jsonBody(BoardCreateBodySchema) },
  responses: {
    200: okResponse(BoardSchema, "The new board"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "BOARD_NAME_MISSING",
      "BOARD_NAME_TOO_LONG",
      "BOARD_NAME_TAKEN",
      "ACTING_AS_FORBIDDEN",
      "ADVERTISER_ACCESS_DENIED",
      "ADVERTISER_NOT_FOUND",
    ),
  },
});

export const boardRoute = createRoute({
  operationId: "board",
  method: "get",
  path: "/v3/boards/{id}/",
  tags,
  summary: "A board",
  description:
    "With orbac_subject_id the board is read as that business profile, which the logged-in viewer must be allowed to act as (saving.md §6).",
  request: { params: IdParamsSchema, query: BoardQuerySchema },
  responses: {
    200: okResponse(BoardSchema, "The board"),
    ...errorResponses("BAD_REQUEST", "AUTH_REQUIRED", "ACTING_AS_FORBIDDEN", "BOARD_NOT_FOUND"),
  },
});

export const deleteBoardRoute = createRoute({
  operationId: "deleteBoard",
  method: "delete",
  path: "/v3/boards/{id}/",
  tags,
  summary: "Delete a board with its sections and Pins (owner only)",
  description: "Repins of its Pins on other boards stay. Each pinner's pin_count drops by their Pins on the board.",
  request: { params: IdParamsSchema },
  responses: {
    200: okResponse(z.null(), "Deleted"),
    ...errorResponses(
      "BAD_REQUEST",
      "CROSS_SITE_REQUEST",
      "AUTH_REQUIRED",
      "NOT_BOARD_OWNER",
      "BOARD_NOT_FOUND",
      "BOARD_EDIT_RUNNING",
      "BOARD_MOVE_RUNNING",
      "BOARD_SECTION_EDIT_RUNNING",
    ),
  },
});

export const boardSectionsRoute = createRoute({
  operationId: "boardSections",
  method: "get",
  path: "/v3/boards/{id}/sections/",
  tags,
  summary: "A board's sections, in the owner's order (then the order they were made)",
  request: { params: IdParamsSchema, query: PageQuerySchema },
  responses: { 200: okResponse(SectionPageSchema, "A page of sections"), ...errorResponses("BAD_REQUEST", "BOARD_NOT_FOUND") },
});

export const createSectionRoute = createRoute({
  operationId: "createSection",
  method: "post",
  path: "/v3/boards/{id}/sections/",
  tags,
  summary: "Add a section to a board (owner only), moving initial_pins into it",
  request: { params: IdParamsSchema, body: jsonBody(SectionCreateBodySchema) },
  responses: {
    200: okResponse(SectionSchema, "The new section"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "SECTION_NAME_MISSING",
      "SECTION_NAME_TOO_LONG",
      "SECTION_NAME_TAKEN",
      "SECTION_PINS_INVALID",
      "NOT_BOARD_OWNER",
      "ACTING_AS_FORBIDDEN",
      "BOARD_NOT_FOUND",
    ),
  },
});

export const sectionRoute = createRoute({
  operationId: "section",
  method: "get",
  path: "/v3/board_sections/{id}/",
  tags,
  summary: "A board section",
  request: { params: IdParamsSchema },
  responses: { 200: okResponse(SectionSchema, "The section"), ...errorResponses("BAD_REQUEST", "SECTION_NOT_FOUND") },
});

export const sectionBySlugRoute = createRoute({
  operationId: "sectionBySlug",
  method: "get",
  path: "/v3/boards/{id}/sections/{slug}/",
  tags,
  summary: "A board's section by its path segment (/{username}/{board}/{slug}/)",
  description: "A path segment the section had before a rename answers the section too: its slug then names the current one.",
  request: { params: SectionSlugParamsSchema },
  responses: { 200: okResponse(SectionSchema, "The section"), ...errorResponses("BAD_REQUEST", "SECTION_NOT_FOUND") },
});

export const userProfileRoute = createRoute({
  operationId: "userProfile",
  method: "get",
  path: "/v3/users/{username}/",
  tags,
  summary: "A user's public profile",
  request: { params: UsernameParamsSchema },
  responses: { 200: okResponse(UserProfileSchema, "The profile"), ...errorResponses("BAD_REQUEST", "USER_NOT_FOUND") },
});

export const followUserRoute = createRoute({
  operationId: "followUser",
  method: "post",
  path: "/v3/users/{username}/follow/",
  tags,
  summary: "Follow a user (idempotent)",
  request: { params: UsernameParamsSchema },
  responses: {
    200: okResponse(UserProfileSchema, "The profile, followed"),
    ...errorResponses("BAD_REQUEST", "CROSS_SITE_REQUEST", "PAYLOAD_TOO_LARGE", "AUTH_REQUIRED", "CANNOT_FOLLOW_SELF", "USER_NOT_FOUND"),
  },
});

export const unfollowUserRoute = createRoute({
  operationId: "unfollowUser",
  method: "delete",
  path: "/v3/users/{username}/follow/",
  tags,
  summary: "Stop following a user (idempotent)",
  request: { params: UsernameParamsSchema },
  responses: {
    200: okResponse(UserProfileSchema, "The profile, not followed"),
    ...errorResponses("BAD_REQUEST", "CROSS_SITE_REQUEST", "AUTH_REQUIRED", "CANNOT_FOLLOW_SELF", "USER_NOT_FOUND"),
  },
});

export const boardPickerRoute = createRoute({
  operationId: "boardPicker",
  method: "get",
  path: "/v3/board_picker/boards/",
  tags,
  summary: "The save-to-board picker's boards: all_boards and boards_shortlist (Top choices)",
  description:
    "The logged-in viewer's boards they can save to (owned or collaborating; archived ones left out). boards_shortlist: up to shortlist_suggestions boards whose names share words with the Pin, then the most recently used boards, at most TOP_CHOICES_MAX in all. saved_to: where the viewer last saved this Pin.",
  request: { query: BoardPickerQuerySchema },
  responses: {
    200: okResponse(BoardPickerSchema, "The picker's lists"),
    ...errorResponses("BAD_REQUEST", "AUTH_REQUIRED", "ADVERTISER_ACCESS_DENIED", "PIN_NOT_FOUND", "ADVERTISER_NOT_FOUND"),
  },
});

export const boardTitleSuggestionsRoute = createRoute({
  operationId: "boardTitleSuggestions",
  method: "get",
  path: "/v3/pins/{id}/board_title_suggestions/",
  tags,
  summary: "Names to suggest for a new board to save this Pin to",
  description:
    "Derived from the Pin's words (title, description, hashtags, its board's name), leaving out names the viewer's boards already have; at most BOARD_TITLE_SUGGESTIONS_MAX.",
  request: { params: IdParamsSchema },
  responses: {
    200: okResponse(z.array(BoardTitleSuggestionSchema), "The suggestions, best first"),
    ...errorResponses("BAD_REQUEST", "AUTH_REQUIRED", "PIN_NOT_FOUND"),
  },
});
