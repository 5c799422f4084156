/**
 * Zod schemas of the collaborator API (saving.md §3 Share suggestion, Board collaborating_users;
 * §4 invites and collaborators; §7 share suggestions read, the board invite and collaborator
 * resources). Ids are strings: boards are decimal, users are UUIDs.
 */
import { z } from "@hono/zod-openapi";
import { EMAIL_PATTERN } from "../../auth/rules";
import { MAX_INVITES_PER_CALL, SHARE_QUERY_MAX_LENGTH } from "../constants";
import { BOARD_PRIVACY, ID_PATTERN, UserSummarySchema } from "../schemas";

/** A user id (auth's UUIDs). */
export const USER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** An invite link's token: 22 base64url characters (128 random bits). */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const BoardUserParamsSchema = z.object({
  id: z
    .string()
    .regex(ID_PATTERN)
    .openapi({ param: { name: "id", in: "path", required: true }, example: "42" }),
  user_id: z
    .string()
    .regex(USER_ID_PATTERN)
    .openapi({ param: { name: "user_id", in: "path", required: true }, example: "3f0c8a52-8d4e-4c4e-9a3b-2f5a1c7d9e10" }),
});

export const BoardInviteParamsSchema = z.object({
  id: z
    .string()
    .regex(ID_PATTERN)
    .openapi({ param: { name: "id", in: "path", required: true }, example: "42" }),
  invite_id: z
    .string()
    .regex(ID_PATTERN)
    .openapi({ param: { name: "invite_id", in: "path", required: true }, example: "7" }),
});

export const InviteTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(INVITE_TOKEN_PATTERN)
    .openapi({ param: { name: "token", in: "path", required: true }, example: "q3v9X0aZbT1mYcK7dLwE2g" }),
});

export const ShareSuggestionsQuerySchema = z.object({
  q: z
    .string()
    .max(SHARE_QUERY_MAX_LENGTH)
    .default("")
    .openapi({
      param: { name: "q", in: "query", required: false },
      description: "What was typed: a name, a username or an email",
      example: "ana",
    }),
});

/** saving.md §3 share suggestion types. */
export const SHARE_SUGGESTION_TYPES = ["user_share_suggestion", "user", "email"] as const;

/**
 * saving.md §3 "Share suggestion: type (user_share_suggestion, user or email), id, full_name,
 * username, title, image_medium_url, image_large_url". user_share_suggestion: someone the viewer
 * follows (suggested before and while typing); user: anyone else whose name or username matches;
 * email: the typed text when it is an email address (id and title are the address).
 */
export const ShareSuggestionSchema = z
  .object({
    type: z.enum(SHARE_SUGGESTION_TYPES),
    id: z.string(),
    full_name: z.string(),
    username: z.string(),
    title: z.string(),
    image_medium_url: z.string(),
    image_large_url: z.string(),
  })
  .openapi("ShareSuggestion");

/** Invite on the board invite resource: accounts by id and addresses (saving.md §4 the queue). */
export const InviteCreateBodySchema = z
  .object({
    user_ids: z.array(z.string().regex(USER_ID_PATTERN)).max(MAX_INVITES_PER_CALL).default([]),
    emails: z
      .array(z.string().max(254).regex(EMAIL_PATTERN))
      .max(MAX_INVITES_PER_CALL)
      .default([])
      .openapi({ description: "Invited by email (an account with that address is invited by its id; which is not said)" }),
  })
  .openapi("InviteCreatePayload");

const InviteBoardSchema = z.object({ id: z.string(), name: z.string(), url: z.string(), privacy: z.enum(BOARD_PRIVACY) });

/** A pending invite, as its board's owner and its invitee see it. */
export const BoardInviteSchema = z
  .object({
    id: z.string(),
    board: InviteBoardSchema,
    inviter: UserSummarySchema,
    /** The account invited; null for an address nobody has claimed yet. */
    invited_user: z.union([UserSummarySchema, z.null()]),
    /** The address invited (shown to the board's owner only); null for an invite by id. */
    email: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("BoardInvite");

/** What an invite link shows before anyone logs in: the board and who invited. */
export const InvitePreviewSchema = z.object({ board: InviteBoardSchema, inviter: UserSummarySchema }).openapi("InvitePreview");

export type ShareSuggestion = z.infer<typeof ShareSuggestionSchema>;
export type BoardInvite = z.infer<typeof BoardInviteSchema>;
export type InvitePreview = z.infer<typeof InvitePreviewSchema>;
export type InviteCreateBody = z.infer<typeof InviteCreateBodySchema>;
