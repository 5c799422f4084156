/**
 * Zod schemas of the Facebook calls (auth.md §3 "Facebook profile" and "Login data", §7
 * /v3/facebook/profile_data/ and /v3/facebook/login_data/; docs/decisions/020), and of the
 * /connect/facebook/ popup's code exchange that stands in for the Facebook SDK.
 */
import { z } from "@hono/zod-openapi";

/** The profile fields a caller may ask for (§3 Facebook profile; `access_token` is always answered). */
export const FACEBOOK_PROFILE_FIELDS = ["id", "first_name", "last_name", "email", "gender", "birthday", "picture"] as const;
export type FacebookProfileField = (typeof FACEBOOK_PROFILE_FIELDS)[number];

const token = z.string().min(1).max(4096);
const facebookId = z
  .string()
  .regex(/^\d{1,32}$/, "a Facebook id is digits")
  .openapi({ example: "10000000000001" });

export const FacebookProfileBodySchema = z
  .object({
    access_token: token.openapi({ description: "A Facebook user access token of our app" }),
    pii_safe_birthday: z.boolean().default(true).openapi({
      description: "true (default): `birthday` is only the birth year (enough for the age check); false: as Facebook gives it (MM/DD/YYYY)",
    }),
    fields: z
      .string()
      .max(256)
      .default(FACEBOOK_PROFILE_FIELDS.join(","))
      .openapi({
        description: `Comma-separated, of ${FACEBOOK_PROFILE_FIELDS.join(", ")}; the others are null`,
        example: "id,first_name,email",
      }),
  })
  .openapi("FacebookProfilePayload");

/** §3 Facebook profile. A field not asked for, or not shared by the person, is null. */
export const FacebookProfileSchema = z
  .object({
    id: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    gender: z.string().nullable(),
    birthday: z.string().nullable().openapi({ description: "MM/DD/YYYY, or YYYY with pii_safe_birthday" }),
    picture: z.string().nullable().openapi({ description: "The profile picture's URL" }),
    access_token: z.string(),
  })
  .openapi("FacebookProfile");
export type FacebookProfile = z.infer<typeof FacebookProfileSchema>;

export const LoginDataBodySchema = z
  .object({ facebook_id: facebookId, facebook_token: token.openapi({ description: "A Facebook user access token of that person" }) })
  .openapi("FacebookLoginDataPayload");

export const LoginDataQuerySchema = z.object({
  facebook_id: facebookId.openapi({ param: { name: "facebook_id", in: "query", required: true } }),
  facebook_token: token.openapi({ param: { name: "facebook_token", in: "query", required: true } }),
});

/** §3 Login data, wire form (the app reads isGoogleConnected, hasPassword, isFBAuthOnly from it). */
export const LoginDataSchema = z
  .object({
    connected_to_gplus: z.boolean().openapi({ description: "The same as connected_to_google (the older name)" }),
    connected_to_google: z.boolean(),
    has_password: z.boolean(),
  })
  .openapi("FacebookLoginData");
export type LoginData = z.infer<typeof LoginDataSchema>;

export const FacebookConnectStartBodySchema = z.object({}).openapi("FacebookConnectStartPayload");

export const FacebookConnectStartedSchema = z
  .object({ dialog_url: z.string().openapi({ description: "Facebook's OAuth dialog for the popup (or the page, without JavaScript)" }) })
  .openapi("FacebookConnectStarted");

export const FacebookConnectTokenBodySchema = z
  .object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(256) })
  .openapi("FacebookConnectTokenPayload");

export const FacebookConnectTokenSchema = z
  .object({
    facebook_id: z.string(),
    facebook_token: z.string().openapi({ description: "A user access token, for login_data and profile_data" }),
  })
  .openapi("FacebookConnectToken");
export type FacebookConnectToken = z.infer<typeof FacebookConnectTokenSchema>;

/** Developer route: link an existing account to a Facebook id, as accounts made before the retirement were. */
export const FacebookAccountLinkBodySchema = z
  .object({
    email: z.string().min(1).max(512).openapi({ example: "jane@example.com" }),
    facebook_id: facebookId,
    facebook_only: z
      .boolean()
      .openapi({ description: "true: the account's password is removed (a Facebook-only account, auth.md §8.2); false: it keeps it" }),
  })
  .openapi("FacebookAccountLink");
