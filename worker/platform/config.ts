/**
 * Why: limits and lifetimes are `[vars]` in wrangler.toml, strings at run time. They are parsed
 * and checked here once per isolate, so a typo in a deployment's vars fails loudly with the var's
 * name instead of turning into `NaN` limits that silently let everything through.
 */
import { z } from "zod";
import { BOOLEAN_VAR_VALUES, booleanVar } from "~common/platform/flags";
import { baseEnv } from "./d1-sessions";

const seconds = z.coerce.number().int().positive();
const count = z.coerce.number().int().positive();
/** "true" or "false" exactly (missing: "false"); read as the pages read it (common/platform/flags.ts). */
const flag = z.enum(BOOLEAN_VAR_VALUES).default("false").transform(booleanVar);

/** ours: the values of ENVIRONMENT; "local" only counts on a loopback host (./deployment/). */
export const ENVIRONMENTS = ["local", "staging", "production"] as const;

/** Vars whose values are never written to a log or an error, even a malformed one. */
const SECRET_NAME = /SECRET/;

const ConfigSchema = z
  .object({
    /** Where this Worker runs; anything but "local" on a loopback host is a deployment (./deployment/). Missing: production. */
    ENVIRONMENT: z.enum(ENVIRONMENTS).default("production"),
    SESSION_IDLE_SECONDS: seconds,
    SESSION_ABSOLUTE_SECONDS: seconds,
    RATE_LIMIT_WINDOW_SECONDS: seconds,
    RATE_LIMIT_LOGIN_MAX: count,
    RATE_LIMIT_SIGNUP_MAX: count,
    RATE_LIMIT_LOOKUP_MAX: count,
    RATE_LIMIT_RECOVERY_MAX: count,
    /** Federated sign-in flows started or finished (POST /v3/oauth/{provider}/start/ and token/). */
    RATE_LIMIT_OAUTH_MAX: count,
    /** Promoted Pins' beacon batches (POST /v3/promoted/events/) per IP per window. */
    RATE_LIMIT_BEACON_MAX: count,
    /** Reads that hand out promoted Pins' delivery tokens per IP per window; past it they answer without promoted Pins. */
    RATE_LIMIT_DELIVERY_MAX: count,
    /** Campaign reporting reads (insights, totals, invoices, the CSV) per IP per window. */
    RATE_LIMIT_REPORTING_MAX: count,
    /** Account security reads and ceremonies (sign-in history, passkey options) per IP per window. */
    RATE_LIMIT_ACCOUNT_MAX: count,
    RATE_LIMIT_CONVERSIONS_MAX: count,
    RATE_LIMIT_DRAFTS_MAX: count,
    /** The pages' error reports (POST /v3/client_errors/) per IP per window. */
    RATE_LIMIT_ERRORS_MAX: count,
    /** A closed account's grace before the AccountDeletion workflow deletes it (docs/decisions/042). */
    ACCOUNT_DELETION_GRACE_SECONDS: seconds.default(1209600),
    /**
     * The R2 sweeper (worker/saving/images/sweep.ts): how old an image object no D1 row names must be
     * before it goes (uploads precede their rows), and the objects it lists per run (R2's limit: 1000).
     */
    IMAGE_SWEEP_GRACE_SECONDS: seconds.default(86400),
    IMAGE_SWEEP_BATCH: count.max(1000).default(500),
    LOGIN_LOCKOUT_THRESHOLD: count,
    LOGIN_LOCKOUT_SECONDS: seconds,
    /** Developer pages (/_dev/*); the API does not use it, but a misspelt value fails here, loudly. */
    DEV_TOOLS: flag,
    /** HMAC-SHA-256 key of the remembered-account cookie (a `wrangler secret` in production). */
    DEVICE_COOKIE_SECRET: z.string().min(32, "must be at least 32 characters"),
    REMEMBERED_ACCOUNT_SECONDS: seconds,
    /**
     * Two-factor authentication (worker/auth/two-factor/keys.ts): seals authenticator-app keys and
     * keys the HMAC of backup and emailed codes (a `wrangler secret` in production). Its own secret:
     * rotating DEVICE_COOKIE_SECRET must not lock every account out of its second factor.
     */
    TWO_FACTOR_SECRET: z.string().min(32, "must be at least 32 characters"),
    /**
     * Signs promoted Pins' delivery tokens (worker/business/promoted-pins/tokens.ts, docs/decisions/039)
     * and keys a visitor's daily viewer id; a `wrangler secret` in production. Rotating it only makes
     * the tokens of pages already open uncountable.
     */
    PROMOTED_TOKEN_SECRET: z.string().min(32, "must be at least 32 characters"),
    /**
     * Bot protection (worker/auth/bot-check/, docs/decisions/021). With the `RECAPTCHA_SECRET` and
     * `RECAPTCHA_V2_SECRET` secrets set, tokens are Google reCAPTCHA's (v3 and v2 keys: the site keys
     * below) and verified with its siteverify; without them, by the local stand-in, whose tokens are
     * signed with BOT_CHECK_LOCAL_SECRET (at least 32 characters).
     */
    BOT_CHECK_LOCAL_SECRET: z.string().min(32, "must be at least 32 characters"),
    RECAPTCHA_SITE_KEY: z.string().default(""),
    RECAPTCHA_V2_SITE_KEY: z.string().default(""),
    RECAPTCHA_SECRET: z.string().optional(),
    RECAPTCHA_V2_SECRET: z.string().optional(),
    /**
     * The provider-state credential of the Pact verifier (worker/dev/pact-state/,
     * docs/decisions/025): a `wrangler secret`, unset in production. Unset or shorter than 32
     * characters, it is never honoured (the feature is off), so a short value cannot weaken anything.
     */
    PACT_STATE_SECRET: z.string().optional(),
    /** Password recovery (worker/auth/recovery/): link lifetime and reset emails per account and window. */
    PASSWORD_RESET_TOKEN_SECONDS: seconds,
    RESET_EMAILS_PER_ACCOUNT_MAX: count,
    RESET_EMAILS_WINDOW_SECONDS: seconds,
    /**
     * Lets the Worker fetch pages and images on private and loopback addresses (the bookmarklet's
     * find_images and image registration, worker/saving/pin-create/safe-fetch.ts). "false" in every
     * deployment (SSRF); the tests open it to serve pages from 127.0.0.1.
     */
    ALLOW_PRIVATE_FETCH: flag,
    /** "on" (every deployment) or "off": no fetch of other sites at all (the API fuzz, which makes up addresses). */
    OUTBOUND_FETCH: z.enum(["on", "off"]).default("on"),
    /** Fails the first N send attempts of every outbox email (worker/platform/outbox/): tests of the retry; honoured on local runs only. */
    OUTBOX_TEST_FAILED_ATTEMPTS: z.coerce.number().int().min(0).max(20).default(0),
    /** The From address of the Worker's email (worker/platform/email/). */
    EMAIL_FROM: z.email(),
    /** Federated sign-in (worker/auth/federated/providers.ts): issuer URLs and client ids. */
    GOOGLE_OIDC_ISSUER: z.url(),
    GOOGLE_CLIENT_ID: z.string().min(1),
    LINE_OIDC_ISSUER: z.url(),
    LINE_CLIENT_ID: z.string().min(1),
    /**
     * Facebook (worker/auth/facebook/graph.ts, docs/decisions/020): the Graph API's base URL (with its
     * version), the OAuth dialog of the account-recovery popup, and our app id. The app secret is the
     * secret FACEBOOK_APP_SECRET (checked where it is used: without it, PROVIDER_UNAVAILABLE).
     */
    FACEBOOK_GRAPH_URL: z.url(),
    FACEBOOK_DIALOG_URL: z.url(),
    FACEBOOK_APP_ID: z.string().min(1),
    /** Passkeys (worker/auth/passkeys/, docs/decisions/038): the relying party id and its allowed origins. */
    PASSKEY_RP_ID: z.string().regex(/^[a-z0-9.-]+$/, "a host name, lower case"),
    PASSKEY_ORIGINS: z.string().min(1),
    /**
     * The breached-password check (worker/auth/breached-password/, docs/decisions/036): the Pwned
     * Passwords range API's base URL (`{base}/range/{prefix}`); the local stand-in's in local runs.
     */
    PWNED_PASSWORDS_URL: z.url(),
    /**
     * Enterprise SSO (worker/auth/federated/providers.ts, docs/decisions/018): a JSON object of
     * identity providers, `{"acme": {"issuer": "https://…", "client_id": "…"}}`; migrations/0043's
     * sso_domains names them. "{}" when missing.
     */
    SSO_IDPS: z
      .string()
      .default("{}")
      .transform((raw, ctx) => {
        try {
          return JSON.parse(raw) as unknown;
        } catch {
          ctx.addIssue({ code: "custom", message: "must be a JSON object" });
          return z.NEVER;
        }
      })
      .pipe(z.record(z.string().regex(/^[a-z0-9][a-z0-9_-]*$/), z.object({ issuer: z.url(), client_id: z.string().min(1) }))),
  })
  .superRefine((cfg, ctx) => {
    // reCAPTCHA mode needs both secrets and both site keys: half a configuration would refuse every log-in.
    if (!cfg.RECAPTCHA_SECRET) return;
    for (const name of ["RECAPTCHA_V2_SECRET", "RECAPTCHA_SITE_KEY", "RECAPTCHA_V2_SITE_KEY"] as const) {
      if (!cfg[name]) ctx.addIssue({ code: "custom", path: [name], message: "must be set with RECAPTCHA_SECRET" });
    }
  });

export type Config = z.infer<typeof ConfigSchema>;

const cache = new WeakMap<object, Config>();

/** Thrown when a var is missing or malformed; the message names it. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * The parsed config for a Worker `env` (cached per env object; a request's copy shares its base's: ./d1-sessions/request-env.ts).
 *
 * @example
 * const { RATE_LIMIT_LOGIN_MAX } = config(c.env);
 */
export function config(env: Env): Config {
  const base = baseEnv.of(env);
  let parsed = cache.get(base);
  if (!parsed) {
    const result = ConfigSchema.safeParse(env);
    if (!result.success) {
      const problems = result.error.issues.map((i) => {
        const name = String(i.path[0]);
        const value = (env as unknown as Record<string, unknown>)[name];
        const shown = SECRET_NAME.test(name) && value !== undefined ? "(hidden)" : JSON.stringify(value);
        return `${name}=${shown}: ${i.message}`;
      });
      throw new ConfigError(`invalid wrangler.toml [vars]: ${problems.join("; ")}`);
    }
    parsed = result.data;
    cache.set(base, parsed);
  }
  return parsed;
}
