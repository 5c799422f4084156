/**
 * The reserved usernames (common/saving/reserved-usernames.ts) are the top-level paths the product
 * serves, and the database refuses the same list (the triggers of migrations/0009_saving_user_counts.sql,
 * recreated by the newest migration that defines them).
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "vitest";
import { isReservedUsername, RESERVED_USERNAMES } from "~common/saving/reserved-usernames";

const MIGRATIONS = resolve(import.meta.dirname, "../../../migrations");
/** The newest migration that (re)creates the triggers: the one in force. */
const MIGRATION = readdirSync(MIGRATIONS)
  .filter((f) => f.endsWith(".sql"))
  .sort()
  .map((f) => readFileSync(resolve(MIGRATIONS, f), "utf8"))
  .filter((sql) => sql.includes("CREATE TRIGGER users_reserved_username_insert"))
  .at(-1)!;
const ROUTES = readFileSync(resolve(import.meta.dirname, "../../../app/routes.ts"), "utf8");

test("both triggers of the migration refuse exactly the reserved list", () => {
  const lists = [...MIGRATION.matchAll(/lower\(NEW\.username\) IN \(([^)]*)\)/g)].map((m) =>
    [...m[1]!.matchAll(/'([^']+)'/g)].map((q) => q[1]).sort(),
  );
  expect(lists).toHaveLength(2);
  for (const list of lists) expect(list).toEqual([...RESERVED_USERNAMES].sort());
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
