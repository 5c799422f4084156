/** The Worker's vars: parsed once per env, malformed ones refused by name, wrangler.toml's as shipped. */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "vitest";
import { config, ConfigError } from "~worker/platform/config";

const GOOD = {
  SESSION_IDLE_SECONDS: "1209600",
  SESSION_ABSOLUTE_SECONDS: "7776000",
  RATE_LIMIT_WINDOW_SECONDS: "60",
  RATE_LIMIT_LOGIN_MAX: "30",
  RATE_LIMIT_SIGNUP_MAX: "10",
  RATE_LIMIT_LOOKUP_MAX: "60",
  LOGIN_LOCKOUT_THRESHOLD: "10",
  LOGIN_LOCKOUT_SECONDS: "1800",
  DEV_TOOLS: "false",
  DEVICE_COOKIE_SECRET: "x".repeat(32),
  TWO_FACTOR_SECRET: "y".repeat(32),
  PROMOTED_TOKEN_SECRET: "p".repeat(32),
  BOT_CHECK_LOCAL_SECRET: "z".repeat(32),
  REMEMBERED_ACCOUNT_SECONDS: "2592000",
  RATE_LIMIT_RECOVERY_MAX: "10",
  PASSWORD_RESET_TOKEN_SECONDS: "3600",
  RESET_EMAILS_PER_ACCOUNT_MAX: "5",
  RESET_EMAILS_WINDOW_SECONDS: "3600",
  EMAIL_FROM: "no-reply@pinboard.example",
  RATE_LIMIT_OAUTH_MAX: "60",
  RATE_LIMIT_BEACON_MAX: "120",
  RATE_LIMIT_DELIVERY_MAX: "120",
  RATE_LIMIT_REPORTING_MAX: "120",
  RATE_LIMIT_ACCOUNT_MAX: "120",
  RATE_LIMIT_CONVERSIONS_MAX: "600",
  RATE_LIMIT_DRAFTS_MAX: "120",
  RATE_LIMIT_ERRORS_MAX: "30",
  GOOGLE_OIDC_ISSUER: "https://accounts.google.com",
  GOOGLE_CLIENT_ID: "client.apps.googleusercontent.com",
  LINE_OIDC_ISSUER: "https://access.line.me",
  LINE_CLIENT_ID: "1234567890",
  FACEBOOK_GRAPH_URL: "https://graph.facebook.com/v21.0",
  FACEBOOK_DIALOG_URL: "https://www.facebook.com/v21.0/dialog/oauth",
  FACEBOOK_APP_ID: "1234567890",
  PASSKEY_RP_ID: "localhost",
  PASSKEY_ORIGINS: "http://localhost:*",
  PWNED_PASSWORDS_URL: "https://api.pwnedpasswords.com",
};

/** wrangler.toml's [vars], as the Worker gets them (strings). */
function shippedVars(): Record<string, string> {
  const toml = readFileSync(resolve(import.meta.dirname, "../../../wrangler.toml"), "utf8");
  const section = toml.split(/^\[vars\]$/m)[1]!.split(/^\[/m)[0]!;
  return Object.fromEntries([...section.matchAll(/^(\w+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1]!, m[2]!]));
}

test("vars are parsed to numbers once per env", () => {
  const env = { ...GOOD } as unknown as Env;
  const cfg = config(env);
  expect(cfg.RATE_LIMIT_LOGIN_MAX).toBe(30);
  expect(cfg.SESSION_IDLE_SECONDS).toBe(1209600);
  expect(config(env)).toBe(cfg);
});

test("a closed account's grace (docs/decisions/042) is 14 days unless shortened", () => {
  expect(config({ ...GOOD } as unknown as Env).ACCOUNT_DELETION_GRACE_SECONDS).toBe(1209600);
  expect(config({ ...GOOD, ACCOUNT_DELETION_GRACE_SECONDS: "2" } as unknown as Env).ACCOUNT_DELETION_GRACE_SECONDS).toBe(2);
});

test.each([
  ["RATE_LIMIT_LOGIN_MAX", "thirty"],
  ["LOGIN_LOCKOUT_SECONDS", "-5"],
  ["SESSION_IDLE_SECONDS", "1.5"],
  ["RATE_LIMIT_SIGNUP_MAX", undefined],
  ["DEV_TOOLS", "yes"],
  ["DEV_TOOLS", "TRUE"],
  ["DEVICE_COOKIE_SECRET", "too-short-secret"],
  ["DEVICE_COOKIE_SECRET", undefined],
  ["TWO_FACTOR_SECRET", "too-short-secret"],
  ["PROMOTED_TOKEN_SECRET", "too-short-secret"],
  ["BOT_CHECK_LOCAL_SECRET", "too-short-secret"],
  ["PASSWORD_RESET_TOKEN_SECONDS", "0"],
  ["ACCOUNT_DELETION_GRACE_SECONDS", "0"],
  ["ACCOUNT_DELETION_GRACE_SECONDS", "two weeks"],
  ["RESET_EMAILS_PER_ACCOUNT_MAX", "many"],
  ["EMAIL_FROM", "not an address"],
  ["SSO_IDPS", "acme"],
  ["SSO_IDPS", JSON.stringify({ acme: { issuer: "not a url", client_id: "x" } })],
  ["SSO_IDPS", JSON.stringify({ "Acme Corp": { issuer: "https://idp.acme.example", client_id: "x" } })],
])("a bad %s (%s) fails loudly, naming the var", (name, value) => {
  const env = { ...GOOD, [name]: value } as unknown as Env;
  expect(() => config(env)).toThrow(ConfigError);
  expect(() => config(env)).toThrow(new RegExp(`${name}=`));
});

test("DEV_TOOLS is a boolean: 'true' turns the developer pages on, a missing var leaves them off", () => {
  expect(config({ ...GOOD, DEV_TOOLS: "true" } as unknown as Env).DEV_TOOLS).toBe(true);
  const { DEV_TOOLS: _, ...withoutFlag } = GOOD;
  expect(config(withoutFlag as unknown as Env).DEV_TOOLS).toBe(false);
});

test("SSO_IDPS is a JSON object of identity providers (docs/decisions/018); missing, none", () => {
  const idps = { acme: { issuer: "https://idp.acme.example", client_id: "pinboard" } };
  expect(config({ ...GOOD, SSO_IDPS: JSON.stringify(idps) } as unknown as Env).SSO_IDPS).toEqual(idps);
  expect(config({ ...GOOD } as unknown as Env).SSO_IDPS).toEqual({});
});

test("reCAPTCHA (docs/decisions/021): RECAPTCHA_SECRET needs the v2 secret and both site keys, each named when missing", () => {
  const recaptcha = { RECAPTCHA_SECRET: "s3", RECAPTCHA_V2_SECRET: "s2", RECAPTCHA_SITE_KEY: "k3", RECAPTCHA_V2_SITE_KEY: "k2" };
  expect(config({ ...GOOD, ...recaptcha } as unknown as Env).RECAPTCHA_V2_SECRET).toBe("s2");
  for (const name of ["RECAPTCHA_V2_SECRET", "RECAPTCHA_SITE_KEY", "RECAPTCHA_V2_SITE_KEY"]) {
    expect(() => config({ ...GOOD, ...recaptcha, [name]: "" } as unknown as Env)).toThrow(new RegExp(`${name}=`));
  }
});

test("wrangler.toml's vars parse, with the developer pages off", () => {
  const cfg = config(shippedVars() as unknown as Env);
  expect(cfg.DEV_TOOLS).toBe(false);
  expect(cfg.LOGIN_LOCKOUT_THRESHOLD).toBe(10);
  // auth.md §2.3 forgot password: a link lives one hour; five reset emails per account an hour.
  expect(cfg.PASSWORD_RESET_TOKEN_SECONDS).toBe(3600);
  expect(cfg.RESET_EMAILS_PER_ACCOUNT_MAX).toBe(5);
  // No enterprise identity provider ships configured.
  expect(cfg.SSO_IDPS).toEqual({});
});

test("a malformed secret is named, its value never written (the error reaches the log)", () => {
  const value = "short-secret-value";
  for (const name of ["DEVICE_COOKIE_SECRET", "TWO_FACTOR_SECRET", "PROMOTED_TOKEN_SECRET", "BOT_CHECK_LOCAL_SECRET"]) {
    const env = { ...GOOD, [name]: value } as unknown as Env;
    expect(() => config(env)).toThrow(new RegExp(`${name}=\\(hidden\\)`));
    expect(() => config(env)).not.toThrow(new RegExp(value));
  }
});
