/**
 * Zod schemas of several accounts on one device (auth.md §3 "Stored account (map keyed by id)",
 * login type SWITCH_ACCOUNT 7, §6 account-switch mode; docs/decisions/012): the stored-accounts
 * map the header's account menu shows, the switch request and its answer. They produce the
 * OpenAPI document and type the app's API client, like common/auth/schemas.ts.
 */
import { z } from "@hono/zod-openapi";
import { LOGIN_TYPES } from "../constants";
import { LoggedInUserSchema } from "../schemas";

/** One account the device holds (auth.md §3 stored account: id, username, email, fullName, imageMediumUrl, imageLargeUrl, optionally partner). */
export const StoredAccountSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    fullName: z.string(),
    imageMediumUrl: z
      .string()
      .nullable()
      .openapi({ description: "null: the account has no picture (draw the initial on avatarColorIndex)" }),
    imageLargeUrl: z.string().nullable(),
    /** ours: the default-avatar colour, as LoggedInUser.avatar_color_index */
    avatarColorIndex: z.number().int(),
    partner: z.object({ is_create: z.boolean() }).optional().openapi({
      description: "Only for a business (partner) account; is_create: it was created as a business account (/business/create)",
    }),
  })
  .openapi("StoredAccount");

export const StoredAccountsSchema = z
  .object({
    account_group_id: z
      .string()
      .nullable()
      .openapi({ description: "The id the device's sessions share once it holds a second account; null while it holds one" }),
    active_id: z.string().openapi({ description: "The id of the account the device acts as now" }),
    accounts: z
      .record(z.string(), StoredAccountSchema)
      .openapi({ description: "Every account the device holds (at most 5), the active one included, keyed by id" }),
  })
  .openapi("StoredAccounts");

export const SwitchAccountBodySchema = z
  .object({
    user_id: z
      .string()
      .min(1)
      .max(64)
      .openapi({ description: "The id of an account the device holds", example: "7c9e6679-7425-40de-944b-e07fc1f90ae7" }),
  })
  .openapi("SwitchAccountPayload");

/** A switch answers like a log-in (auth.md §7 "resource_response.data.user"), with its login type. */
export const SwitchedAccountSchema = z
  .object({
    user: LoggedInUserSchema,
    login_type: z.literal(LOGIN_TYPES.SWITCH_ACCOUNT).openapi({ description: "auth.md §3 login type SWITCH_ACCOUNT" }),
  })
  .openapi("SwitchedAccount");

export type StoredAccount = z.infer<typeof StoredAccountSchema>;
export type StoredAccounts = z.infer<typeof StoredAccountsSchema>;
