/**
 * Why: `npm run deploy` applies D1 migrations before the new version takes traffic, so while it
 * rolls out (and after a rollback) the previous version runs on the new schema. A migration may
 * therefore only add: tables, indexes, triggers, nullable or defaulted columns, rows. Dropping or
 * renaming anything, or a NOT NULL column without a default (the old version's INSERTs leave it
 * out), would break the version still serving. Migrations up to BASELINE came before the rule.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { unstable_splitSqlQuery } from "wrangler";

/** The newest migration written before the rule; every later one is checked. */
export const BASELINE = "0050_promoted_delivery.sql";

const ALLOWED = [
  /^CREATE\s+(UNIQUE\s+)?INDEX\b/i,
  /^CREATE\s+TABLE\b/i,
  /^CREATE\s+VIRTUAL\s+TABLE\b/i,
  /^CREATE\s+TRIGGER\b/i,
  /^CREATE\s+VIEW\b/i,
  /^INSERT\b/i,
  /^UPDATE\b/i,
  /^ALTER\s+TABLE\s+\S+\s+ADD\s+(COLUMN\s+)?/i,
];

const stripComments = (sql: string) =>
  sql
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/--[^\n]*/g, "")
    .trim();

/** What is wrong with one migration's SQL under the only-adds rule (empty: nothing). */
export function migrationProblems(sql: string): string[] {
  const problems: string[] = [];
  for (const raw of unstable_splitSqlQuery(sql)) {
    const statement = stripComments(raw).replace(/\s+/g, " ");
    if (!statement) continue;
    const head = statement.slice(0, 80);
    if (!ALLOWED.some((re) => re.test(statement))) problems.push(`not an addition: ${head}`);
    else if (/^ALTER TABLE/i.test(statement) && /(?<!\bIS )\bNOT NULL\b/i.test(statement) && !/\bDEFAULT\b/i.test(statement)) {
      problems.push(`a NOT NULL column without a DEFAULT (the running version's INSERTs leave it out): ${head}`);
    }
  }
  return problems;
}

/** Every migration after BASELINE with its problems. */
export function checkMigrations(dir = resolve(import.meta.dirname, "../../migrations")): { file: string; problems: string[] }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql") && f > BASELINE)
    .sort()
    .map((file) => ({ file, problems: migrationProblems(readFileSync(resolve(dir, file), "utf8")) }));
}
