/**
 * The platform's Idempotency-Key (worker/platform/idempotency/, docs/decisions/047): for every
 * create route, the same key and body sent again — one after the other, and several at once —
 * make exactly one thing and answer the first answer; the same key with another body is 422; a
 * key is its caller's (another session's same key is another request).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board, Pin } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk, type ApiResult } from "../../../support/api-client";
import { countUsersByEmail, validSignup } from "../../../support/auth-fixtures";
import { base64, createBoard, createPin, createPinner, dbValue, pngImage, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

let n = 0;
const newKey = () => `key-${Date.now()}-${++n}`;
const keyed = (key: string) => ({ headers: { "Idempotency-Key": key } });

/** One create route: who sends what, and how many of the things it makes exist. */
interface CreateCase {
  name: string;
  setup: () => Promise<{
    client: ApiClient;
    method: "POST" | "PUT";
    path: string;
    body: () => unknown;
    count: () => Promise<number>;
    /** A logged-out caller that keeps no cookie (a sign-up's answer would log it in). */
    anonymous?: boolean;
  }>;
}

const count =
  (sql: string, ...params: unknown[]) =>
  () =>
    dbValue<number>(worker, sql, ...params);

async function withBoard(): Promise<{ pinner: Pinner; board: Board }> {
  const pinner = await createPinner(worker);
  return { pinner, board: await createBoard(pinner.client, { name: `Board ${++n}` }) };
}

const CASES: CreateCase[] = [
  {
    name: "sign-up (POST /v3/register/)",
    setup: async () => {
      const body = validSignup();
      return {
        client: new ApiClient(worker),
        method: "POST",
        path: "/v3/register/",
        body: () => body,
        count: () => countUsersByEmail(worker, String(body.email)),
        anonymous: true,
      };
    },
  },
  {
    name: "a board (POST /v3/boards/)",
    setup: async () => {
      const pinner = await createPinner(worker);
      return {
        client: pinner.client,
        method: "POST",
        path: "/v3/boards/",
        body: () => ({ name: "Trips" }),
        count: count("SELECT COUNT(*) AS v FROM boards WHERE owner_id = ?", pinner.profile.id),
      };
    },
  },
  {
    name: "a section (POST /v3/boards/{id}/sections/)",
    setup: async () => {
      const { pinner, board } = await withBoard();
      return {
        client: pinner.client,
        method: "POST",
        path: `/v3/boards/${board.id}/sections/`,
        body: () => ({ name: "Spring" }),
        count: count("SELECT COUNT(*) AS v FROM board_sections WHERE board_id = ?", Number(board.id)),
      };
    },
  },
  {
    name: "a Pin from an image (POST /v3/pins/)",
    setup: async () => {
      const { pinner, board } = await withBoard();
      const body = { board_id: board.id, image_base64: base64(await pngImage(120, 180)), title: "Lamp" };
      return {
        client: pinner.client,
        method: "POST",
        path: "/v3/pins/",
        body: () => body,
        count: count("SELECT COUNT(*) AS v FROM pins WHERE board_id = ?", Number(board.id)),
      };
    },
  },
  {
    name: "a save of another's Pin (POST /v3/pins/ with pin_id), counts included",
    setup: async () => {
      const { pinner: author, board: theirs } = await withBoard();
      const pin = await createPin(author.client, theirs.id);
      const { pinner, board } = await withBoard();
      return {
        client: pinner.client,
        method: "POST",
        path: "/v3/pins/",
        body: () => ({ board_id: board.id, pin_id: pin.id }),
        count: async () => {
          const saves = await count("SELECT COUNT(*) AS v FROM pins WHERE board_id = ?", Number(board.id))();
          const counted = (expectOk(await pinner.client.get<Board>(`/v3/boards/${board.id}/`)) as Board & { pin_count: number }).pin_count;
          expect(counted).toBe(saves);
          return saves;
        },
      };
    },
  },
  {
    name: "a comment (POST /v3/pins/{id}/comments/)",
    setup: async () => {
      const { pinner, board } = await withBoard();
      const pin: Pin = await createPin(pinner.client, board.id);
      return {
        client: pinner.client,
        method: "POST",
        path: `/v3/pins/${pin.id}/comments/`,
        body: () => ({ text: "Lovely" }),
        count: count("SELECT COUNT(*) AS v FROM pin_comments WHERE pin_id = ?", Number(pin.id)),
      };
    },
  },
  {
    name: "a follow (POST /v3/users/{username}/follow/)",
    setup: async () => {
      const [fan, star] = await Promise.all([createPinner(worker), createPinner(worker)]);
      return {
        client: fan.client,
        method: "POST",
        path: `/v3/users/${star.profile.username}/follow/`,
        body: () => ({}),
        count: count("SELECT COUNT(*) AS v FROM follows WHERE followee_id = ?", star.profile.id),
      };
    },
  },
  {
    name: "board invites (POST /v3/boards/{id}/invites/), their email included",
    setup: async () => {
      const { pinner, board } = await withBoard();
      const email = `invitee-${++n}@example.com`;
      return {
        client: pinner.client,
        method: "POST",
        path: `/v3/boards/${board.id}/invites/`,
        body: () => ({ emails: [email] }),
        count: count("SELECT COUNT(*) AS v FROM board_invites WHERE board_id = ?", Number(board.id)),
      };
    },
  },
  {
    name: "an invite's acceptance (POST /v3/boards/{id}/invites/{user_id}/accept/)",
    setup: async () => {
      const { pinner: owner, board } = await withBoard();
      const invitee = await createPinner(worker);
      expectOk(await owner.client.post(`/v3/boards/${board.id}/invites/`, { user_ids: [invitee.profile.id] }));
      return {
        client: invitee.client,
        method: "POST",
        path: `/v3/boards/${board.id}/invites/${invitee.profile.id}/accept/`,
        body: () => ({}),
        count: count("SELECT COUNT(*) AS v FROM board_collaborators WHERE board_id = ?", Number(board.id)),
      };
    },
  },
  {
    name: "a conversion tag (POST /ads/v4/advertisers/{id}/conversion_tags/)",
    setup: async () => {
      const pinner = await createPinner(worker);
      const { advertiser } = expectOk(
        await pinner.client.post<{ advertiser: { id: string } }>("/v3/business/convert/", { business_name: "Tags & co", country: "US" }),
      );
      return {
        client: pinner.client,
        method: "POST",
        path: `/ads/v4/advertisers/${advertiser.id}/conversion_tags/`,
        body: () => ({ name: "Checkout" }),
        count: count("SELECT COUNT(*) AS v FROM conversion_tags WHERE advertiser_id = ?", Number(advertiser.id)),
      };
    },
  },
  {
    name: "a business account (POST /v3/business/convert/)",
    setup: async () => {
      const pinner = await createPinner(worker);
      return {
        client: pinner.client,
        method: "POST",
        path: "/v3/business/convert/",
        body: () => ({ business_name: "Lamps & co", country: "US" }),
        count: count("SELECT COUNT(*) AS v FROM advertisers WHERE owner_user_id = ?", pinner.profile.id),
      };
    },
  },
];

const send = (
  c: { client: ApiClient; method: string; path: string; anonymous?: boolean },
  body: unknown,
  key?: string,
): Promise<ApiResult> => c.client.request(c.method, c.path, body, { ...(key ? keyed(key) : {}), noJar: c.anonymous === true });

describe.each(CASES)("$name", ({ setup }) => {
  test("the same key again answers the first answer and makes nothing more; another body with it is 422", async () => {
    const c = await setup();
    const key = newKey();
    const first = await send(c, c.body(), key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await c.count()).toBe(1);
    const again = await send(c, c.body(), key);
    expect(again.status).toBe(200);
    expect(again.res.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await c.count()).toBe(1);
    expectApiError(await send(c, { ...(c.body() as object), extra_field_for_the_hash: 1 }, key), "IDEMPOTENCY_KEY_MISMATCH", {
      field: "Idempotency-Key",
    });
    expect(await c.count()).toBe(1);
  });

  test("the same key sent 4 times at once makes one thing; every answer is the same", async () => {
    const c = await setup();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 4 }, () => send(c, c.body(), key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await c.count()).toBe(1);
  });
});

describe("the key's rules", () => {
  test("without a key, each call is its own; a key is its caller's: another session's same key makes another thing", async () => {
    const [a, b] = await Promise.all([createPinner(worker), createPinner(worker)]);
    expectOk(await a.client.post("/v3/boards/", { name: "One" }));
    expectApiError(await a.client.post("/v3/boards/", { name: "One" }), "BOARD_NAME_TAKEN");
    const shared = newKey();
    const mine = expectOk(await a.client.post<Board>("/v3/boards/", { name: "Shared" }, keyed(shared)));
    const theirs = expectOk(await b.client.post<Board>("/v3/boards/", { name: "Shared" }, keyed(shared)));
    expect(theirs.id).not.toBe(mine.id);
  });

  test("a client mistake is kept like any answer: the same bad request again answers the same 4xx", async () => {
    const pinner = await createPinner(worker);
    const key = newKey();
    const first = await pinner.client.post("/v3/boards/", { name: "" }, keyed(key));
    expect(first.status).toBe(400);
    const again = await pinner.client.post("/v3/boards/", { name: "" }, keyed(key));
    expect(again.body).toEqual(first.body);
    expect(again.res.headers.get("Idempotent-Replayed")).toBe("true");
  });

  test('a "try again" answer that wrote nothing is not kept: once the name is free, the same key makes the board', async () => {
    const pinner = await createPinner(worker);
    const holder = expectOk(await pinner.client.post<Board>("/v3/boards/", { name: "Taken" }));
    const key = newKey();
    expectApiError(await pinner.client.post("/v3/boards/", { name: "Taken" }, keyed(key)), "BOARD_NAME_TAKEN");
    expectOk(await pinner.client.patch(`/v3/boards/${holder.id}/`, { name: "Renamed" }));
    const made = await pinner.client.post<Board>("/v3/boards/", { name: "Taken" }, keyed(key));
    expectOk(made);
    expect(made.res.headers.get("Idempotent-Replayed")).toBeNull();
    const again = await pinner.client.post<Board>("/v3/boards/", { name: "Taken" }, keyed(key));
    expect([again.res.headers.get("Idempotent-Replayed"), expectOk(again).id]).toEqual(["true", expectOk(made).id]);
  });

  test("a malformed key is 400 naming the header, before anything runs; reads ignore the header", async () => {
    const pinner = await createPinner(worker);
    expectApiError(await pinner.client.post("/v3/boards/", { name: "X" }, keyed("has space")), "BAD_REQUEST", { field: "Idempotency-Key" });
    expectApiError(await pinner.client.post("/v3/boards/", { name: "X" }, keyed("x".repeat(256))), "BAD_REQUEST", {
      field: "Idempotency-Key",
    });
    expect(await dbValue<number>(worker, "SELECT COUNT(*) AS v FROM boards WHERE owner_id = ?", pinner.profile.id)).toBe(0);
    const read = await pinner.client.get(`/v3/users/${pinner.profile.username}/`, keyed("has space"));
    expect(read.status).toBe(200);
  });

  test("a sign-up's replay sets the same session again; the table never holds the cookie in the clear", async () => {
    const client = new ApiClient(worker);
    const body = validSignup();
    const key = newKey();
    const first = await client.post("/v3/register/", body, { ...keyed(key), noJar: true });
    const again = await client.post("/v3/register/", body, { ...keyed(key), noJar: true });
    const cookies = (r: ApiResult) => r.res.headers.getSetCookie().filter((c) => c.startsWith("pin_sess="));
    expect(cookies(first)).toHaveLength(1);
    expect(cookies(again)).toEqual(cookies(first));
    const token = cookies(first)[0]!.split(";")[0]!.split("=")[1]!;
    const stored = await dbValue<string>(worker, "SELECT group_concat(response, '|') AS v FROM idempotency_keys");
    expect(stored).not.toContain(token);
    // A client that kept the cookie but lost the body: logged in now, the same key and body still replay.
    const kept = await client.post("/v3/register/", body, {
      ...keyed(key),
      headers: { ...keyed(key).headers, cookie: cookies(first)[0]!.split(";")[0]! },
    });
    expect(kept.body).toEqual(first.body);
    expect(await countUsersByEmail(worker, String(body.email))).toBe(1);
  });
});
