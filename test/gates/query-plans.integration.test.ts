/**
 * The hot reads' query plans (`npm run bench`'s targets: the email check, the home feed, a user's
 * boards, the board picker, search and autocomplete; and a Pin's comments). Each repository function runs on the real
 * schema (migrations/) through a D1 binding that records its statements; each statement's
 * `EXPLAIN QUERY PLAN` (with the same bound values) must reach every table through an index: a
 * SCAN of a table without one reads every row, and at 100,000 Pins that is the whole cost. CTEs,
 * subqueries and the FTS5 index's own virtual table are not tables and may be scanned, and so may
 * the small, bounded tables of SMALL_TABLES.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailExistsRoute } from "~common/auth/contracts";
import { autocompleteRoute, searchPinsRoute } from "~common/business/search/contracts";
import { boardPickerRoute, homeFeedRoute, userBoardsRoute } from "~common/saving/contracts";
import { emailExists } from "~worker/auth/users/users-repo";
import { autocomplete } from "~worker/business/search/autocomplete";
import { searchPins } from "~worker/business/search/search-pins";
import { boardPicker } from "~worker/saving/board-picker/board-picker";
import { listUserBoards } from "~worker/saving/boards/list-boards";
import { homeFeed } from "~worker/saving/feeds/pin-feeds";
import { pinCommentsRoute } from "~common/saving/comments/contracts";
import { addComment, listComments } from "~worker/saving/comments/comments-repo";
import { createBoard, createPin, createPinner, type Pinner } from "../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../support/worker-harness";

interface Recorded {
  sql: string;
  params: unknown[];
}

/** A D1 binding over `db` that records every statement it prepares, with its bound values. */
function recording(db: D1Database, log: Recorded[]): D1Database {
  const wrap = (sql: string, statement: D1PreparedStatement, params: unknown[]): D1PreparedStatement => {
    const entry = { sql, params };
    log.push(entry);
    return new Proxy(statement, {
      get(target, prop) {
        if (prop === "bind")
          return (...values: unknown[]) => {
            entry.params = values;
            return new Proxy(target.bind(...values), { get: (t, p) => (p === "__inner" ? t : Reflect.get(t, p, t)) });
          };
        if (prop === "__inner") return target;
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  };
  return {
    prepare: (sql: string) => wrap(sql, db.prepare(sql), []),
    batch: (statements: D1PreparedStatement[]) =>
      db.batch(statements.map((s) => ((s as unknown as { __inner?: D1PreparedStatement }).__inner ?? s) as D1PreparedStatement)),
    exec: (sql: string) => db.exec(sql),
    withSession: (c?: string) => db.withSession(c),
    dump: () => db.dump(),
  } as D1Database;
}

/**
 * Tables a hot read may scan whole, with why: their size is set by configuration, not by users.
 * search_advisories: the search advisories (business.md §3, a few dozen phrases at most), matched
 * as substrings of the query (instr), which no index can serve.
 */
const SMALL_TABLES = new Set(["search_advisories"]);

/**
 * The plan lines that read a whole table: `SCAN <name>` without an index, where the name (a table
 * or its alias) is not a CTE or subquery the plan materialises or runs as a co-routine, nor a
 * virtual table (FTS5), nor one of SMALL_TABLES.
 */
async function fullScans(db: D1Database, { sql, params }: Recorded): Promise<string[]> {
  const { results } = await db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  const details = results.map((r) => r.detail);
  const derived = new Set(details.flatMap((d) => /^(?:MATERIALIZE|CO-ROUTINE) (\S+)/.exec(d)?.[1] ?? []));
  return details.filter((detail) => {
    const scanned = /^SCAN (\S+)/.exec(detail)?.[1];
    if (scanned === undefined || derived.has(scanned) || SMALL_TABLES.has(scanned) || detail.startsWith("SCAN CONSTANT ROW")) return false;
    return !/USING (?:COVERING )?INDEX|VIRTUAL TABLE/.test(detail);
  });
}

let worker: RunningWorker;
let db: D1Database;
let pinner: Pinner;
let pinId: string;

beforeAll(async () => {
  worker = await startWorker();
  db = (await worker.env()).DB;
  pinner = await createPinner(worker, "quinn");
  const board = await createBoard(pinner.client, { name: "Weeknight dinners" });
  await createBoard(pinner.client, { name: "Secret soups", privacy: "secret" });
  pinId = (await createPin(pinner.client, board.id, { title: "Spicy soup for weeknights", description: "#soup in twenty minutes" })).id;
  await createPin(pinner.client, board.id, { title: "Weeknight tacos" });
});
afterAll(() => worker?.close());

const HOT_READS: [string, (db: D1Database) => Promise<unknown>][] = [
  ["GET /v3/register/exists/", (d) => emailExists(d, emailExistsRoute.request!.query!.parse({ email: pinner.email }).email)],
  ["GET /v3/feeds/home/", (d) => homeFeed(d, homeFeedRoute.request!.query!.parse({}))],
  [
    "GET /v3/users/{username}/boards/ (the owner)",
    (d) => listUserBoards(d, pinner.user.username, pinner.user.id, userBoardsRoute.request!.query!.parse({})),
  ],
  [
    "GET /v3/users/{username}/boards/ (someone else)",
    (d) => listUserBoards(d, pinner.user.username, null, userBoardsRoute.request!.query!.parse({})),
  ],
  [
    "GET /v3/board_picker/boards/",
    (d) => boardPicker(d, pinner.user.id, boardPickerRoute.request!.query!.parse({ pin_id: pinId, shortlist_suggestions: "2" })),
  ],
  ["GET /v3/search/pins/", (d) => searchPins(d, null, "US", searchPinsRoute.request!.query!.parse({ query: "weeknight" }))],
  [
    "GET /v3/search/pins/ (signed in, a misspelt word)",
    (d) => searchPins(d, pinner.user.id, "US", searchPinsRoute.request!.query!.parse({ query: "wekniht soup" })),
  ],
  ["GET /v3/search/autocomplete/", (d) => autocomplete(d, null, autocompleteRoute.request!.query!.parse({ term: "weekn" }))],
  [
    "GET /v3/pins/{id}/comments/",
    (d) => listComments(d, { id: Number(pinId), pinnerId: pinner.user.id }, pinner.user.id, pinCommentsRoute.request!.query!.parse({})),
  ],
  // The per-account count beside the insert (the author's comments of the last minute).
  ["POST /v3/pins/{id}/comments/", (d) => addComment(d, { id: Number(pinId), pinnerId: pinner.user.id }, pinner.user.id, "Looks good")],
];

describe("every hot read reaches its tables through indexes", () => {
  it.each(HOT_READS)("%s", async (_name, read) => {
    const log: Recorded[] = [];
    await read(recording(db, log));
    expect(log.length).toBeGreaterThan(0);
    const scans = (
      await Promise.all(
        log.map(async (r) => (await fullScans(db, r)).map((line) => `${line}  ←  ${r.sql.replace(/\s+/g, " ").slice(0, 160)}`)),
      )
    ).flat();
    expect(scans).toEqual([]);
  });

  it("the check itself finds a full scan", async () => {
    expect(await fullScans(db, { sql: "SELECT id FROM pins WHERE description LIKE ?", params: ["%soup%"] })).toEqual(["SCAN pins"]);
    expect(await fullScans(db, { sql: "SELECT p.id FROM pins p WHERE p.description LIKE ?", params: ["%soup%"] })).toEqual(["SCAN p"]);
  });
});
