/**
 * Why: a request's D1 session hands its bookmark back only when the request wrote
 * (./request-database.ts), and the replica stand-in sends writes to the primary
 * (./lagging-replica.ts); both tell a read from a write by the statement's text.
 */

/**
 * Whether a statement may write: anything but a read (SELECT, EXPLAIN, PRAGMA, VALUES, or a WITH
 * that neither inserts, updates nor deletes). Leading comments are skipped.
 *
 * @example
 * isWriteSql("SELECT 1"); // false
 * isWriteSql("INSERT INTO boards …"); // true
 */
export function isWriteSql(sql: string): boolean {
  const text = sql.replace(/^(?:\s+|--[^\n]*\n?|\/\*[\s\S]*?\*\/)*/, "");
  const first = /^[A-Za-z]+/.exec(text)?.[0]?.toUpperCase() ?? "";
  if (first === "SELECT" || first === "EXPLAIN" || first === "PRAGMA" || first === "VALUES") return false;
  if (first === "WITH") return /\b(?:INSERT|UPDATE|DELETE|REPLACE)\b/i.test(text);
  return true;
}
