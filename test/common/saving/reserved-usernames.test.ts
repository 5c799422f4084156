/**
 * The reserved usernames (common/saving/reserved-usernames.ts) are the top-level paths the product
 * serves, and the database refuses the same list (the triggers of migrations/0009_saving_user_counts.sql,
 * recreated by the newest migration that defines them, with the triggers later migrations add beside them).
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "vitest";
import { isReservedUsername, RESERVED_USERNAMES } from "~common/saving/reserved-usernames";

const MIGRATIONS = resolve(import.meta.dirname, "../../../migrations");
const SQL = readdirSync(MIGRATIONS)
  .filter((f) => f.endsWith(".sql"))
  .sort()
  .map((f) => readFileSync(resolve(MIGRATIONS, f), "utf8"));
/** The newest migration that (re)creates the triggers, and the later ones that add triggers beside them: those in force. */
const IN_FORCE = SQL.slice(SQL.findLastIndex((sql) => sql.includes("CREATE TRIGGER users_reserved_username_insert BEFORE")));
const ROUTES = readFileSync(resolve(import.meta.dirname, "../../../app/routes.ts"), "utf8");

test("the triggers in force refuse exactly the reserved list, on insert and on update", () => {
  const refused = (kind: "insert" | "update") =>
    IN_FORCE.flatMap((sql) =>
      [
        ...sql.matchAll(
          new RegExp(`CREATE TRIGGER users_reserved_username_${kind}\\w* [^]*?lower\\(NEW\\.username\\) IN \\(([^)]*)\\)`, "g"),
        ),
      ].flatMap((m) => [...m[1]!.matchAll(/'([^']+)'/g)].map((q) => q[1]!)),
    );
  for (const kind of ["insert", "update"] as const) expect(refused(kind).sort(), kind).toEqual([...RESERVED_USERNAMES].sort());
});

test("every top-level page path of app/routes.ts is reserved", () => {
  const tops = [...ROUTES.matchAll(/route\("([^"/:*]+)/g)].map((m) => m[1]!);
  expect(tops.length).toBeGreaterThan(5);
  for (const top of tops) expect(isReservedUsername(top), top).toBe(true);
});

test("the paths the brief names, the API and image prefixes are reserved, case-insensitively", () => {
  for (const name of [
    "login",
    "SIGNUP",
    "business",
    "_dev",
    "settings",
    "password",
    "add-account",
    "add-account-x",
    "ads",
    "advertiser",
    "search",
    "ideas",
    "offsite",
    "v3",
    "i",
    "me",
  ]) {
    expect(isReservedUsername(name), name).toBe(true);
  }
  for (const name of ["ana_costa", "demo", "pinner", "login2", "adsense"]) expect(isReservedUsername(name), name).toBe(false);
});
