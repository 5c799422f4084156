/**
 * Why: a request's session (./request-database.ts) starts `first-unconstrained` unless it carries
 * a bookmark, so its reads may come from a replica that has not yet seen another request's write.
 * For most reads a few seconds late is fine; for a security decision it is not: a revoked session,
 * a suspended account, a removed collaborator or a paused campaign would still pass on a lagging
 * replica (docs/decisions/050-security-reads-primary.md). Those reads go through `primaryOf`: a
 * fresh `first-primary` session, whose first query D1 serves from the primary. It replaces the
 * replica read, it does not add one: the same statement, the same one round trip.
 */
import { isWriteSql } from "./sql-kind";

/**
 * `db` (the request's binding, or any wrapper of it) reading from the primary: for the reads that
 * decide who may do what. Writes through it are refused: they belong to the request's session, which
 * hands out the bookmark.
 *
 * @example
 * const row = await primaryOf(c.env.DB).prepare("SELECT … FROM user_sessions …").bind(sid).first();
 */
export function primaryOf(db: D1Database): D1Database {
  const session = db.withSession("first-primary");
  return {
    prepare(sql) {
      // A write here would land outside the request's session: no bookmark, no idempotency marker.
      if (isWriteSql(sql)) throw new Error(`primaryOf() is for reads, not: ${sql.slice(0, 40)}`);
      return session.prepare(sql);
    },
    batch: (statements) => session.batch(statements),
    exec: () => Promise.reject(new Error("primaryOf() is for reads: exec() runs outside any session")),
    withSession: (constraint) => db.withSession(constraint),
    dump: () => db.dump(),
  };
}
