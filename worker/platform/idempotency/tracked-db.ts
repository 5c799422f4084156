/**
 * Why: a keyed request that fails after its change landed must not run again on retry (that
 * would make the thing twice), and one that fails before must (nothing was made). The request's
 * D1 binding is wrapped so its first write carries the key's commit marker in the same batch:
 * the marker lands exactly when the change does. A lone write statement becomes a batch of two.
 */
import { isWriteSql } from "../d1-sessions";

export interface CommitTracker {
  /** True once a write (and so the marker) has landed. */
  committed: boolean;
}

/** The real statement behind a wrapped one (D1's batch() takes only its own statements), and whether it writes. */
const innerOf = new WeakMap<object, { inner: D1PreparedStatement; write: boolean }>();
const unwrap = (s: D1PreparedStatement) => innerOf.get(s)?.inner ?? s;

/**
 * `db` whose first write batch (or write statement) also runs `marker()`.
 *
 * @example
 * const tracker = { committed: false };
 * const tracked = trackedD1(env.DB, () => commitMarker(env.DB, scope, key), tracker);
 */
export function trackedD1(db: D1Database, marker: () => D1PreparedStatement, tracker: CommitTracker): D1Database {
  const batchWithMarker = async <T>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> => {
    const results = await db.batch<T>([...statements, marker()]);
    tracker.committed = true;
    return results.slice(0, statements.length);
  };

  const statement = (inner: D1PreparedStatement, write: boolean): D1PreparedStatement => {
    const proxy = new Proxy(inner, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== "function") return value;
        if (prop === "bind") return (...args: unknown[]) => statement(target.bind(...args), write);
        if (write && !tracker.committed && (prop === "run" || prop === "all" || prop === "first")) {
          return async (column?: string) => {
            const [result] = await batchWithMarker<Record<string, unknown>>([target]);
            if (prop !== "first") return result;
            const row = result!.results[0] ?? null;
            return column === undefined || row === null ? row : (row[column] ?? null);
          };
        }
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
    innerOf.set(proxy, { inner, write });
    return proxy;
  };

  return {
    prepare: (sql) => statement(db.prepare(sql), isWriteSql(sql)),
    batch<T = unknown>(statements: D1PreparedStatement[]) {
      const inner = statements.map(unwrap);
      if (!tracker.committed && statements.some((s) => innerOf.get(s)?.write)) return batchWithMarker<T>(inner);
      return db.batch<T>(inner);
    },
    exec: (query) => db.exec(query),
    withSession: (constraint) => db.withSession(constraint),
    dump: () => db.dump(),
  } as D1Database;
}
