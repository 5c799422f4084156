/**
 * The sign-in history's answer (GET /v3/users/me/sign_ins/): one row per sign-in or failed
 * attempt, newest first (common/auth/sign-in-history/rules.ts, docs/decisions/037).
 */
import { z } from "@hono/zod-openapi";
import { SIGN_IN_METHODS } from "./rules";

export const SignInMethodSchema = z.enum(SIGN_IN_METHODS).openapi({
  description:
    "How the account was signed in: password, google (button), google_one_tap, line, sso, facebook, two_factor (a log-in finished with its code), passkey; passkey_added: a passkey was added to the account (no sign-in); email_changed: the account's email was changed (no sign-in)",
  example: "password",
});

export const SignInSchema = z
  .object({
    time: z.number().int().openapi({ description: "Epoch seconds", example: 1795852800 }),
    method: SignInMethodSchema,
    ok: z.boolean().openapi({ description: "false: a failed attempt (a wrong password or two-factor code)" }),
    device: z
      .string()
      .openapi({ description: "Browser and system from the User-Agent, as the session list words it", example: "Chrome on Linux" }),
    country: z.string().nullable().openapi({ description: "ISO 3166-1 alpha-2 country the edge saw, or null", example: "US" }),
    city: z.string().nullable().openapi({ description: "City the edge saw, or null", example: "Austin" }),
  })
  .openapi("SignIn");

export const SignInHistorySchema = z.array(SignInSchema).openapi("SignInHistory");
export type SignInRow = z.infer<typeof SignInSchema>;
