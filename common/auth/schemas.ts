/**
 * Zod schemas of the auth API (auth.md §3): request bodies and the data each route answers with.
 * They produce the OpenAPI document and type the app's API client.
 */
import { z } from "@hono/zod-openapi";
import { plainText, userText } from "../platform/text";
import { PASSWORD_FORMS } from "./rules";
import { EXPERIMENTS, type ExperimentGroup, type ExperimentName } from "../platform/experiments";
import { LOGIN_TYPES, PASSKEY_LOGIN_TYPE } from "./constants";

/** A well-formed string of at most `max` characters, passed on as sent (common/platform/text.ts). */
const str = plainText;

export const EmailQuerySchema = z.object({
  email: str(512).openapi({ param: { name: "email", in: "query", required: true }, example: "jane@example.com" }),
});

export const ACCOUNT_TYPES = ["personal", "business"] as const;

export const SIGNUP_TYPES = ["email", "google", "google_one_tap", "facebook", "line", "sso"] as const;

/**
 * Signup payload (auth.md §3). This slice implements `type: "email"`; the rest are accepted shapes.
 * `account_type: "business"` with a `business_name` creates a partner account (auth.md §2.3,
 * business.md §5: its password follows the business rules of GET /v3/password/rules/?form=business).
 */
export const RegisterBodySchema = z
  .object({
    type: z.enum(SIGNUP_TYPES).default("email"),
    account_type: z.enum(ACCOUNT_TYPES).default("personal").openapi({ description: "business: a partner account" }),
    business_name: userText(512).optional().openapi({ description: "Required for a business account", example: "Jane's Bakery" }),
    email: str(512).optional(),
    password: str(1024).optional(),
    birthday: z.number().int().nullable().optional().openapi({ description: "Epoch seconds (UTC)", example: 631152000 }),
    country: str(8).optional().openapi({ description: "ISO 3166-1 alpha-2; defaults to US", example: "US" }),
    first_name: userText(200).optional(),
    last_name: userText(200).optional(),
    gender: str(32).optional(),
    image_url: str(2048).optional(),
    facebook_id: str(128).optional(),
    facebook_token: str(4096).optional(),
    google_open_id_token: str(8192)
      .optional()
      .openapi({ description: "type google / google_one_tap: the ID token of POST /v3/oauth/google/token/" }),
    line_id_token: str(8192).optional().openapi({ description: "type line: the ID token of POST /v3/oauth/line/token/" }),
    sso_id_token: str(8192).optional().openapi({ description: "type sso: of POST /v3/sso/token/; `email` is the SSO email it asserts" }),
    recaptchaV3Token: str(8192).optional().openapi({
      description:
        "Bot protection (docs/decisions/021): a reCAPTCHA v3 token for the action `signup`; one scoring below 0.5, or not verifying, answers SIGNUP_BOT_CHECK_FAILED. Optional: without it nothing is judged",
    }),
    kr_privacy_consent_opt_in: z.boolean().optional(),
    marketing_notifs_opt_out: z.boolean().optional(),
    email_source_site: str(256).optional(),
    birthday_source_site: str(256).optional(),
  })
  .openapi("SignupPayload");

/** Session create payload: the creds of auth.md §3 plus logging fields. */
export const SessionCreateBodySchema = z
  .object({
    username_or_email: str(512).optional(),
    password: str(1024).optional(),
    mfa_token: str(64)
      .optional()
      .openapi({ description: "The code (6 digits, or a backup code), with the `pin_mfa` cookie", example: "123456" }),
    google_open_id_token: str(8192)
      .optional()
      .openapi({ description: "Log in with Google (login type GPLUS 3): the ID token of POST /v3/oauth/google/token/, usable once" }),
    line_id_token: str(8192)
      .optional()
      .openapi({ description: "Log in with Line (login type LINE 8): the ID token of POST /v3/oauth/line/token/, usable once" }),
    sso_user_email: str(512).optional().openapi({ description: "SSO log-in (login type 9): sso_email of POST /v3/sso/token/" }),
    sso_auth_code: str(8192).optional().openapi({ description: "SSO log-in: sso_id_token of POST /v3/sso/token/, usable once" }),
    facebook_id: str(128).optional().openapi({
      description:
        "Facebook log-in is retired (auth.md §1): with facebook_token, answers FACEBOOK_ONLY_ACCOUNT or FACEBOOK_LOGIN_RETIRED for a linked account, ACCOUNT_NOT_FOUND otherwise; never a session",
    }),
    facebook_token: str(4096).optional().openapi({ description: "A Facebook user access token of facebook_id's person" }),
    facebook_autologin: z.boolean().optional(),
    autologin: z.boolean().optional(),
    mfa_resend: z.boolean().optional().openapi({ description: "With the `pin_mfa` cookie: email a new code" }),
    switch_account: z.boolean().optional().openapi({
      description:
        "Account-switch mode (auth.md §3 creds, §6, §7 account-switch flag; /add-account): keep this device's current session as a stored account and make the new one active, instead of ending it. Refused with ACCOUNTS_LIMIT when the device already holds MAX_ACCOUNTS_PER_DEVICE (5) accounts.",
    }),
    get_user: z.boolean().optional(),
    referrer: str(2048).optional(),
    app_type_from_client: z.union([z.literal(5), z.literal(7)]).optional(),
    visited_pages_before_login: z.unknown().optional(),
    recaptchaV2Token: str(8192).optional().openapi({
      description:
        'Bot protection (docs/decisions/021): a reCAPTCHA v2 ("I\'m not a robot") token, needed once the account has had 3 failed log-ins within 3600 s (auth.md §9); a valid one always passes',
    }),
    recaptchaV3Token: str(8192).optional().openapi({
      description:
        "Bot protection: a reCAPTCHA v3 token for the action `login` (or `signup`, from the sign-up form); one scoring below 0.5, or not verifying, answers LOGGED_IN_TOO_QUICKLY (429). Optional: without it only the failure limit applies",
    }),
  })
  .openapi("SessionCreatePayload");

/** User returned on log-in and sign-up (auth.md §3). */
export const LoggedInUserSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    full_name: z.string(),
    image_large_url: z.string().nullable(),
    avatar_color_index: z.number().int(),
    /** A business (partner) account (business.md §3 isPartner). */
    is_partner: z.boolean(),
  })
  .openapi("LoggedInUser");

export const ClientContextSchema = z
  .object({
    country: z.string().nullable(),
    country_from_hostname: z.string().nullable(),
    country_from_ip: z.string().nullable(),
    region_from_ip: z.string().nullable(),
  })
  .openapi("ClientContext");

export const SessionCreatedSchema = z
  .object({
    user: LoggedInUserSchema,
    login_type: z
      .union([
        z.literal(LOGIN_TYPES.EMAIL),
        z.literal(LOGIN_TYPES.GPLUS),
        z.literal(LOGIN_TYPES.GOOGLE_ONE_TAP),
        z.literal(LOGIN_TYPES.MULTIFACTOR),
        z.literal(LOGIN_TYPES.LINE),
        z.literal(LOGIN_TYPES.SSO),
        z.literal(PASSKEY_LOGIN_TYPE),
      ])
      .optional()
      .openapi({
        description:
          "auth.md §3 login type: EMAIL 1, GPLUS 3, GOOGLE_ONE_TAP 4, MULTIFACTOR 6 (a log-in finished with its second factor), LINE 8, SSO 9; ours: PASSKEY 10 (POST /v3/sessions/passkey/)",
      }),
    // Logging data whose fields depend on the edge location; clients must not rely on it.
    client_context: ClientContextSchema.optional(),
    // ours (docs/decisions/042): the log-in reactivated an account its owner had deactivated.
    reactivated: z.boolean().optional().openapi({ description: "true when this log-in reactivated a deactivated account" }),
  })
  .openapi("SessionCreated");

export const VIEWER_TYPES = ["AUTH", "LIMITED_LOGIN", "LOGGED_OUT"] as const;

/** Viewer (auth.md §3): type and info; `user` is the logged-in user when type is AUTH. */
export const ViewerSchema = z
  .object({
    type: z.enum(VIEWER_TYPES),
    info: z
      .object({
        firstName: z.string(),
        imageUrl: z.string().nullable(),
        email: z.string(),
        hasPassword: z.boolean(),
        connectedToFacebook: z.boolean(),
        connectedToGoogle: z.boolean(),
      })
      .nullable(),
    user: z.union([LoggedInUserSchema, z.null()]),
  })
  .openapi("Viewer");

export const PasswordRulesQuerySchema = z.object({
  form: z
    .enum(PASSWORD_FORMS)
    .default("primary")
    .openapi({ param: { name: "form", in: "query", required: false }, description: "Which sign-up form's rules", example: "business" }),
});

/** A form's password rules (common/auth/rules/password.ts PASSWORD_RULES). */
export const PasswordRulesSchema = z
  .object({
    form: z.enum(PASSWORD_FORMS),
    min_length: z.number().int(),
    max_length: z.number().int(),
    ascii_only: z.boolean(),
    reject_common: z.boolean(),
    differ_from_username: z.boolean(),
  })
  .openapi("PasswordRules");
const EXPERIMENT_NAMES = Object.keys(EXPERIMENTS) as [ExperimentName, ...ExperimentName[]];

/** The viewer's group in every registered experiment (auth.md §6), keyed by experiment name. */
export const ExperimentGroupsSchema = z
  .object(
    Object.fromEntries(
      EXPERIMENT_NAMES.map((n) => [n, z.enum(EXPERIMENTS[n].groups).openapi({ description: EXPERIMENTS[n].description })]),
    ) as unknown as {
      [N in ExperimentName]: z.ZodEnum<{ [G in ExperimentGroup<N>]: G }>;
    },
  )
  .openapi("ExperimentGroups");

/** A device assignment (developer tools): the group must be one of the experiment's. */
export const DeviceAssignmentBodySchema = z
  .object({
    experiment: z.enum(EXPERIMENT_NAMES).openapi({ example: "kr_privacy_consent" }),
    group: z.string().min(1).max(64).openapi({ example: "enabled" }),
  })
  .openapi("DeviceAssignment");

/** Developer route: put an account in a state (auth.md §2.4, §4.6). */
export const ACCOUNT_STATE_NAMES = ["active", "suspended", "soft_banned", "deactivated"] as const;
export const AccountStateBodySchema = z
  .object({
    email: str(512).openapi({ example: "jane@example.com" }),
    state: z.enum(ACCOUNT_STATE_NAMES).openapi({ example: "suspended" }),
  })
  .openapi("AccountStateChange");

export const EmailValidationSchema = z.object({ is_valid: z.boolean() }).openapi("EmailValidation");

export type RegisterBody = z.infer<typeof RegisterBodySchema>;
export type SessionCreateBody = z.infer<typeof SessionCreateBodySchema>;
export type LoggedInUser = z.infer<typeof LoggedInUserSchema>;
export type SessionCreated = z.infer<typeof SessionCreatedSchema>;
export type Viewer = z.infer<typeof ViewerSchema>;
export type ExperimentGroups = z.infer<typeof ExperimentGroupsSchema>;

/** The OpenID providers of the code flow (auth.md §1): Google and Line. */
export const OIDC_PROVIDERS = ["google", "line"] as const;
/** How a federated sign-in is started (migrations/0046; docs/decisions/017 "Popup and one-tap"). */
export const OIDC_UX = ["redirect", "popup", "one_tap"] as const;
export type OidcUx = (typeof OIDC_UX)[number];

export const OidcProviderParamSchema = z.object({ provider: z.enum(OIDC_PROVIDERS) });

export const OidcStartBodySchema = z
  .object({
    login_hint: str(512).optional().openapi({ description: "Passed to the provider as login_hint (the account to pre-select)" }),
    ux: z.enum(OIDC_UX).optional().openapi({
      description:
        "How the page signs in (default redirect): a popup hands the code back to the page; one_tap is the one-tap prompt, whose log-in is GOOGLE_ONE_TAP (4) and whose sign-up is type google_one_tap",
    }),
  })
  .openapi("OidcStartPayload");

export const OidcStartedSchema = z
  .object({
    authorization_url: z.string().openapi({ description: "Where to send the browser (popup or page)" }),
    client_id: z
      .string()
      .openapi({ description: "Our client id at the provider (Google Identity Services needs it for the one-tap prompt)" }),
    nonce: z.string().openapi({ description: "The flow's nonce: an ID token handed over by Google Identity Services must carry it" }),
  })
  .openapi("OidcStarted");

export const OidcCredentialBodySchema = z
  .object({ credential: str(8192).openapi({ description: "The ID token Google Identity Services gave the page (one-tap)" }) })
  .openapi("OidcCredentialPayload");

export const OidcTokenBodySchema = z.object({ code: str(2048), state: str(256) }).openapi("OidcTokenPayload");

/** A verified ID token and what the sign-up steps need of it (auth.md §4.1). */
export const OidcTokenSchema = z
  .object({
    id_token: z
      .string()
      .openapi({ description: "Pass as google_open_id_token / line_id_token to log-in or sign-up; good for one of them" }),
    email: z.string().nullable().openapi({ description: "The provider's verified email, null when it shared none (EmailCollection)" }),
    first_name: z.string().nullable(),
    one_tap: z
      .boolean()
      .openapi({ description: "The flow was started by the one-tap prompt: sign up with type google_one_tap (auth.md §3)" }),
  })
  .openapi("OidcToken");
export type OidcToken = z.infer<typeof OidcTokenSchema>;
