/**
 * The Worker fails closed outside a local run (worker/platform/deployment/): built as shipped and
 * configured as a deployment, it refuses every page and API call with one 503 and a log line naming
 * what is missing, never a value; a deployment whose secrets are all set serves, without DEV_TOOLS
 * whatever the var says. A local run is ENVIRONMENT "local" on a loopback host only: the same
 * Worker asked for another host is a deployment.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PLATFORM_ERRORS } from "~common/platform/errors";
import { DEPLOYMENT_SECRETS } from "~worker/platform/deployment";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const MISCONFIGURED = PLATFORM_ERRORS.SERVICE_MISCONFIGURED.code;
const SHIPPED_SECRET = /dev-only-[a-z0-9-]+/;
/** A deployment's own configuration: every secret set, real providers, reCAPTCHA keys, its own passkey site. */
const DEPLOYED = {
  ENVIRONMENT: "production",
  DEVICE_COOKIE_SECRET: "a-deployment-secret-for-the-device-cookie-0001",
  TWO_FACTOR_SECRET: "a-deployment-secret-for-two-factor-sealing-002",
  PROMOTED_TOKEN_SECRET: "a-deployment-secret-for-delivery-tokens-00003",
  RECAPTCHA_SECRET: "recaptcha-v3-secret",
  RECAPTCHA_V2_SECRET: "recaptcha-v2-secret",
  RECAPTCHA_SITE_KEY: "recaptcha-v3-site-key",
  RECAPTCHA_V2_SITE_KEY: "recaptcha-v2-site-key",
  GOOGLE_OIDC_ISSUER: "https://accounts.google.com",
  GOOGLE_CLIENT_ID: "1234.apps.googleusercontent.com",
  LINE_OIDC_ISSUER: "https://access.line.me",
  LINE_CLIENT_ID: "1234567890",
  FACEBOOK_GRAPH_URL: "https://graph.facebook.com/v21.0",
  FACEBOOK_DIALOG_URL: "https://www.facebook.com/v21.0/dialog/oauth",
  FACEBOOK_APP_ID: "1234567890",
  SSO_IDPS: "{}",
  PWNED_PASSWORDS_URL: "https://api.pwnedpasswords.com",
  PASSKEY_RP_ID: "pinboard.example",
  PASSKEY_ORIGINS: "https://pinboard.example",
  ALLOW_PRIVATE_FETCH: "false",
};

/** GET a path of the Worker as if it were served at `host` (the URL the Worker sees). */
function getAs(worker: RunningWorker, host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = httpRequest({ host: worker.url.hostname, port: worker.url.port, path, headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (c: string) => (body += c));
      res.on("end", () => done({ status: res.statusCode!, body }));
    });
    req.on("error", fail).end();
  });
}

describe("configured as a deployment with wrangler.toml's shipped values", () => {
  let worker: RunningWorker;
  beforeAll(async () => {
    worker = await startWorker({ ENVIRONMENT: "production" }, { sendEmail: true });
  });
  afterAll(() => worker?.close());

  test("every page and API call is 503 SERVICE_MISCONFIGURED, /healthz too", async () => {
    const api = await worker.fetch("/v3/users/me/");
    expect(api.status).toBe(503);
    const body = (await api.json()) as { resource_response: { error: { api_error_code: number; http_status: number } } };
    expect(body.resource_response.error).toMatchObject({ api_error_code: MISCONFIGURED, http_status: 503 });
    const page = await worker.fetch("/login/");
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain("Temporarily unavailable");
    expect(html).not.toMatch(SHIPPED_SECRET);
    expect((await worker.fetch("/healthz")).status).toBe(503);
    // The bot-check stand-in, which would hand out valid tokens, is not served either.
    expect((await worker.fetch("/vx/bot-check/api.js")).status).toBe(503);
  });

  test("a log-in attempt is refused before any secret is used (503, not 500)", async () => {
    const res = await worker.fetch("/v3/sessions/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username_or_email: "jane@example.com", password: "whatever-1" }),
    });
    expect(res.status).toBe(503);
  });
});

describe("a deployment whose configuration is complete", () => {
  let worker: RunningWorker;
  beforeAll(async () => {
    worker = await startWorker({ ...DEPLOYED, DEV_TOOLS: "true" }, { sendEmail: true });
  });
  afterAll(() => worker?.close());

  test("serves pages and the API", async () => {
    expect((await worker.fetch("/healthz")).status).toBe(200);
    expect((await worker.fetch("/v3/users/me/")).status).toBe(200);
    expect((await worker.fetch("/login/")).status).toBe(200);
  });

  test('DEV_TOOLS "true" is off all the same: no mailbox, no developer pages, no account states', async () => {
    expect((await worker.fetch("/v3/dev/mailbox/")).status).toBe(404);
    expect((await worker.fetch("/_dev/design")).status).toBe(404);
    expect((await worker.fetch("/openapi.dev.json")).status).toBe(404);
  });

  test("the fault switch is off all the same: X-Fault-Inject fails nothing, X-Fault-Calls counts nothing (worker/platform/faults/)", async () => {
    const res = await worker.fetch("/v3/register/exists/?email=jane%40example.com", {
      headers: { "X-Fault-Inject": "d1:1", "X-Fault-Calls": "1" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Fault-Calls")).toBeNull();
  });

  test.each(DEPLOYMENT_SECRETS)("with %s set too short it still refuses, naming it but not its value", async (name) => {
    const short = await startWorker({ ...DEPLOYED, [name]: "short-but-secret-value" }, { sendEmail: true });
    try {
      const res = await short.fetch("/v3/users/me/");
      expect(res.status).toBe(503);
      expect(await res.text()).not.toContain("short-but-secret-value");
    } finally {
      await short.close();
    }
  });
});

describe("a local run is ENVIRONMENT local on a loopback host only", () => {
  let worker: RunningWorker;
  beforeAll(async () => {
    worker = await startWorker({ DEV_TOOLS: "true" });
  });
  afterAll(() => worker?.close());

  test("at 127.0.0.1 and localhost the shipped values serve, with DEV_TOOLS", async () => {
    expect((await getAs(worker, `127.0.0.1:${worker.url.port}`, "/v3/dev/mailbox/")).status).toBe(200);
    expect((await getAs(worker, `localhost:${worker.url.port}`, "/v3/dev/mailbox/")).status).toBe(200);
  });

  test("at 127.0.0.1 the fault switch is on: X-Fault-Inject fails the call it names", async () => {
    const res = await worker.fetch("/v3/register/exists/?email=jane%40example.com", { headers: { "X-Fault-Inject": "d1:1" } });
    expect(res.status).toBe(500);
    expect(res.headers.get("X-Fault-Calls")).toBe("d1=1,kv=0,r2=0,do=0");
  });

  test("the same Worker asked as another host is a deployment: 503, and never the mailbox", async () => {
    const res = await getAs(worker, "pinboard.example", "/v3/dev/mailbox/");
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body).resource_response.error.api_error_code).toBe(MISCONFIGURED);
  });

  test("a local run with a malformed secret is the same 503 page, not a 500, and never shows the value", async () => {
    const broken = await startWorker({ DEVICE_COOKIE_SECRET: "too-short-local-secret" });
    try {
      const login = await broken.fetch("/v3/sessions/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username_or_email: "jane@example.com", password: "whatever-1" }),
      });
      expect(login.status).toBe(503);
      expect(await login.text()).not.toContain("too-short-local-secret");
      expect((await broken.fetch("/login/")).status).toBe(503);
    } finally {
      await broken.close();
    }
  });
});
