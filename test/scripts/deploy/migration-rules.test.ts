/** Migrations only add (scripts/deploy/migration-rules.ts): the previous version keeps working on the new schema. */
import { describe, expect, test } from "vitest";
import { checkMigrations, migrationProblems } from "../../../scripts/deploy/migration-rules";

test("every migration after the baseline only adds", () => {
  expect(checkMigrations().filter((m) => m.problems.length > 0)).toEqual([]);
});

describe("migrationProblems", () => {
  test("additions pass", () => {
    const sql = `-- a comment
      CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
      CREATE UNIQUE INDEX t_name ON t (name);
      ALTER TABLE pins ADD COLUMN alt_text TEXT;
      ALTER TABLE pins ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE users ADD COLUMN due_at INTEGER CHECK (due_at IS NULL OR hidden_at IS NOT NULL);
      INSERT INTO t (name) VALUES ('a; b');
      UPDATE pins SET hidden = 0 WHERE hidden IS NULL;`;
    expect(migrationProblems(sql)).toEqual([]);
  });

  test.each([
    ["DROP TABLE pins;", "not an addition"],
    ["ALTER TABLE pins RENAME TO old_pins;", "not an addition"],
    ["ALTER TABLE pins RENAME COLUMN title TO name;", "not an addition"],
    ["ALTER TABLE pins DROP COLUMN title;", "not an addition"],
    ["DROP INDEX pins_board;", "not an addition"],
    ["DELETE FROM pins;", "not an addition"],
    ["ALTER TABLE pins ADD COLUMN alt_text TEXT NOT NULL;", "NOT NULL column without a DEFAULT"],
    ["ALTER TABLE pins ADD COLUMN n INTEGER NOT NULL CHECK (n IS NOT NULL);", "NOT NULL column without a DEFAULT"],
  ])("%s is refused", (sql, problem) => {
    expect(migrationProblems(sql).join("\n")).toContain(problem);
  });
});
