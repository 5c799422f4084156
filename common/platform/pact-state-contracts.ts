/**
 * Route contract of the provider-state endpoint (worker/dev/pact-state/,
 * docs/decisions/025-pact-provider-states.md): what the Pact verifier's provider states need but
 * the public API cannot do cheaply, or at all where DEV_TOOLS is off. Only requests carrying the
 * Worker's PACT_STATE_SECRET in the X-Pact-State-Secret header reach it; every other request
 * (and every request where the secret is unset or shorter than 32 characters) gets the unknown
 * route's 404. Hidden from the OpenAPI document: it is test tooling, not part of the API.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { ACCOUNT_STATE_NAMES, DeviceAssignmentBodySchema } from "../auth/schemas";
import { INSTAGRAM_USERNAME_PATTERN } from "../saving/instagram-upsell";
import { ID_PATTERN } from "../saving/schemas";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "./envelope";

export const PACT_STATE_PATH = "/vx/pact/state/";
/** The request header carrying the provider-state credential. */
export const PACT_STATE_HEADER = "X-Pact-State-Secret";
/** Shortest secret the Worker honours (a shorter one leaves the feature off). */
export const PACT_STATE_SECRET_MIN_LENGTH = 32;

const email = z.string().min(3).max(512);
/** Wrong passwords recorded against an account; 10 (LOGIN_LOCKOUT_THRESHOLD) locks it. */
const FAILED_LOG_INS_MAX = 50;
/** Accounts and addresses one teardown removes. */
export const PACT_TEARDOWN_MAX_EMAILS = 1000;

export const PactStateBodySchema = z.discriminatedUnion("action", [
  /** The target's switches and the caller's per-IP rate-limit windows (the verifier's probe). */
  z.object({ action: z.literal("status") }),
  /** Create-or-reset a verification account: this password, this state, no failed log-ins but `failed_log_ins`. */
  z.object({
    action: z.literal("account"),
    email,
    password: z.string().min(1).max(256),
    state: z.enum(ACCOUNT_STATE_NAMES).default("active"),
    failed_log_ins: z.number().int().min(0).max(FAILED_LOG_INS_MAX).default(0),
  }),
  /** The newest message the Worker sent to an address (kept in the D1 mailbox). */
  z.object({ action: z.literal("mail"), to: email }),
  /** A new device (its cookie on the answer) in a group of an experiment. */
  z.object({
    action: z.literal("device"),
    experiment: DeviceAssignmentBodySchema.shape.experiment,
    group: DeviceAssignmentBodySchema.shape.group,
  }),
  /** The account becomes Facebook-only, linked to this Facebook id (docs/decisions/020). */
  z.object({ action: z.literal("facebook"), email, facebook_id: z.string().regex(/^\d{1,32}$/) }),
  /** A code of the Instagram stand-in's consent step for the account (worker/saving/instagram-upsell/). */
  z.object({ action: z.literal("instagram_code"), email, username: z.string().regex(INSTAGRAM_USERNAME_PATTERN) }),
  /** The board is held as a running move would hold it (saving.md §8 2171–2173). */
  z.object({ action: z.literal("board_hold"), board_id: z.string().regex(ID_PATTERN), seconds: z.number().int().min(1).max(30) }),
  /** The invite was last emailed `seconds` earlier than it was (its re-send pace, saving.md §7; docs/decisions/048). */
  z.object({ action: z.literal("invite_age"), invite_id: z.string().regex(ID_PATTERN), seconds: z.number().int().min(1).max(3600) }),
  /** The unsubscribe link's token of the maker's subscription to this weekly report (docs/decisions/054): what its email would carry. */
  z.object({ action: z.literal("report_unsubscribe_token"), report_id: z.string().regex(ID_PATTERN) }),
  /** Deletes these accounts (with all they made) and the mail sent to these addresses. */
  z.object({ action: z.literal("teardown"), emails: z.array(email).max(PACT_TEARDOWN_MAX_EMAILS) }),
]);

const BucketSchema = z.object({ max: z.number().int(), used: z.number().int() });

export const PactStateStatusSchema = z.object({
  /** DEV_TOOLS: the developer routes (/v3/dev/*) are served. */
  developer_routes: z.boolean(),
  /** ALLOW_PRIVATE_FETCH: the Worker fetches pages and images on private and loopback addresses. */
  private_fetch: z.boolean(),
  rate_limits: z.object({
    window_seconds: z.number().int(),
    resets_in_seconds: z.number().int(),
    /** Per bucket: the limit and what the caller's address has used of the current window. */
    buckets: z.record(z.string(), BucketSchema),
    /** The rate-limited routes (Hono path patterns; method ALL for every method) and their bucket. */
    routes: z.array(z.object({ method: z.string(), path: z.string(), bucket: z.string() })),
  }),
});

export const PactStateResultSchema = z.union([
  PactStateStatusSchema,
  z.object({ user_id: z.string(), username: z.string(), created: z.boolean() }),
  z.object({ message: z.object({ subject: z.string(), text: z.string(), created_at: z.number().int() }).nullable() }),
  z.object({ experiment: z.string(), group: z.string() }),
  z.object({ code: z.string() }),
  z.object({ accounts_deleted: z.number().int(), messages_deleted: z.number().int() }),
  z.null(),
]);

export const pactStateRoute = createRoute({
  operationId: "pactState",
  method: "post",
  path: PACT_STATE_PATH,
  hide: true,
  tags: ["developer"],
  summary: "Arrange a Pact provider state (provider-state credential only)",
  description:
    "Answers 404 NOT_FOUND, as an unknown route does, unless the request carries the Worker's PACT_STATE_SECRET (at least 32 characters) in X-Pact-State-Secret. Accounts and addresses must be at the example domains (RFC 2606).",
  request: { body: jsonBody(PactStateBodySchema) },
  responses: {
    200: okResponse(PactStateResultSchema, "What the action made or found"),
    ...errorResponses(...JSON_WRITE_ERRORS, "NOT_FOUND"),
  },
});

export type PactStateBody = z.infer<typeof PactStateBodySchema>;
export type PactStateStatus = z.infer<typeof PactStateStatusSchema>;
