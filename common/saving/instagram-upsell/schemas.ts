/**
 * Zod schemas of the user settings the Instagram upsell reads (saving.md §3 "User settings:
 * connected_to_instagram (boolean), listed_website_url", §7 GET /v3/users/settings) and of
 * /settings/claim/'s changes (the listed website; connecting Instagram through its local stand-in).
 */
import { z } from "@hono/zod-openapi";

export const UserSettingsSchema = z
  .object({
    connected_to_instagram: z.boolean(),
    listed_website_url: z.string().nullable(),
    instagram_username: z.string().nullable(),
  })
  .openapi("UserSettings");

export const UserSettingsPatchSchema = z
  .object({
    listed_website_url: z
      .string()
      .max(2048)
      .regex(/^([hH][tT][tT][pP][sS]?:\/\/\S+)?$/)
      .openapi({ description: 'An http(s) address, or "" for none', example: "https://www.instagram.com/ana.makes/" }),
  })
  .openapi("UserSettingsPatch");

/** An Instagram username (letters, digits, "." and "_", at most 30). */
export const INSTAGRAM_USERNAME_PATTERN = /^[A-Za-z0-9._]{1,30}$/;

export const InstagramConnectSchema = z.object({ code: z.string().min(1).max(512) }).openapi("InstagramConnectPayload");
export const InstagramAuthorizeSchema = z
  .object({ username: z.string().regex(INSTAGRAM_USERNAME_PATTERN) })
  .openapi("InstagramAuthorizePayload");
export const InstagramCodeSchema = z.object({ code: z.string() }).openapi("InstagramCode");

export type UserSettings = z.infer<typeof UserSettingsSchema>;
