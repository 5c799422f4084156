/**
 * Read replication (worker/platform/d1-sessions/, docs/decisions/032): every request reads through
 * a D1 session, and a request after the user's writes starts from their bookmark, so nobody misses
 * their own save. Local D1 has no replicas, so this Worker runs with the lagging-replica stand-in:
 * a second database that plays a replica, left lagging on the empty database it starts on. A read
 * that is not constrained by a bookmark lands there and sees none of the test's writes — the
 * controls below show it, so a bookmark that went missing would fail these tests. Pages carry the bookmark in the `pin_d1b`
 * cookie; the API's clients in the `X-D1-Bookmark` header (the API's own cookies are its contracts').
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Board } from "~common/saving/schemas";
import { ApiClient, expectOk, type ApiResult } from "../../../support/api-client";
import { createAccount, register, validSignup, viewer, type Account } from "../../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const COOKIE = "pin_d1b";
const HEADER = "X-D1-Bookmark";
/** D1's bookmark, then the Worker's MAC of it (a made-up one is ignored). */
const BOOKMARK = /^[0-9a-f]{8}(?:-[0-9a-f]{8}){2}-[0-9a-f]{32}\.[\w-]{22}$/;

let worker: RunningWorker;
let account: Account;
/** The account's latest bookmark, as an API client keeps it. */
let bookmark: string;

/** Keeps the bookmark of a write's answer (asserting it has one). */
function kept<T>(result: ApiResult<T>): T {
  const value = result.res.headers.get(HEADER);
  expect(value).toMatch(BOOKMARK);
  bookmark = value!;
  return expectOk(result);
}

const withBookmark = () => ({ headers: { [HEADER]: bookmark } });
const cookieSet = (res: Response) => res.headers.getSetCookie().some((c) => c.startsWith(`${COOKIE}=`));

beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" }, { laggingReplica: true });
  // Sign-up writes the user: its answer gives the first bookmark.
  const client = new ApiClient(worker);
  const payload = validSignup();
  const user = kept(await register(client, payload));
  account = { email: String(payload.email), password: String(payload.password), user, client };
});
afterAll(() => worker?.close());

describe("an API write answers with its bookmark", () => {
  it("in the X-D1-Bookmark header, D1's shape; no cookie beside the contract's own", async () => {
    const made = await account.client.post<Board>("/v3/boards/", { name: "Bookmark shape" }, withBookmark());
    kept(made);
    expect(cookieSet(made.res)).toBe(false);
  });

  it("each write moves it forward (D1's bookmarks sort oldest to newest)", async () => {
    const before = bookmark;
    kept(await account.client.post<Board>("/v3/boards/", { name: "Later board" }, withBookmark()));
    expect(bookmark > before).toBe(true);
  });

  it("reads set none, so their answers stay cacheable", async () => {
    for (const path of [`/v3/users/${account.user.username}/boards/`, "/v3/users/me/"]) {
      const { res } = await account.client.get(path, withBookmark());
      expect(res.headers.get(HEADER)).toBeNull();
      expect(cookieSet(res)).toBe(false);
    }
    const page = await worker.fetch("/login");
    expect(page.status).toBe(200);
    expect(cookieSet(page)).toBe(false);
  });
});

describe("the next request reads its own writes", () => {
  it("a new board is in the owner's next board list; without the bookmark the replica has none of it", async () => {
    const board = kept(await account.client.post<Board>("/v3/boards/", { name: "Weeknight dinners" }, withBookmark()));
    const mine = expectOk(await account.client.get<{ items: Board[] }>(`/v3/users/${account.user.username}/boards/`, withBookmark()));
    expect(mine.items.map((b) => b.id)).toContain(board.id);
    expect(expectOk(await viewer(account.client, withBookmark())).user?.id).toBe(account.user.id);

    // The control: the same client without its bookmark starts unconstrained, on the stale replica
    // (its cookie jar left as it is). Its session is still found: that read is the primary's
    // (docs/decisions/050), but the profile the replica has not seen is not.
    const unconstrained = { headers: { cookie: account.client.jar.header()! }, noJar: true };
    expect((await account.client.get(`/v3/users/${account.user.username}/boards/`, unconstrained)).status).toBe(404);
    expect(expectOk(await viewer(account.client, unconstrained)).user?.id).toBe(account.user.id);
  });

  it("someone else carrying the bookmark reads it too (it names a point in the database, not a person)", async () => {
    const path = `/v3/users/${account.user.username}/`;
    const anonymous = new ApiClient(worker);
    expect((await anonymous.get(path)).status).toBe(404); // logged out, unconstrained: the replica
    expect(expectOk(await anonymous.get(path, withBookmark()))).toMatchObject({ username: account.user.username });
  });

  it("a malformed bookmark is ignored (an unconstrained read), never an error", async () => {
    for (const bad of ["garbage", "0000002c-00000004", `${bookmark}x`, "first-primary"]) {
      const res = await new ApiClient(worker).get(`/v3/users/${account.user.username}/`, {
        headers: { cookie: `${COOKIE}=${bad}`, [HEADER]: bad },
        noJar: true,
      });
      expect(res.status).toBe(404);
    }
  });

  it("a request's own write is visible to its later reads (one session per request)", async () => {
    // Signing up writes the user and reads it back for its answer, all from an unconstrained start.
    const fresh = await createAccount(worker);
    expect(fresh.user.username).toMatch(/\w/);
  });
});

describe("pages carry it in a cookie", () => {
  it("a form action's write sets the cookie (HttpOnly, SameSite=Lax, an hour), and the next page reads it", async () => {
    const created = await worker.fetch("/board/create", {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: account.client.jar.header()!,
        [HEADER]: bookmark,
        origin: worker.url.origin,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ name: "Made on the page" }),
    });
    expect(created.status).toBe(302);
    const line = created.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`));
    expect(line).toMatch(/^pin_d1b=[0-9a-f-]+\.[\w-]{22}; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = `${account.client.jar.header()!}; ${line!.split(";")[0]}`;
    const boardPath = created.headers.get("location")!;

    const page = await worker.fetch(boardPath, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Made on the page");

    const stale = await worker.fetch(boardPath, { headers: { cookie: account.client.jar.header()! } });
    expect(stale.status).toBe(404);
  });
});
