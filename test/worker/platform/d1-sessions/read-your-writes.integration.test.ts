/**
 * Read replication (worker/platform/d1-sessions/, docs/decisions/032): every request reads through
 * a D1 session, and a request after the user's writes starts from their bookmark, so nobody misses
 * their own save. Local D1 has no replicas, so this Worker runs with the lagging-replica stand-in:
 * a second database that plays a replica which never catches up. A read that is not constrained
 * by a bookmark lands there and sees none of the test's writes — the controls below show it, so a
 * bookmark that went missing would fail these tests.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Board } from "~common/saving/schemas";
import { ApiClient, expectOk } from "../../../support/api-client";
import { createAccount, expectAuthenticatedAs, viewer, type Account } from "../../../support/auth-fixtures";
import { createBoard } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const COOKIE = "pin_d1b";
const HEADER = "X-D1-Bookmark";
const BOOKMARK = /^[0-9a-f]{8}(?:-[0-9a-f]{8}){2}-[0-9a-f]{32}$/;

let worker: RunningWorker;
let account: Account;

beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" }, { laggingReplica: true });
  account = await createAccount(worker);
});
afterAll(() => worker?.close());

/** The jar's cookies without the bookmark: the same browser, had the bookmark been lost. */
const withoutBookmark = (client: ApiClient) =>
  (client.jar.header() ?? "")
    .split("; ")
    .filter((c) => !c.startsWith(`${COOKIE}=`))
    .join("; ");

const bookmarkSet = (res: Response) => res.headers.getSetCookie().some((c) => c.startsWith(`${COOKIE}=`));

describe("a write answers with its bookmark", () => {
  it("sign-up set the bookmark cookie (HttpOnly, SameSite=Lax, an hour) and the header, in D1's shape", async () => {
    const res = await worker.fetch("/v3/register/", { method: "POST" }); // refused: no write, no bookmark
    expect(bookmarkSet(res)).toBe(false);
    expect(account.client.jar.get(COOKIE)).toMatch(BOOKMARK);
    const made = await account.client.post<Board>("/v3/boards/", { name: "Bookmark shape" });
    expectOk(made);
    const line = made.res.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`));
    expect(line).toMatch(/; Max-Age=3600; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(made.res.headers.get(HEADER)).toBe(account.client.jar.get(COOKIE));
  });

  it("each write moves the bookmark forward (D1's bookmarks sort oldest to newest)", async () => {
    const before = account.client.jar.get(COOKIE)!;
    await createBoard(account.client, { name: "Later board" });
    const after = account.client.jar.get(COOKIE)!;
    expect(after > before).toBe(true);
  });

  it("reads set no bookmark, so their answers stay cacheable", async () => {
    const reads = [await account.client.get(`/v3/users/${account.user.username}/boards/`), await account.client.get("/v3/users/me/")];
    for (const { res } of reads) {
      expect(bookmarkSet(res)).toBe(false);
      expect(res.headers.get(HEADER)).toBeNull();
    }
    const page = await worker.fetch("/login");
    expect(page.status).toBe(200);
    expect(bookmarkSet(page)).toBe(false);
  });
});

describe("the next request reads its own writes", () => {
  it("a new board is in the owner's next board list; without the bookmark the replica has none of it", async () => {
    const board = await createBoard(account.client, { name: "Weeknight dinners" });
    const mine = expectOk(await account.client.get<{ items: Board[] }>(`/v3/users/${account.user.username}/boards/`));
    expect(mine.items.map((b) => b.id)).toContain(board.id);
    await expectAuthenticatedAs(account.client, account.user.id);

    // The control: the same browser without its bookmark starts unconstrained, on the stale replica.
    const stale = await account.client.get(`/v3/users/${account.user.username}/boards/`, {
      headers: { cookie: withoutBookmark(account.client) },
      noJar: true,
    });
    expect(stale.status).toBe(404);
  });

  it("an API client without cookies carries the bookmark in the X-D1-Bookmark header", async () => {
    const path = `/v3/users/${account.user.username}/`;
    const anonymous = new ApiClient(worker);
    expect((await anonymous.get(path)).status).toBe(404); // logged out, unconstrained: the replica
    const withHeader = await anonymous.get(path, { headers: { [HEADER]: account.client.jar.get(COOKIE)! } });
    expect(expectOk(withHeader)).toMatchObject({ username: account.user.username });
  });

  it("a malformed bookmark is ignored (an unconstrained read), never an error", async () => {
    for (const bad of ["garbage", "0000002c-00000004", `${account.client.jar.get(COOKIE)}x`, "first-primary"]) {
      const res = await new ApiClient(worker).get(`/v3/users/${account.user.username}/`, {
        headers: { cookie: `${COOKIE}=${bad}`, [HEADER]: bad },
        noJar: true,
      });
      expect(res.status).toBe(404);
    }
  });

  it("a request's own write is visible to its later reads (one session per request)", async () => {
    // Signing up writes the user and reads it back for the answer, all from an unconstrained start.
    const fresh = await createAccount(worker);
    await expectAuthenticatedAs(fresh.client, fresh.user.id);
    const stale = await viewer(fresh.client, { headers: { cookie: withoutBookmark(fresh.client) }, noJar: true });
    expect(expectOk(stale).user).toBeNull();
  });
});

describe("pages share the request's session", () => {
  it("a form action's write sets the bookmark, and the next page reads it", async () => {
    const form = new URLSearchParams({ name: "Made on the page" });
    const created = await worker.fetch("/board/create", {
      method: "POST",
      redirect: "manual",
      headers: { cookie: account.client.jar.header()!, origin: worker.url.origin, "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    expect(created.status).toBe(302);
    account.client.jar.absorb(created);
    expect(bookmarkSet(created)).toBe(true);
    const boardPath = created.headers.get("location")!;

    const page = await worker.fetch(boardPath, { headers: { cookie: account.client.jar.header()! } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Made on the page");

    const stale = await worker.fetch(boardPath, { headers: { cookie: withoutBookmark(account.client) } });
    expect(stale.status).toBe(404);
  });
});
