/**
 * Acting for an ad account across saving (saving.md §6, business.md §4) against the built Worker:
 * advertiser_id on the picker and board create (the board is protected, the picker lists the ad
 * account's boards), orbac_subject_id on board read, board create and section create, each checked
 * server-side against the viewer's access (403 envelope otherwise).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board, BoardPicker } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createBusiness, type BusinessAccount } from "../../../support/business-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let owner: BusinessAccount;
let manager: BusinessAccount;
let analyst: BusinessAccount;
let strict: BusinessAccount;
let stranger: BusinessAccount;

beforeAll(async () => {
  worker = await startWorker();
  const made = await Promise.all(["olga", "mia", "ann", "stu", "sid"].map((first) => createBusiness(worker, { first })));
  [owner, manager, analyst, strict, stranger] = made as [
    BusinessAccount,
    BusinessAccount,
    BusinessAccount,
    BusinessAccount,
    BusinessAccount,
  ];
  for (const [who, permissions, mfa] of [
    [manager, ["CAMPAIGN_MANAGER"], false],
    [analyst, ["ANALYST"], false],
    [strict, ["ADMIN"], true],
  ] as const) {
    expectOk(await owner.client.put("/vx/business_access/members/", { username: who.user.username, permissions, mfa_required: mfa }));
  }
});
afterAll(() => worker?.close());

const picker = (client: ApiClient, query = "") => client.get<BoardPicker>(`/v3/board_picker/boards/${query}`);

describe("advertiser_id: acting for an ad account", () => {
  test("a board made for the ad account is protected: listed in the picker for it, not on the profile to others, readable by id", async () => {
    const a = owner.advertiser.id;
    expectOk(await manager.client.post<Board>("/v3/boards/", { name: "Everyday" }));
    const made = expectOk(await manager.client.post<Board>("/v3/boards/", { name: "Olga launch", privacy: "secret", advertiser_id: a }));
    expect(made.privacy).toBe("protected");
    expect(made.owner.id).toBe(manager.user.id);
    expect(expectOk(await picker(manager.client, `?advertiser_id=${a}`)).all_boards.map((b) => b.name)).toEqual(["Olga launch"]);
    expect(
      expectOk(await picker(manager.client))
        .all_boards.map((b) => b.name)
        .sort(),
    ).toEqual(["Everyday", "Olga launch"]);
    // Not listed on the person's profile to anyone else (saving.md §6), but there for its owner.
    const visitor = new ApiClient(worker);
    const listed = expectOk(await visitor.get<{ items: Board[] }>(`/v3/users/${manager.user.username}/boards/`)).items.map((b) => b.name);
    expect(listed).toEqual(["Everyday"]);
    const own = expectOk(await manager.client.get<{ items: Board[] }>(`/v3/users/${manager.user.username}/boards/`)).items.map(
      (b) => b.name,
    );
    expect(own.sort()).toEqual(["Everyday", "Olga launch"]);
    expect(expectOk(await visitor.get<Board>(`/v3/boards/${made.id}/`)).privacy).toBe("protected");
    // The owner of the ad account acts for it too.
    expect(expectOk(await owner.client.post<Board>("/v3/boards/", { name: "Own launch", advertiser_id: a })).privacy).toBe("protected");
  });

  test("refused: a stranger, an analyst (reads only), an unmet MFA requirement → 403; an unknown ad account → 404; nothing made", async () => {
    const a = owner.advertiser.id;
    for (const who of [stranger, analyst, strict]) {
      expectApiError(await picker(who.client, `?advertiser_id=${a}`), "ADVERTISER_ACCESS_DENIED", { field: "advertiserId" });
      expectApiError(await who.client.post("/v3/boards/", { name: "Sneaky", advertiser_id: a }), "ADVERTISER_ACCESS_DENIED");
      const names = expectOk(await picker(who.client)).all_boards.map((b) => b.name);
      expect(names).not.toContain("Sneaky");
    }
    expectApiError(await picker(manager.client, "?advertiser_id=999999"), "ADVERTISER_NOT_FOUND");
    expectApiError(await picker(manager.client, "?advertiser_id=abc"), "BAD_REQUEST", { field: "advertiser_id" });
  });
});

describe("orbac_subject_id: acting as a business profile", () => {
  test("board create, section create and board read as the profile; 403 for whoever may not act as it", async () => {
    const o = owner.user.id;
    const board = expectOk(
      await manager.client.post<Board>("/v3/boards/", { name: "Made for Olga", privacy: "secret", orbac_subject_id: o }),
    );
    expect(board.owner.id).toBe(o);
    expect(board.privacy).toBe("secret");
    // Read as the profile: the secret board is there; as themselves it is not.
    expect(expectOk(await manager.client.get<Board>(`/v3/boards/${board.id}/?orbac_subject_id=${o}`)).name).toBe("Made for Olga");
    expectApiError(await manager.client.get(`/v3/boards/${board.id}/`), "BOARD_NOT_FOUND");
    const section = expectOk(
      await manager.client.post<{ title: string }>(`/v3/boards/${board.id}/sections/`, { name: "Spring", orbac_subject_id: o }),
    );
    expect(section.title).toBe("Spring");
    expectApiError(await manager.client.post(`/v3/boards/${board.id}/sections/`, { name: "Summer" }), "BOARD_NOT_FOUND");

    for (const who of [stranger, analyst, strict]) {
      expectApiError(await who.client.post("/v3/boards/", { name: "Nope", orbac_subject_id: o }), "ACTING_AS_FORBIDDEN", {
        field: "orbac_subject_id",
      });
      expectApiError(await who.client.get(`/v3/boards/${board.id}/?orbac_subject_id=${o}`), "ACTING_AS_FORBIDDEN");
      expectApiError(
        await who.client.post(`/v3/boards/${board.id}/sections/`, { name: "Nope", orbac_subject_id: o }),
        "ACTING_AS_FORBIDDEN",
      );
    }
    // Their own id is always fine; a visitor asking as someone is 401.
    expect(expectOk(await stranger.client.post<Board>("/v3/boards/", { name: "Mine", orbac_subject_id: stranger.user.id })).owner.id).toBe(
      stranger.user.id,
    );
    expectApiError(await new ApiClient(worker).get(`/v3/boards/${board.id}/?orbac_subject_id=${o}`), "AUTH_REQUIRED");
  });
});
