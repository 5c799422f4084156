/**
 * The creator card (business.md §2, §3; worker/business/creator-card/, migration 0024): a Pin's pinner
 * with their follower count, verified badge and followedByMe (for the logged-in viewer, or for the
 * account a logged-out device remembers), the Pin's paid partnership with its status and partner;
 * a Pin the viewer may not see is 404.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { CreatorCard } from "~common/business/creator-card/schemas";
import type { Pin } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createBoard, createPin, createPinner, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let ana: Pinner;
let ben: Pinner;
let visitor: ApiClient;
let pin: Pin;
let secretPin: Pin;

const card = async (client: ApiClient, id = pin.id) => expectOk(await client.get<CreatorCard>(`/v3/pins/${id}/creator_card/`));

beforeAll(async () => {
  worker = await startWorker();
  [ana, ben] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben")]);
  visitor = new ApiClient(worker);
  const board = await createBoard(ana.client, { name: "Lamps" });
  const secret = await createBoard(ana.client, { name: "Secret", privacy: "secret" });
  pin = await createPin(ana.client, board.id, { title: "Brass lamp" });
  secretPin = await createPin(ana.client, secret.id, { title: "Hidden" });
}, 120_000);
afterAll(() => worker?.close());

describe("GET /v3/pins/{id}/creator_card/", () => {
  test("the pinner as the card shows them; no partnership", async () => {
    expect(await card(visitor)).toEqual({
      user: {
        entityId: ana.profile.id,
        followedByMe: false,
        fullName: ana.profile.full_name,
        imageMediumUrl: ana.profile.image_medium_url,
        username: ana.profile.username,
        isDefaultImage: true,
        avatarColorIndex: ana.profile.avatar_color_index,
        followerCount: 0,
        verified: false,
      },
      sponsorship: null,
    });
  });

  test("followedByMe and the follower count follow the viewer's follows", async () => {
    expectOk(await ben.client.post(`/v3/users/${ana.profile.username}/follow/`, {}));
    expect((await card(ben.client)).user).toMatchObject({ followedByMe: true, followerCount: 1 });
    expect((await card(visitor)).user).toMatchObject({ followedByMe: false, followerCount: 1 });
    expect((await card(ana.client)).user.followedByMe).toBe(false);
  });

  test("logged out on a device that remembers an account (limited login): followedByMe is that account's", async () => {
    const device = new ApiClient(worker);
    expectOk(await device.post("/v3/sessions/", { username_or_email: ben.email, password: ben.password }));
    expectOk(await device.delete("/v3/sessions/current/"));
    expect((await device.get<{ type: string }>("/v3/users/me/")).data?.type).toBe("LIMITED_LOGIN");
    expect((await card(device)).user.followedByMe).toBe(true);
  });

  test("the verified badge and a paid partnership with its status and partner (a business name first)", async () => {
    const env = await worker.env();
    await env.DB.prepare("UPDATE users SET verified = 1 WHERE id = ?").bind(ana.profile.id).run();
    await env.DB.prepare("UPDATE users SET account_type = 'business', business_name = 'Brass & Co' WHERE id = ?")
      .bind(ben.profile.id)
      .run();
    await env.DB.prepare("INSERT INTO pin_sponsorships (pin_id, sponsor_id, status, campaign_id, created_at) VALUES (?, ?, 1, 7, 0)")
      .bind(Number(pin.id), ben.profile.id)
      .run();
    const got = await card(visitor);
    expect(got.user.verified).toBe(true);
    expect(got.sponsorship).toEqual({
      status: 1,
      sponsor: { entityId: ben.profile.id, fullName: "Brass & Co", username: ben.profile.username },
      campaignId: "7",
    });
    // The status is sent whatever it is: the page decides whether the name is shown (0, 2, 3: not).
    await env.DB.prepare("UPDATE pin_sponsorships SET status = 2 WHERE pin_id = ?").bind(Number(pin.id)).run();
    expect((await card(visitor)).sponsorship?.status).toBe(2);
  });

  test("a secret board's Pin is 404 to anyone but its owner; so is a Pin that is not there; a bad id is 400", async () => {
    expectApiError(await visitor.get(`/v3/pins/${secretPin.id}/creator_card/`), "PIN_NOT_FOUND", { field: "id" });
    expectApiError(await ben.client.get(`/v3/pins/${secretPin.id}/creator_card/`), "PIN_NOT_FOUND", { field: "id" });
    expect((await card(ana.client, secretPin.id)).user.username).toBe(ana.profile.username);
    expectApiError(await visitor.get("/v3/pins/999999/creator_card/"), "PIN_NOT_FOUND");
    expectApiError(await visitor.get("/v3/pins/abc/creator_card/"), "BAD_REQUEST", { field: "id" });
  });
});
