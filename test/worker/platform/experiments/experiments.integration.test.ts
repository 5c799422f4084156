/**
 * Experiments (auth.md §6; worker/platform/experiments/): GET /v3/experiments/ answers the viewer's group
 * for every registered experiment, evaluated from D1 assignments by user > device > country >
 * default; a browser without the device cookie gets a random one for a year; the developer route
 * and the /_dev/experiments page flip a group for this device only when DEV_TOOLS is "true" and
 * are a 404 otherwise.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { EXPERIMENTS } from "~common/platform/experiments";
import { ApiClient, expectApiError, expectOk, parseSetCookie } from "../../../support/api-client";
import { createAccount } from "../../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

type Groups = Record<string, string>;
const DEFAULTS = Object.fromEntries(Object.entries(EXPERIMENTS).map(([n, d]) => [n, d.defaultGroup]));
const DEVICE = "pin_device";

let devWorker: RunningWorker;
let plainWorker: RunningWorker;
beforeAll(async () => {
  [devWorker, plainWorker] = await Promise.all([startWorker({ DEV_TOOLS: "true" }), startWorker()]);
});
afterAll(async () => {
  await Promise.all([devWorker?.close(), plainWorker?.close()]);
});

async function assignRow(worker: RunningWorker, scope: string, subject: string, experiment: string, group: string) {
  const env = await worker.env();
  await env.DB.prepare(
    "INSERT OR REPLACE INTO experiment_assignments (scope, subject, experiment, group_name, updated_at) VALUES (?, ?, ?, ?, 0)",
  )
    .bind(scope, subject, experiment, group)
    .run();
}

describe("GET /v3/experiments/", () => {
  test("a new browser gets every experiment's default and a device cookie for a year", async () => {
    const client = new ApiClient(plainWorker);
    const res = await client.get<Groups>("/v3/experiments/");
    expect(expectOk(res)).toEqual(DEFAULTS);
    const cookie = res.res.headers
      .getSetCookie()
      .map(parseSetCookie)
      .find((c) => c.name === DEVICE);
    expect(cookie?.value).toMatch(/^[0-9a-f]{32}$/);
    expect(cookie?.attrs.get("max-age")).toBe(String(365 * 24 * 60 * 60));
    expect(cookie?.attrs.has("httponly")).toBe(true);
    expect(cookie?.attrs.get("samesite")).toBe("Lax");
    // The cookie is kept: the next answer sets none.
    const again = await client.get<Groups>("/v3/experiments/");
    expect(again.res.headers.getSetCookie().some((c) => c.startsWith(`${DEVICE}=`))).toBe(false);
  });

  test("user > device > country > default, and an unknown stored group falls through", async () => {
    const account = await createAccount(plainWorker);
    const client = account.client;
    expectOk(await client.get("/v3/experiments/"));
    const device = client.jar.get(DEVICE)!;
    // Local workerd's offline `cf` object says country US (CLOUDFLARE_CF_FETCH_ENABLED=false).
    await assignRow(plainWorker, "country", "US", "kr_privacy_consent", "enabled");
    await assignRow(plainWorker, "country", "FR", "fdbr_teen_compliance", "enabled");
    await assignRow(plainWorker, "country", "US", "web_google_disabled", "control");
    await assignRow(plainWorker, "device", device, "web_google_disabled", "enabled");
    await assignRow(plainWorker, "device", device, "affiliate_labels", "employees");
    await assignRow(plainWorker, "user", account.user.id, "affiliate_labels", "enabled");
    await assignRow(plainWorker, "user", account.user.id, "pin_creation_disabled", "no-such-group");
    const groups = expectOk(await client.get<Groups>("/v3/experiments/"));
    expect(groups).toEqual({
      ...DEFAULTS,
      kr_privacy_consent: "enabled",
      web_google_disabled: "enabled",
      affiliate_labels: "enabled",
    });
    // Another browser of the same user: the user's assignment, not the device's.
    const other = new ApiClient(plainWorker);
    expectOk(await other.post("/v3/sessions/", { username_or_email: account.email, password: account.password }));
    expect(expectOk(await other.get<Groups>("/v3/experiments/"))).toEqual({
      ...DEFAULTS,
      kr_privacy_consent: "enabled",
      affiliate_labels: "enabled",
    });
  });
});

describe("PUT /v3/experiments/device/ (developer tools)", () => {
  test("with DEV_TOOLS on it assigns the group to this device only", async () => {
    const client = new ApiClient(devWorker);
    const res = await client.request<Groups>("PUT", "/v3/experiments/device/", { experiment: "web_facebook_disabled", group: "enabled" });
    expect(expectOk(res).web_facebook_disabled).toBe("enabled");
    expect(client.jar.get(DEVICE)).toMatch(/^[0-9a-f]{32}$/);
    expect(expectOk(await client.get<Groups>("/v3/experiments/")).web_facebook_disabled).toBe("enabled");
    expect(expectOk(await new ApiClient(devWorker).get<Groups>("/v3/experiments/")).web_facebook_disabled).toBe("control");
  });

  test("a group the experiment does not have is 400 on the group field", async () => {
    const client = new ApiClient(devWorker);
    expectApiError(
      await client.request("PUT", "/v3/experiments/device/", { experiment: "web_facebook_disabled", group: "employees" }),
      "BAD_REQUEST",
      {
        field: "group",
      },
    );
  });

  test("with DEV_TOOLS off it is 404 and assigns nothing", async () => {
    const client = new ApiClient(plainWorker);
    expectApiError(
      await client.request("PUT", "/v3/experiments/device/", { experiment: "web_facebook_disabled", group: "enabled" }),
      "NOT_FOUND",
    );
    expect(expectOk(await client.get<Groups>("/v3/experiments/")).web_facebook_disabled).toBe("control");
  });
});

describe("/_dev/experiments", () => {
  test("is the normal 404 page when DEV_TOOLS is off", async () => {
    const res = await plainWorker.fetch("/_dev/experiments");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("We couldn&#x27;t find that page");
    const post = await plainWorker.fetch("/_dev/experiments", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: plainWorker.url.origin },
      body: "experiment=web_google_disabled&group=enabled",
    });
    expect(post.status).toBe(404);
  });

  test("with DEV_TOOLS on it lists every experiment and a form POST flips one for this device", async () => {
    const page = await devWorker.fetch("/_dev/experiments");
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const name of Object.keys(EXPERIMENTS)) expect(html).toContain(`data-testid="group-${name}"`);
    const device = page.headers
      .getSetCookie()
      .map(parseSetCookie)
      .find((c) => c.name === DEVICE);
    expect(device?.value).toMatch(/^[0-9a-f]{32}$/);
    const cookie = `${DEVICE}=${device!.value}`;
    const post = await devWorker.fetch("/_dev/experiments", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: devWorker.url.origin, cookie },
      body: "experiment=kr_privacy_consent&group=enabled",
    });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toBe("/_dev/experiments#kr_privacy_consent");
    const after = await devWorker.fetch("/_dev/experiments", { headers: { cookie } });
    expect(await after.text()).toMatch(/data-testid="group-kr_privacy_consent">enabled</);
  });
});
