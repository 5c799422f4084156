/** What a deployment must have before it serves (worker/platform/deployment/), and what counts as a local run. */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { deploymentProblems, isLocalRun, isLoopbackHost } from "~worker/platform/deployment";

/** wrangler.toml's [vars], as a deployment that set nothing would get them. */
function shippedVars(): Record<string, string> {
  const toml = readFileSync(resolve(import.meta.dirname, "../../../../wrangler.toml"), "utf8");
  const section = toml.split(/^\[vars\]$/m)[1]!.split(/^\[/m)[0]!;
  return Object.fromEntries([...section.matchAll(/^(\w+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1]!, m[2]!]));
}

const COMPLETE = {
  ...shippedVars(),
  ENVIRONMENT: "production",
  DEVICE_COOKIE_SECRET: "d".repeat(40),
  TWO_FACTOR_SECRET: "t".repeat(40),
  PROMOTED_TOKEN_SECRET: "p".repeat(40),
  RECAPTCHA_SECRET: "r3",
  RECAPTCHA_V2_SECRET: "r2",
  RECAPTCHA_SITE_KEY: "k3",
  RECAPTCHA_V2_SITE_KEY: "k2",
  GOOGLE_CLIENT_ID: "1234.apps.googleusercontent.com",
  LINE_CLIENT_ID: "1234567890",
  FACEBOOK_APP_ID: "1234567890",
  PASSKEY_RP_ID: "pinboard.example",
  PASSKEY_ORIGINS: "https://pinboard.example",
  EMAIL: {},
};
const problems = (over: Record<string, unknown>) => deploymentProblems({ ...COMPLETE, ...over } as unknown as Env);

describe("isLocalRun", () => {
  test("ENVIRONMENT local on a loopback host only", () => {
    for (const url of ["http://localhost:5173/", "http://127.0.0.1:8787/x", "http://[::1]:8787/", "http://app.localhost/"]) {
      expect(isLocalRun(url, { ENVIRONMENT: "local" }), url).toBe(true);
    }
    expect(isLocalRun("https://pinboard.example/", { ENVIRONMENT: "local" })).toBe(false);
    expect(isLocalRun("http://localhost.pinboard.example/", { ENVIRONMENT: "local" })).toBe(false);
    expect(isLocalRun("http://127.0.0.1:8787/", { ENVIRONMENT: "production" })).toBe(false);
    expect(isLocalRun("http://127.0.0.1:8787/", {})).toBe(false);
    expect([isLoopbackHost("127.1.2.3"), isLoopbackHost("128.0.0.1"), isLoopbackHost("10.0.0.1")]).toEqual([true, false, false]);
  });
});

describe("deploymentProblems", () => {
  test("a complete deployment has none", () => {
    expect(problems({})).toEqual([]);
  });

  test("wrangler.toml as shipped: every local value named, no value written", () => {
    const found = deploymentProblems({ ...shippedVars(), ENVIRONMENT: "production" } as unknown as Env).join("\n");
    for (const name of [
      "DEVICE_COOKIE_SECRET",
      "TWO_FACTOR_SECRET",
      "PROMOTED_TOKEN_SECRET",
      "RECAPTCHA_SECRET",
      "GOOGLE_CLIENT_ID",
      "PASSKEY_RP_ID",
      "EMAIL",
    ]) {
      expect(found).toContain(name);
    }
    expect(found).not.toMatch(/dev-only-[a-z]/);
  });

  test.each([
    ["a missing secret", { TWO_FACTOR_SECRET: undefined }, "TWO_FACTOR_SECRET is missing"],
    ["a short secret", { PROMOTED_TOKEN_SECRET: "x".repeat(31) }, "PROMOTED_TOKEN_SECRET is shorter than 32"],
    [
      "a dev-only secret",
      { DEVICE_COOKIE_SECRET: "dev-only-device-cookie-secret-change-me-0123456789" },
      "DEVICE_COOKIE_SECRET is the local value",
    ],
    ["no reCAPTCHA (the stand-in would serve)", { RECAPTCHA_SECRET: undefined }, "RECAPTCHA_SECRET is missing"],
    ["a local identity provider", { GOOGLE_OIDC_ISSUER: "http://127.0.0.1:9000" }, "GOOGLE_OIDC_ISSUER is not an https URL"],
    [
      "an SSO stand-in",
      { SSO_IDPS: JSON.stringify({ acme: { issuer: "http://localhost:9000", client_id: "x" } }) },
      "SSO_IDPS.acme.issuer",
    ],
    ["a local breach check", { PWNED_PASSWORDS_URL: "http://127.0.0.1:9100" }, "PWNED_PASSWORDS_URL"],
    ["private fetches", { ALLOW_PRIVATE_FETCH: "true" }, "ALLOW_PRIVATE_FETCH"],
    ["emails failed on purpose", { OUTBOX_TEST_FAILED_ATTEMPTS: "2" }, "OUTBOX_TEST_FAILED_ATTEMPTS"],
    ["no email binding", { EMAIL: undefined }, "EMAIL is missing"],
    ["a malformed var", { RATE_LIMIT_LOGIN_MAX: "many" }, "RATE_LIMIT_LOGIN_MAX"],
  ])("%s is named", (_, over, text) => {
    expect(problems(over).join("\n")).toContain(text);
  });
});
