/**
 * The settings behind the Instagram upsell (saving.md §3 User settings, §7 GET /v3/users/settings;
 * worker/saving/instagram-upsell/routes.ts, instagram/instagram-oauth.ts): read and set the listed website,
 * connect Instagram with a code from the local stand-in (a code is the viewer's only, expires,
 * cannot be forged), disconnect; the stand-in's authorize step only where DEV_TOOLS is "true".
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { UserSettings } from "~common/saving/instagram-upsell/schemas";
import { localInstagramOAuth } from "~worker/saving/instagram-upsell/instagram-oauth";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createPinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
});
afterAll(() => worker?.close());

const settings = (c: ApiClient) => c.get<UserSettings>("/v3/users/settings");

describe("GET and PATCH /v3/users/settings", () => {
  test("none at first; the listed website set, changed and removed; logged out 401; not a URL 400", async () => {
    const ana = await createPinner(worker, "Ana");
    expect(expectOk(await settings(ana.client))).toEqual({
      connected_to_instagram: false,
      listed_website_url: null,
      instagram_username: null,
    });
    expect(
      expectOk(await ana.client.patch<UserSettings>("/v3/users/settings", { listed_website_url: "https://www.instagram.com/ana.makes/" }))
        .listed_website_url,
    ).toBe("https://www.instagram.com/ana.makes/");
    expect(expectOk(await settings(ana.client)).listed_website_url).toBe("https://www.instagram.com/ana.makes/");
    expect(expectOk(await ana.client.patch<UserSettings>("/v3/users/settings", { listed_website_url: "" })).listed_website_url).toBeNull();
    expectApiError(await ana.client.patch("/v3/users/settings", { listed_website_url: "javascript:alert(1)" }), "BAD_REQUEST", {
      field: "listed_website_url",
    });
    expectApiError(await new ApiClient(worker).get("/v3/users/settings"), "AUTH_REQUIRED");
    // /v3/users/settings is not a username's profile.
    expectApiError(await ana.client.get("/v3/users/settings/"), "USER_NOT_FOUND");
  });
});

describe("connecting Instagram through the local stand-in", () => {
  test("a code from the stand-in connects the viewer's account; it is theirs only; disconnect", async () => {
    const [ana, ben] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben")]);
    const { code } = expectOk(await ana.client.post<{ code: string }>("/v3/dev/instagram/authorize/", { username: "ana.makes" }));
    expectApiError(await ben.client.post("/v3/users/settings/instagram/", { code }), "INSTAGRAM_CODE_INVALID", { field: "code" });
    expectApiError(await ana.client.post("/v3/users/settings/instagram/", { code: `${code.slice(0, -2)}xx` }), "INSTAGRAM_CODE_INVALID");
    expectApiError(
      await ana.client.post("/v3/users/settings/instagram/", { code: code.replace("ana.makes", "someone") }),
      "INSTAGRAM_CODE_INVALID",
    );
    expect(expectOk(await ana.client.post<UserSettings>("/v3/users/settings/instagram/", { code }))).toEqual({
      connected_to_instagram: true,
      listed_website_url: null,
      instagram_username: "ana.makes",
    });
    expect(expectOk(await ana.client.delete<UserSettings>("/v3/users/settings/instagram/")).connected_to_instagram).toBe(false);
    expectApiError(await ana.client.post("/v3/dev/instagram/authorize/", { username: "not valid!" }), "BAD_REQUEST", { field: "username" });
  });

  test("codes expire", async () => {
    const oauth = localInstagramOAuth("a-secret-of-at-least-32-characters-long");
    const code = await oauth.authorize("user-1", "ana", 1000);
    expect(await oauth.exchange("user-1", code, 1000)).toEqual({ username: "ana" });
    expect(await oauth.exchange("user-1", code, 1000 + 601)).toBeNull();
    expect(await oauth.exchange("user-2", code, 1000)).toBeNull();
  });

  test("the stand-in's authorize step is a developer route: 404 where DEV_TOOLS is off", async () => {
    const off = await startWorker();
    try {
      const p = await createPinner(off, "Cy");
      expectApiError(await p.client.post("/v3/dev/instagram/authorize/", { username: "cy" }), "NOT_FOUND");
    } finally {
      await off.close();
    }
  });
});
