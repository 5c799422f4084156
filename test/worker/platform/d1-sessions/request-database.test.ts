import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { isWriteSql, primaryOf } from "~worker/platform/d1-sessions";
import { observedD1 } from "~worker/platform/faults";
import { bookmarkCookie, openRequestDatabase, requestBookmark, signBookmark } from "~worker/platform/d1-sessions/request-database";

const BOOKMARK = "0000002c-00000004-00005018-5e64a4b7c0f74c2d9c8d5a4b3e2f1a0b";

/** wrangler.toml's [vars] (the bookmark's MAC is keyed by its DEVICE_COOKIE_SECRET). */
const VARS = (() => {
  const toml = readFileSync(resolve(import.meta.dirname, "../../../../wrangler.toml"), "utf8");
  const section = toml.split(/^\[vars\]$/m)[1]!.split(/^\[/m)[0]!;
  return Object.fromEntries([...section.matchAll(/^(\w+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1]!, m[2]!]));
})();
const ENV = VARS as unknown as Env;
const SIGNED = signBookmark(ENV, BOOKMARK);

describe("isWriteSql", () => {
  it.each([
    ["SELECT * FROM boards", false],
    ["  -- the viewer's boards\n  select id FROM boards", false],
    ["/* plan */ EXPLAIN QUERY PLAN SELECT 1", false],
    ["WITH recent AS (SELECT id, deleted_at, updated_at FROM pins) SELECT * FROM recent", false],
    ["PRAGMA table_info(pins)", false],
    ["INSERT INTO boards (id) VALUES (?)", true],
    ["insert or ignore into follows VALUES (?, ?)", true],
    ["UPDATE users SET updated_at = ?", true],
    ["DELETE FROM sessions", true],
    ["REPLACE INTO counters VALUES (?)", true],
    ["WITH doomed AS (SELECT id FROM pins) DELETE FROM pins WHERE id IN doomed", true],
    ["CREATE TABLE t (x)", true],
  ])("%s → %s", (sql, write) => expect(isWriteSql(sql)).toBe(write));
});

describe("requestBookmark", () => {
  const request = (headers: Record<string, string>) => new Request("https://pins.example/", { headers });

  it("reads the header first, then the cookie (with or without the __Host- prefix)", () => {
    const other = BOOKMARK.replace(/^0000002c/, "0000002d");
    const signedOther = signBookmark(ENV, other);
    expect(requestBookmark(request({ "X-D1-Bookmark": SIGNED, cookie: `pin_d1b=${signedOther}` }), ENV)).toBe(BOOKMARK);
    expect(requestBookmark(request({ cookie: `a=b; pin_d1b=${signedOther}` }), ENV)).toBe(other);
    expect(requestBookmark(request({ cookie: `__Host-pin_d1b=${signedOther}; a=b` }), ENV)).toBe(other);
  });

  it("ignores anything not shaped like D1's bookmarks (constraints included)", () => {
    for (const bad of ["first-primary", "first-unconstrained", "", "x".repeat(4000), `${BOOKMARK}0`, BOOKMARK.toUpperCase()]) {
      expect(requestBookmark(request({ "X-D1-Bookmark": bad, cookie: `pin_d1b=${bad}` }), ENV)).toBeNull();
    }
    expect(requestBookmark(request({}), ENV)).toBeNull();
  });

  it("ignores a bookmark the Worker did not sign: bare, made up, altered, or signed with another secret", () => {
    const later = "ffffffff-ffffffff-ffffffff-ffffffffffffffffffffffffffffffff";
    const elsewhere = signBookmark(
      { ...VARS, DEVICE_COOKIE_SECRET: "another-deployment-secret-0123456789abcdef" } as unknown as Env,
      BOOKMARK,
    );
    for (const forged of [
      BOOKMARK,
      `${later}.${SIGNED.split(".")[1]}`,
      `${SIGNED.slice(0, -1)}${SIGNED.endsWith("A") ? "B" : "A"}`,
      elsewhere,
      `${SIGNED}.x`,
    ]) {
      expect(requestBookmark(request({ "X-D1-Bookmark": forged, cookie: `pin_d1b=${forged}` }), ENV), forged).toBeNull();
    }
  });
});

describe("bookmarkCookie", () => {
  it("is __Host- prefixed and Secure over https, plain over http, always HttpOnly and Lax", () => {
    expect(bookmarkCookie("https://pins.example/pin/1/", BOOKMARK)).toBe(
      `__Host-pin_d1b=${BOOKMARK}; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(bookmarkCookie("http://127.0.0.1:8787/", BOOKMARK)).toBe(`pin_d1b=${BOOKMARK}; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax`);
  });
});

/** A D1 binding that records the sessions it opens and answers from nothing. */
function recordingD1() {
  const starts: string[] = [];
  let bookmark: string | null = null;
  const statement = { bind: () => statement, run: async () => ({}), first: async () => null } as unknown as D1PreparedStatement;
  const db = {
    withSession(start: string) {
      starts.push(start);
      return {
        prepare: (sql: string) => {
          if (!sql.startsWith("SELECT")) bookmark = BOOKMARK;
          return statement;
        },
        batch: async () => [],
        getBookmark: () => bookmark,
      };
    },
  } as unknown as D1Database;
  return { db, starts };
}

describe("openRequestDatabase", () => {
  const env = (db: D1Database) => ({ ...VARS, DB: db }) as unknown as Env;

  it("starts unconstrained without a bookmark, from the bookmark with one", () => {
    const { db, starts } = recordingD1();
    openRequestDatabase(new Request("http://x/"), env(db));
    openRequestDatabase(new Request("http://x/", { headers: { cookie: `pin_d1b=${SIGNED}` } }), env(db));
    expect(starts).toEqual(["first-unconstrained", BOOKMARK]);
  });

  it("answers with the bookmark only when the request wrote (a cookie for pages, the header always)", async () => {
    const { db } = recordingD1();
    const reading = openRequestDatabase(new Request("http://x/"), env(db));
    await reading.env.DB.prepare("SELECT 1").first();
    const read = reading.finish(new Response("ok"), { api: false });
    expect(read.headers.get("Set-Cookie")).toBeNull();
    expect(read.headers.get("X-D1-Bookmark")).toBeNull();

    const writing = openRequestDatabase(new Request("http://x/"), env(db));
    await writing.env.DB.prepare("INSERT INTO t VALUES (1)").run();
    const page = writing.finish(new Response("ok"), { api: false });
    expect(page.headers.get("Set-Cookie")).toContain(`pin_d1b=${SIGNED}`);
    expect(page.headers.get("X-D1-Bookmark")).toBe(SIGNED);
    // The API's answers keep their contracts' cookies: the header only.
    const api = writing.finish(new Response("ok"), { api: true });
    expect(api.headers.get("Set-Cookie")).toBeNull();
    expect(api.headers.get("X-D1-Bookmark")).toBe(SIGNED);
  });

  it("refuses exec(), which would run outside the session", async () => {
    const { db } = recordingD1();
    await expect(openRequestDatabase(new Request("http://x/"), env(db)).env.DB.exec("DELETE FROM t")).rejects.toThrow(/session/);
  });
});

describe("primaryOf", () => {
  const env = (db: D1Database) => ({ ...VARS, DB: db }) as unknown as Env;

  it("reads through a first-primary session of the request's binding, one call a read, counted", async () => {
    const { db, starts } = recordingD1();
    const request = openRequestDatabase(new Request("http://x/"), env(db));
    const counter = { calls: 0, statements: 0 };
    const primary = primaryOf(
      observedD1(request.env.DB, (_kind, statements) => {
        counter.calls += 1;
        counter.statements += statements;
        return undefined;
      }),
    );
    await primary.prepare("SELECT 1").first();
    await primary.batch([primary.prepare("SELECT 1"), primary.prepare("SELECT 2")]);
    expect(starts).toEqual(["first-unconstrained", "first-primary"]);
    expect(counter).toEqual({ calls: 2, statements: 3 });
  });

  it("refuses writes, which belong to the request's session (its bookmark)", () => {
    const { db } = recordingD1();
    expect(() => primaryOf(db).prepare("UPDATE users SET name = 'x'")).toThrow(/for reads/);
  });
});
