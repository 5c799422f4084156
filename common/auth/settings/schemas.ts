/**
 * Zod schemas of the account settings API (issue 34 items 4, 9): what the settings page reads in
 * one call, and each section's changes. Text fields are well-formed text (common/platform/text.ts);
 * their rules (./rules.ts) are the Worker's to judge, so a refusal names its catalogue error.
 */
import { z } from "@hono/zod-openapi";
import { plainText, userText } from "../../platform/text";
import { PASSWORD_MAX_LENGTH } from "../constants";
import {
  ABOUT_MAX_LENGTH,
  PHOTO_BASE64_MAX_LENGTH,
  UNLINKABLE_PROVIDERS,
  USERNAME_MAX_LENGTH,
  USERNAME_REDIRECT_DAYS,
  WEBSITE_MAX_LENGTH,
} from "./constants";

export const AccountSettingsSchema = z
  .object({
    profile: z.object({
      first_name: z.string(),
      last_name: z.string(),
      username: z.string(),
      about: z.string().nullable(),
      website_url: z.string().nullable(),
      image_url: z.string().nullable().openapi({ description: "The profile photo; null: the default picture" }),
    }),
    email: z.string(),
    ways_in: z.object({
      password: z.boolean(),
      passkeys: z.number().int(),
      identities: z.array(z.object({ provider: z.enum(UNLINKABLE_PROVIDERS), email: z.string().nullable() })),
    }),
    privacy: z.object({ hide_from_search: z.boolean() }),
    notifications: z.object({ board_invites: z.boolean() }),
    username_redirect_days: z.number().int().openapi({ example: USERNAME_REDIRECT_DAYS }),
  })
  .openapi("AccountSettings");

const NAME_INPUT = 200;

export const ProfilePatchSchema = z
  .object({
    first_name: userText(NAME_INPUT).optional(),
    last_name: userText(NAME_INPUT).optional(),
    username: plainText(USERNAME_MAX_LENGTH * 4).optional(),
    about: userText(ABOUT_MAX_LENGTH * 4).optional(),
    website_url: plainText(WEBSITE_MAX_LENGTH).optional().openapi({ description: 'An http(s) address, or "" for none' }),
  })
  .openapi("ProfilePatch", { description: "The fields to change; the rest stay" });

export const ProfilePhotoSchema = z
  .object({
    image_base64: z
      .string()
      .max(PHOTO_BASE64_MAX_LENGTH)
      .openapi({ description: "A square JPEG, PNG or WebP of at most 1024 px, cropped in the browser (base64, data: URL allowed)" }),
  })
  .openapi("ProfilePhotoPayload");

const proof = {
  password: plainText(PASSWORD_MAX_LENGTH).optional().openapi({ description: "The account's password" }),
  code: plainText(64)
    .optional()
    .openapi({ description: "A two-factor code, or the code emailed by POST /v3/users/me/passkeys/email_code/" }),
};

export const EmailChangeStartSchema = z
  .object({ email: plainText(512), ...proof })
  .openapi("EmailChangeStartPayload", { description: "The new address and one fresh proof that it is the account's owner" });

export const EmailChangeSentSchema = z
  .object({
    email_hint: z.string().openapi({ description: "Where the code went, partly hidden", example: "a•••@example.org" }),
    expires_at: z.number().int().openapi({ description: "Epoch seconds" }),
  })
  .openapi("EmailChangeSent");

export const EmailChangeConfirmSchema = z.object({ code: plainText(64) }).openapi("EmailChangeConfirmPayload");

export const ProviderParamsSchema = z.object({
  provider: z.enum(UNLINKABLE_PROVIDERS).openapi({ param: { name: "provider", in: "path" } }),
});

export const PreferencesPatchSchema = z
  .object({ hide_from_search: z.boolean().optional(), email_board_invites: z.boolean().optional() })
  .openapi("PreferencesPatch");

export const UsernameParamsSchema = z.object({
  username: plainText(128).openapi({ param: { name: "username", in: "path" }, example: "ana_costa" }),
});

export const UsernameSchema = z
  .object({
    username: z.string().openapi({ description: "The person's current username" }),
    moved: z.boolean().openapi({ description: `true: the name asked for is a former one, redirecting for ${USERNAME_REDIRECT_DAYS} days` }),
  })
  .openapi("UsernameLookup");

export type AccountSettings = z.infer<typeof AccountSettingsSchema>;
