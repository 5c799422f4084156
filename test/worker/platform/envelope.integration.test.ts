/**
 * The API envelope (envelope.ts, create-router.ts, app.ts): validation failures name the field,
 * Hono's own 4xx stay 4xx, unknown paths are 404 envelopes, unexpected failures are 500 without a
 * stack, and the OpenAPI document is served.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { API_ERRORS } from "~common/errors";
import { ApiClient, expectApiError, expectOk, fetchText } from "../../support/api-client";
import { countUsers, validSignup } from "../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let client: ApiClient;
beforeAll(async () => {
  worker = await startWorker();
  client = new ApiClient(worker);
});
afterAll(() => worker?.close());

describe.concurrent("request validation → 400 BAD_REQUEST naming the field", () => {
  test.each([
    ["birthday as a string", "/v3/register/", validSignup({ birthday: "1990-01-01" }), "birthday"],
    ["birthday with a fraction", "/v3/register/", validSignup({ birthday: 631152000.5 }), "birthday"],
    ["email as a number", "/v3/register/", validSignup({ email: 42 }), "email"],
    ["an email over 512 characters", "/v3/register/", validSignup({ email: `${"a".repeat(510)}@example.com` }), "email"],
    ["an unknown sign-up type", "/v3/register/", validSignup({ type: "carrier-pigeon" }), "type"],
    ["a boolean opt-in sent as a string", "/v3/register/", validSignup({ kr_privacy_consent_opt_in: "yes" }), "kr_privacy_consent_opt_in"],
    ["password as a number", "/v3/sessions/", { username_or_email: "jane@example.com", password: 123456 }, "password"],
    [
      "an unknown app type",
      "/v3/sessions/",
      { username_or_email: "jane@example.com", password: "x", app_type_from_client: 3 },
      "app_type_from_client",
    ],
    ["a JSON array body", "/v3/register/", [], "body"],
    ["a JSON null body", "/v3/sessions/", null, "body"],
  ])("%s", async (_label, path, body, field) => {
    const before = await countUsers(worker);
    const result = await client.post(path, JSON.stringify(body));
    expectApiError(result, "BAD_REQUEST", { field });
    expect(result.error!.message_detail).toMatch(new RegExp(`^${field}: `));
    expect(await countUsers(worker)).toBe(before);
  });

  test("the detail is zod's English message (the build keeps only zod's English locale, see zod-locales.ts)", async () => {
    const result = await client.post("/v3/register/", JSON.stringify(validSignup({ email: 42 })));
    expect(result.error!.message_detail).toBe("email: Invalid input: expected string, received number");
    const long = await client.post("/v3/register/", JSON.stringify(validSignup({ email: `${"a".repeat(510)}@example.com` })));
    expect(long.error!.message_detail).toBe("email: Too big: expected string to have <=512 characters");
  });

  test("an email query over 512 characters on a look-up", async () => {
    const result = await client.get(`/v3/register/exists/?email=${"a".repeat(510)}%40example.com`);
    expectApiError(result, "BAD_REQUEST", { field: "email" });
  });
});

describe.concurrent("body format", () => {
  test.each([
    ["malformed JSON", "{ this is not json"],
    ["an empty body", ""],
    ["a truncated object", '{"username_or_email": "jane@example.com", '],
  ])("%s → 400 BAD_REQUEST", async (_label, body) => {
    const result = await client.post("/v3/sessions/", body, { headers: { "content-type": "application/json" } });
    expectApiError(result, "BAD_REQUEST");
    expect(result.error!.message_detail).toBe("Malformed JSON in request body");
  });

  test.each([
    ["text/plain", "text/plain"],
    ["form-encoded", "application/x-www-form-urlencoded"],
    ["multipart", "multipart/form-data; boundary=x"],
  ])("a %s body → 415 UNSUPPORTED_MEDIA_TYPE", async (_label, type) => {
    const before = await countUsers(worker);
    const result = await client.post("/v3/register/", JSON.stringify(validSignup()), { headers: { "content-type": type } });
    expectApiError(result, "UNSUPPORTED_MEDIA_TYPE");
    expect(await countUsers(worker)).toBe(before);
  });

  test("a body without a content type → 415", async () => {
    // Bytes, not a string: fetch would label a string body text/plain.
    const body = new TextEncoder().encode(JSON.stringify({ username_or_email: "a@b.co" }));
    const { res, text } = await fetchText(worker, "/v3/sessions/", { method: "POST", body });
    expect(res.status).toBe(415);
    const parsed = JSON.parse(text) as { resource_response: { error: { api_error_code: number } } };
    expect(parsed.resource_response.error.api_error_code).toBe(API_ERRORS.UNSUPPORTED_MEDIA_TYPE.code);
  });

  test("a body over 64 KiB → 413 PAYLOAD_TOO_LARGE, before anything is parsed or written", async () => {
    const before = await countUsers(worker);
    const big = validSignup({ first_name: "x".repeat(20 * 1024 * 1024) });
    const result = await client.post("/v3/register/", big);
    expectApiError(result, "PAYLOAD_TOO_LARGE");
    expect(await countUsers(worker)).toBe(before);
    // Without a Content-Length (a streamed body) the limit still holds.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new Uint8Array(4096).fill(32));
        controller.close();
      },
    });
    const { res } = await fetchText(worker, "/v3/sessions/", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  test("a body just under the limit is read normally", async () => {
    const result = await client.post("/v3/sessions/", {
      username_or_email: "",
      password: "x",
      referrer: "r".repeat(2000),
      pad: "p".repeat(60 * 1024),
    });
    expectApiError(result, "LOGIN_EMAIL_MISSING", { field: "email" });
  });

  test("application/json with a charset is accepted", async () => {
    const result = await client.post(
      "/v3/sessions/",
      { username_or_email: "", password: "x" },
      {
        headers: { "content-type": "application/json; charset=utf-8" },
      },
    );
    expectApiError(result, "LOGIN_EMAIL_MISSING", { field: "email" });
  });
});

describe.concurrent("routing", () => {
  test.each([
    ["GET", "/v3/nope/"],
    ["POST", "/v3/nope/"],
    ["GET", "/v3"],
    ["GET", "/vx/anything"],
    ["GET", "/ads/v4/anything"],
    ["GET", "/v3/sessions"], // no trailing slash: a different path
  ])("%s %s → 404 NOT_FOUND envelope", async (method, path) => {
    const result = await client.request(method, path, method === "POST" ? {} : undefined);
    expectApiError(result, "NOT_FOUND");
    expect(result.error!.message_detail).toBe(`${method} ${path}`);
    expect(result.res.headers.get("content-type")).toMatch(/^application\/json/);
  });

  test.each([
    ["GET", "/v3/sessions/", "POST"],
    ["PUT", "/v3/users/me/", "GET"],
    ["POST", "/v3/register/exists/", "GET"],
  ])("%s %s → 405 METHOD_NOT_ALLOWED with Allow: %s", async (method, path, allow) => {
    const result = await client.request(method, path, method === "GET" ? undefined : {});
    expectApiError(result, "METHOD_NOT_ALLOWED");
    expect(result.res.headers.get("allow")).toBe(allow);
  });

  test.each(["/ads/create/", "/ads/edit/", "/advertiser/123/ads/create/", "/ads/"])(
    "%s is a page (business.md §2's advertiser console paths go to React Router), not the API",
    async (path) => {
      const { res, text } = await fetchText(worker, path, { method: "GET" });
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(text).toMatch(/^<!DOCTYPE html>/i);
      expect(text).not.toContain("resource_response");
    },
  );

  test("/healthz answers in the envelope", async () => {
    expect(expectOk(await client.get("/healthz"))).toMatchObject({ status: "ok", version: { schema: expect.stringMatching(/\.sql$/) } });
  });

  test("X-D1-Count is ignored where DEV_TOOLS is off (worker/platform/middleware/d1-count.ts)", async () => {
    const result = await client.get("/v3/register/exists/?email=jane%40example.com", { headers: { "X-D1-Count": "1" } });
    expect(expectOk(result)).toBe(false);
    expect(result.res.headers.get("X-D1-Calls")).toBeNull();
    expect(result.res.headers.get("X-D1-Statements")).toBeNull();
  });

  test("X-Fault-Inject is ignored where DEV_TOOLS is off (worker/platform/faults/)", async () => {
    const result = await client.get("/v3/register/exists/?email=jane%40example.com", { headers: { "X-Fault-Inject": "d1:1" } });
    expect(expectOk(result)).toBe(false);
    expect(result.res.headers.get("X-Fault-Calls")).toBeNull();
  });

  test("/openapi.json describes every public route with the envelope schemas (the developer-only ones: ./openapi-documents.integration.test.ts)", async () => {
    const { res, text } = await fetchText(worker, "/openapi.json", { method: "GET" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const doc = JSON.parse(text) as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBe("Pinboard edge API");
    const routes = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(routes.sort()).toEqual(
      [
        "GET /healthz",
        "GET /v3/register/exists/",
        "GET /v3/email/validation/",
        "POST /v3/register/",
        "POST /v3/sessions/",
        "DELETE /v3/sessions/current/",
        "GET /v3/users/me/",
        "GET /v3/password/rules/",
        "DELETE /v3/users/me/remembered-account/",
        "GET /v3/experiments/",
        // account recovery and sessions (common/auth/contracts.ts)
        "POST /v3/users/forgot_password/",
        "GET /v3/users/reset_password/{token}/",
        "POST /v3/users/reset_password/",
        "POST /v3/users/me/password/",
        "GET /v3/users/me/sessions/",
        "DELETE /v3/users/me/sessions/",
        "DELETE /v3/users/me/sessions/{id}/",
        // several accounts on one device (common/auth/contracts.ts)
        "GET /v3/sessions/accounts/",
        "POST /v3/sessions/switch/",
        "DELETE /v3/sessions/accounts/",
        // federated sign-in (common/auth/federated/contracts.ts)
        "POST /v3/oauth/{provider}/credential/",
        "POST /v3/oauth/{provider}/start/",
        "POST /v3/oauth/{provider}/token/",
        // Facebook's retirement (common/auth/facebook/contracts.ts)
        "POST /v3/facebook/profile_data/",
        "POST /v3/facebook/login_data/",
        "GET /v3/facebook/login_data/",
        "POST /v3/facebook/connect/start/",
        "POST /v3/facebook/connect/token/",
        // enterprise SSO (common/auth/sso/contracts.ts)
        "POST /v3/sso/info/",
        "POST /v3/sso/token/",
        // two-factor (common/auth/two-factor/contracts.ts)
        "GET /v3/users/me/two_factor/",
        "POST /v3/users/me/two_factor/",
        "POST /v3/users/me/two_factor/code/",
        "POST /v3/users/me/two_factor/disable/",
        "POST /v3/users/me/two_factor/setup/",
        "POST /v3/users/me/two_factor/backup_codes/",
        // passkeys (common/auth/passkeys/contracts.ts)
        "GET /v3/users/me/passkeys/",
        "POST /v3/users/me/passkeys/",
        "POST /v3/users/me/passkeys/email_code/",
        "POST /v3/users/me/passkeys/options/",
        "PATCH /v3/users/me/passkeys/{passkeyId}/",
        "POST /v3/users/me/passkeys/{passkeyId}/delete/",
        "POST /v3/passkeys/options/",
        "POST /v3/sessions/passkey/",
        // sign-in history (common/auth/sign-in-history/contracts.ts)
        "GET /v3/users/me/sign_ins/",
        // leaving the account and downloading one's data (common/auth/account-lifecycle, data-export)
        "POST /v3/users/me/deactivate/",
        "POST /v3/users/me/close/",
        "POST /v3/users/me/reopen/",
        "GET /v3/users/me/data_exports/",
        "POST /v3/users/me/data_exports/",
        "GET /v3/users/me/data_exports/{exportId}/download/",
        // account settings (common/auth/settings/contracts.ts)
        "GET /v3/users/me/settings/",
        "PATCH /v3/users/me/profile/",
        "PUT /v3/users/me/profile/photo/",
        "DELETE /v3/users/me/profile/photo/",
        "POST /v3/users/me/email/",
        "POST /v3/users/me/email/confirm/",
        "DELETE /v3/users/me/identities/{provider}/",
        "PATCH /v3/users/me/preferences/",
        "GET /v3/usernames/{username}/",
        // saving (common/saving/contracts.ts)
        "GET /v3/feeds/home/",
        "GET /v3/boards/{id}/pins/",
        "GET /v3/board_sections/{id}/pins/",
        "GET /v3/pins/{id}/",
        "POST /v3/pins/",
        "PATCH /v3/pins/{id}/",
        "DELETE /v3/pins/{id}/",
        "POST /v3/pins/{id}/restore/",
        "GET /v3/users/{username}/boards/",
        "GET /v3/users/{username}/boards/{slug}/",
        "POST /v3/boards/",
        "GET /v3/boards/{id}/",
        "DELETE /v3/boards/{id}/",
        "GET /v3/boards/{id}/sections/",
        "GET /v3/boards/{id}/invites/",
        "POST /v3/boards/{id}/invites/{invite_id}/resend/",
        "POST /v3/boards/{id}/sections/",
        "GET /v3/board_sections/{id}/",
        "GET /v3/boards/{id}/sections/{slug}/",
        "GET /v3/users/{username}/",
        "POST /v3/users/{username}/follow/",
        "DELETE /v3/users/{username}/follow/",
        "GET /v3/board_picker/boards/",
        "GET /v3/pins/{id}/board_title_suggestions/",
        // discovery (common/business/search/contracts.ts)
        "GET /v3/search/pins/",
        "GET /v3/search/autocomplete/",
        "GET /v3/offsite/",
        "GET /v3/pins/{id}/creator_card/",
        "GET /v3/attribution_source/",
        // promoted Pins and campaign reporting (common/business/promoted-pins/, campaign-insights/)
        "POST /v3/promoted/events/",
        "POST /v3/promoted/hides/",
        "DELETE /v3/promoted/hides/{pinId}/",
        "GET /ads/v4/advertisers/{advertiserId}/campaigns/{campaignId}/insights/",
        "GET /ads/v4/advertisers/{advertiserId}/insights/campaigns/",
        "GET /ads/v4/advertisers/{advertiserId}/billing/invoices/",
        // collaborators and invites (common/saving/collaborators/contracts.ts)
        "GET /v3/share_suggestions/",
        "POST /v3/boards/{id}/invites/",
        "GET /v3/users/me/board_invites/",
        "POST /v3/boards/{id}/invites/{user_id}/accept/",
        "DELETE /v3/boards/{id}/invites/{user_id}/",
        "GET /v3/board_invites/{token}/",
        "POST /v3/board_invites/{token}/accept/",
        "DELETE /v3/board_invites/{token}/",
        "DELETE /v3/boards/{id}/collaborators/{user_id}/",
        // a Pin's comments (common/saving/comments/contracts.ts)
        "GET /v3/pins/{id}/comments/",
        "POST /v3/pins/{id}/comments/",
        "PATCH /v3/pins/{id}/comments/{comment_id}/",
        "DELETE /v3/pins/{id}/comments/{comment_id}/",
        "POST /v3/pins/{id}/comments/{comment_id}/report/",
        // moving Pins (common/saving/move-pins/contracts.ts)
        "PATCH /v3/bulk_edit/",
        "PUT /v3/board_sections/{id}/pins/",
        "DELETE /v3/board_sections/{id}/pins/",
        // editing boards and sections (common/saving/boards/contracts.ts, common/saving/sections/contracts.ts)
        "PATCH /v3/boards/{id}/",
        "PATCH /v3/board_sections/{id}/",
        "DELETE /v3/board_sections/{id}/",
        // the bookmarklet (common/saving/pin-create/contracts.ts)
        "GET /v3/pins/find_images/",
        "PUT /v3/pins/image/",
        "GET /v3/logging/pin_create/",
        // the Instagram upsell's settings (common/saving/instagram-upsell/contracts.ts)
        "GET /v3/users/settings",
        "PATCH /v3/users/settings",
        "POST /v3/users/settings/instagram/",
        "DELETE /v3/users/settings/instagram/",
        // business (common/business/contracts.ts)
        "POST /v3/business/convert/",
        "POST /v3/client_errors/",
        "GET /ads/v4/advertisers/",
        "GET /ads/v4/advertisers/{advertiserId}/",
        "PUT /ads/v4/advertisers/{advertiserId}/consent/",
        "PUT /ads/v4/advertisers/{advertiserId}/business_info/",
        "PUT /ads/v4/advertisers/{advertiserId}/billing_profile/",
        "GET /ads/v4/advertisers/{advertiserId}/pins/",
        "POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/",
        "GET /ads/v4/advertisers/{advertiserId}/campaigns/",
        "GET /ads/v4/advertisers/{advertiserId}/campaigns/{campaignId}/",
        "GET /ads/v4/advertisers/{advertiserId}/ad_groups/{adGroupId}/",
        // campaign control (common/business/campaign-control/contracts.ts)
        "PATCH /ads/v4/advertisers/{advertiserId}/campaigns/{campaignId}/",
        "PATCH /ads/v4/advertisers/{advertiserId}/ad_groups/{adGroupId}/",
        "PATCH /ads/v4/advertisers/{advertiserId}/ads/{adId}/",
        "GET /ads/v4/advertisers/{advertiserId}/history/",
        // the bulk editor (common/business/bulk-editor/contracts.ts)
        "GET /ads/v4/advertisers/{advertiserId}/bulk/template/",
        "POST /ads/v4/advertisers/{advertiserId}/bulk/",
        "GET /ads/v4/advertisers/{advertiserId}/bulk/",
        "GET /ads/v4/advertisers/{advertiserId}/bulk/ids/",
        // campaigns from scratch (common/business/ads-create/contracts.ts)
        "POST /ads/v4/advertisers/{advertiserId}/campaigns/",
        "GET /ads/v4/advertisers/{advertiserId}/campaigns/{campaignId}/ad_groups/",
        "POST /ads/v4/advertisers/{advertiserId}/campaigns/{campaignId}/ad_groups/",
        "POST /ads/v4/advertisers/{advertiserId}/campaigns/{campaignId}/duplicate/",
        "GET /ads/v4/advertisers/{advertiserId}/campaign_drafts/",
        "POST /ads/v4/advertisers/{advertiserId}/campaign_drafts/",
        "GET /ads/v4/advertisers/{advertiserId}/campaign_drafts/{draftId}/",
        "PUT /ads/v4/advertisers/{advertiserId}/campaign_drafts/{draftId}/",
        "DELETE /ads/v4/advertisers/{advertiserId}/campaign_drafts/{draftId}/",
        // the reporting tables (common/business/reporting/contracts.ts)
        "GET /ads/v4/advertisers/{advertiserId}/reports/{level}/",
        "GET /ads/v4/advertisers/{advertiserId}/reports/preferences/",
        "PUT /ads/v4/advertisers/{advertiserId}/reports/preferences/",
        // the billing profile's edit (common/business/billing-profile/)
        "PATCH /ads/v4/advertisers/{advertiserId}/billing_profile/",
        // the report center (common/business/report-center/contracts.ts)
        "GET /ads/v4/advertisers/{advertiserId}/report_center/reports/",
        "POST /ads/v4/advertisers/{advertiserId}/report_center/reports/",
        "GET /ads/v4/advertisers/{advertiserId}/report_center/reports/{reportId}/",
        "PUT /ads/v4/advertisers/{advertiserId}/report_center/reports/{reportId}/",
        "DELETE /ads/v4/advertisers/{advertiserId}/report_center/reports/{reportId}/",
        "POST /ads/v4/advertisers/{advertiserId}/report_center/reports/{reportId}/runs/",
        "PUT /ads/v4/advertisers/{advertiserId}/report_center/reports/{reportId}/subscription/",
        "DELETE /ads/v4/advertisers/{advertiserId}/report_center/reports/{reportId}/subscription/",
        "GET /ads/v4/advertisers/{advertiserId}/report_center/runs/",
        "GET /ads/v4/advertisers/{advertiserId}/report_center/runs/{runId}/",
        "GET /ads/v4/advertisers/{advertiserId}/report_center/runs/{runId}/download/",
        "GET /ads/v4/report_unsubscribe/",
        "POST /ads/v4/report_unsubscribe/",
        "POST /ads/v4/report_unsubscribe/one_click/",
        // the Conversions API (common/business/conversions/contracts.ts)
        "GET /ads/v4/advertisers/{advertiserId}/conversion_tokens/",
        "POST /ads/v4/advertisers/{advertiserId}/conversion_tokens/",
        "DELETE /ads/v4/advertisers/{advertiserId}/conversion_tokens/{tokenId}/",
        "POST /ads/v4/advertisers/{advertiserId}/events/",
        "GET /v3/conversions/tag.js",
        "POST /v3/conversions/tag/events/",
        "GET /ads/v4/advertisers/{advertiserId}/conversions/overview/",
        "GET /ads/v4/advertisers/{advertiserId}/conversions/events/",
        "POST /ads/v4/advertisers/{advertiserId}/conversions/uploads/",
        "GET /ads/v4/advertisers/{advertiserId}/conversions/uploads/",
        // audiences (common/business/audiences/contracts.ts)
        "GET /ads/v4/advertisers/{advertiserId}/audiences/",
        "POST /ads/v4/advertisers/{advertiserId}/audiences/",
        "GET /ads/v4/advertisers/{advertiserId}/audiences/debug/",
        "GET /ads/v4/advertisers/{advertiserId}/audiences/{audienceId}/",
        "PATCH /ads/v4/advertisers/{advertiserId}/audiences/{audienceId}/",
        "DELETE /ads/v4/advertisers/{advertiserId}/audiences/{audienceId}/",
        "POST /ads/v4/advertisers/{advertiserId}/audiences/{audienceId}/list/",
        "PUT /ads/v4/advertisers/{advertiserId}/audiences/{audienceId}/ad_groups/",
        "GET /ads/v4/advertisers/{advertiserId}/conversion_tags/",
        "POST /ads/v4/advertisers/{advertiserId}/conversion_tags/",
        "GET /vx/business_access/profiles/",
        "PUT /vx/business_access/acting/",
        "PUT /vx/business_access/members/",
        "POST /v3/pin_builder/uploads/",
      ].sort(),
    );
    // Every status these routes can answer with is documented (tests above and in auth/ produce them).
    expect(Object.keys(doc.paths["/v3/sessions/"]!.post!.responses)).toEqual(
      expect.arrayContaining(["200", "400", "401", "403", "415", "429"]),
    );
    expect(Object.keys(doc.paths["/v3/register/"]!.post!.responses)).toEqual(
      expect.arrayContaining(["200", "400", "403", "409", "415", "429"]),
    );
    for (const name of ["ApiError", "ErrorEnvelope", "SignupPayload", "SessionCreatePayload", "LoggedInUser", "Viewer"]) {
      expect(doc.components.schemas, name).toHaveProperty(name);
    }
  });
});

describe("unexpected failures", () => {
  test("a storage failure is 500 INTERNAL with the generic message and no stack, and the API recovers", async () => {
    const env = await worker.env();
    await env.DB.prepare("ALTER TABLE users RENAME TO users_away").run();
    try {
      const result = await client.get("/v3/register/exists/?email=jane%40example.com");
      expectApiError(result, "INTERNAL");
      expect(result.error!.message).toBe("Sorry! Something went wrong on our end.");
      expect(result.error!.message_detail).toBeUndefined();
      expect(result.error!.data).toBeUndefined();
      expect(JSON.stringify(result.body)).not.toMatch(/users_away|no such table|at \w+ \(|\.ts:\d+/);
    } finally {
      await env.DB.prepare("ALTER TABLE users_away RENAME TO users").run();
    }
    expect(expectOk(await client.get("/v3/register/exists/?email=jane%40example.com"))).toBe(false);
  });
});
