/**
 * Route contracts of collaborators and invites (saving.md §4 "Invites and collaborators", §6, §7
 * share suggestions read, "Delete on the board invite resource", "Delete on the board
 * collaborator resource"). The Worker registers them in worker/saving/collaborators/routes.ts.
 *
 * Owners invite (not on a protected board); the invitee accepts or declines; owners remove
 * collaborators and collaborators leave. A collaborator sees the board (secret ones too), saves to
 * it, adds sections and moves its Pins, everywhere the owner can (worker/saving/access.ts).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import {
  BoardInviteParamsSchema,
  BoardInviteSchema,
  BoardUserParamsSchema,
  InviteCreateBodySchema,
  InvitePreviewSchema,
  InviteTokenParamsSchema,
  ShareSuggestionSchema,
  ShareSuggestionsQuerySchema,
} from "./schemas";
import { BoardSchema, IdParamsSchema } from "../schemas";
import { INVITE_RESEND_SECONDS } from "../constants";

const tags = ["saving"];
const CHANGE_ERRORS = ["BAD_REQUEST", "CROSS_SITE_REQUEST", "AUTH_REQUIRED"] as const;
/** A POST without a body still answers 413 to an oversized one. */
const POST_ERRORS = [...CHANGE_ERRORS, "PAYLOAD_TOO_LARGE"] as const;

export const shareSuggestionsRoute = createRoute({
  operationId: "shareSuggestions",
  method: "get",
  path: "/v3/share_suggestions/",
  tags,
  summary: "People to invite to a board: followed accounts, other matching accounts, an email",
  description:
    "For the logged-in viewer. user_share_suggestion entries (accounts the viewer follows, matching q when given) come first, then user entries (other accounts whose name or username starts with q), then one email entry when q is an email address. Never the viewer; at most SHARE_SUGGESTIONS_MAX.",
  request: { query: ShareSuggestionsQuerySchema },
  responses: {
    200: okResponse(z.array(ShareSuggestionSchema), "The suggestions, best first"),
    ...errorResponses("BAD_REQUEST", "AUTH_REQUIRED"),
  },
});

export const createInvitesRoute = createRoute({
  operationId: "createBoardInvites",
  method: "post",
  path: "/v3/boards/{id}/invites/",
  tags,
  summary: "Invite people to collaborate on a board (its owner; not a protected board)",
  description:
    "Each new invite is emailed with a link to /board/invite/{token}/. The viewer, current collaborators and people already invited are left out. Answers the board's pending invites.",
  request: { params: IdParamsSchema, body: jsonBody(InviteCreateBodySchema) },
  responses: {
    200: okResponse(z.array(BoardInviteSchema), "The board's pending invites"),
    ...errorResponses(
      ...JSON_WRITE_ERRORS,
      "AUTH_REQUIRED",
      "USER_NOT_FOUND",
      "NOT_BOARD_OWNER",
      "BOARD_INVITES_NOT_ALLOWED",
      "BOARD_NOT_FOUND",
      "TOO_MANY_COLLABORATORS",
    ),
  },
});

export const boardInvitesRoute = createRoute({
  operationId: "boardInvites",
  method: "get",
  path: "/v3/boards/{id}/invites/",
  tags,
  summary: "The board's pending invites, oldest first (its owner)",
  description: "Each invite's address is shown to the owner, who may re-send its email (resendBoardInvite).",
  request: { params: IdParamsSchema },
  responses: {
    200: okResponse(z.array(BoardInviteSchema), "The board's pending invites"),
    ...errorResponses("BAD_REQUEST", "AUTH_REQUIRED", "NOT_BOARD_OWNER", "BOARD_NOT_FOUND"),
  },
});

export const resendInviteRoute = createRoute({
  operationId: "resendBoardInvite",
  method: "post",
  path: "/v3/boards/{id}/invites/{invite_id}/resend/",
  tags,
  summary: "Send a pending invite's email again (the board's owner; once a minute an invite)",
  description: `The email carries a new link: the earlier link stops working (the earlier email may be lost or forwarded). An invitee who turned board-invite emails off gets none. Again within INVITE_RESEND_SECONDS (${INVITE_RESEND_SECONDS}) of the last email: 429 INVITE_RESEND_TOO_SOON with Retry-After.`,
  request: { params: BoardInviteParamsSchema },
  responses: {
    200: okResponse(BoardInviteSchema, "The invite"),
    ...errorResponses(...POST_ERRORS, "NOT_BOARD_OWNER", "BOARD_NOT_FOUND", "INVITE_NOT_FOUND", "INVITE_RESEND_TOO_SOON"),
  },
});

export const myInvitesRoute = createRoute({
  operationId: "myBoardInvites",
  method: "get",
  path: "/v3/users/me/board_invites/",
  tags,
  summary: "The logged-in viewer's pending board invites, newest first",
  responses: { 200: okResponse(z.array(BoardInviteSchema), "The invites"), ...errorResponses("AUTH_REQUIRED") },
});

export const acceptInviteRoute = createRoute({
  operationId: "acceptBoardInvite",
  method: "post",
  path: "/v3/boards/{id}/invites/{user_id}/accept/",
  tags,
  summary: "Accept an invite: the viewer (user_id) becomes a collaborator",
  request: { params: BoardUserParamsSchema },
  responses: {
    200: okResponse(BoardSchema, "The board, now shared with the viewer"),
    ...errorResponses(...POST_ERRORS, "INVITE_NOT_FOUND", "TOO_MANY_COLLABORATORS"),
  },
});

export const deleteInviteRoute = createRoute({
  operationId: "deleteBoardInvite",
  method: "delete",
  path: "/v3/boards/{id}/invites/{user_id}/",
  tags,
  summary: "Decline an invite (the invitee) or withdraw it (the board's owner)",
  request: { params: BoardUserParamsSchema },
  responses: { 200: okResponse(z.null(), "Gone"), ...errorResponses(...CHANGE_ERRORS, "INVITE_NOT_FOUND") },
});

export const invitePreviewRoute = createRoute({
  operationId: "boardInvitePreview",
  method: "get",
  path: "/v3/board_invites/{token}/",
  tags,
  summary: "What an invite link shows: the board and who invited (no log-in needed)",
  request: { params: InviteTokenParamsSchema },
  responses: { 200: okResponse(InvitePreviewSchema, "The invite"), ...errorResponses("BAD_REQUEST", "INVITE_NOT_FOUND") },
});

export const acceptInviteLinkRoute = createRoute({
  operationId: "acceptBoardInviteLink",
  method: "post",
  path: "/v3/board_invites/{token}/accept/",
  tags,
  summary: "Accept the invite of a link for the logged-in viewer (whichever address it was sent to)",
  description: "The board's owner accepting their own link, or a viewer who already collaborates, just gets the board.",
  request: { params: InviteTokenParamsSchema },
  responses: {
    200: okResponse(BoardSchema, "The board, now shared with the viewer"),
    ...errorResponses(...POST_ERRORS, "INVITE_NOT_FOUND", "TOO_MANY_COLLABORATORS"),
  },
});

export const declineInviteLinkRoute = createRoute({
  operationId: "declineBoardInviteLink",
  method: "delete",
  path: "/v3/board_invites/{token}/",
  tags,
  summary: "Decline the invite of a link",
  request: { params: InviteTokenParamsSchema },
  responses: { 200: okResponse(z.null(), "Declined"), ...errorResponses(...CHANGE_ERRORS, "INVITE_NOT_FOUND") },
});

export const removeCollaboratorRoute = createRoute({
  operationId: "removeBoardCollaborator",
  method: "delete",
  path: "/v3/boards/{id}/collaborators/{user_id}/",
  tags,
  summary: "Remove a collaborator (the board's owner), or leave the board (the collaborator)",
  description: "Their Pins stay on the board. The board is no longer collaborative once its last collaborator goes.",
  request: { params: BoardUserParamsSchema },
  responses: {
    200: okResponse(z.null(), "Removed"),
    ...errorResponses(...CHANGE_ERRORS, "NOT_BOARD_OWNER", "BOARD_NOT_FOUND", "COLLABORATOR_NOT_FOUND"),
  },
});
