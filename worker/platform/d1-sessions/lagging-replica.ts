/**
 * Why: local D1 (workerd, Miniflare) has no read replicas, so nothing local could show a read
 * served by a copy that has not seen a write — the very thing the bookmarks of
 * ./request-database.ts and the primary reads of ./primary.ts exist for. This stand-in plays a
 * replica: `DB_REPLICA_SIMULATION`, a second D1 database the requests never write to. It is used
 * only where DEV_TOOLS is "true" and that binding exists, which only the read-replication tests
 * arrange (wrangler.toml never declares it). It lags from the start (the migrated, empty database)
 * and on command (`PUT /v3/dev/replica/`, replicaLag): lagging, its reads see the primary as it was
 * when the lag began (a copy: ./replica-snapshot.ts); following, its reads are the primary's (a
 * replica that has caught up). Its sessions follow D1's documented rules:
 *   - started from a bookmark or `first-primary`: every read goes to the primary;
 *   - `first-unconstrained`: reads go to the replica until the session's first write, then to the
 *     primary (a session is sequentially consistent: it reads its own writes);
 *   - writes always go to the primary; getBookmark() is the primary's bookmark once the session
 *     has used it (null before).
 * Statements are prepared against the chosen database when they run, so a batch goes whole to one.
 */
import { devToolsEnabled } from "~common/platform/flags";
import { copyPrimaryToReplica } from "./replica-snapshot";
import { isWriteSql } from "./sql-kind";

/** What the stand-in does now (the dev route's answer). */
export interface ReplicaState {
  /** True while its reads see a snapshot; false once it follows the primary. */
  lagging: boolean;
  /** When the snapshot was taken (epoch ms), or null for the migrated database it starts on. */
  since: number | null;
}

// In the isolate, not in D1: a per-request read of it would add a D1 call to every request measured.
let state: ReplicaState = { lagging: true, since: null };

/** The stand-in's commands (the dev route, worker/dev/replica-routes.ts). */
export const replicaLag = {
  state: (): ReplicaState => ({ ...state }),
  /** Snapshots the primary into the replica and lags from it; the rows copied. */
  async lag(primary: D1Database, replica: D1Database): Promise<{ state: ReplicaState; rows: number }> {
    const since = Date.now();
    const rows = await copyPrimaryToReplica(primary, replica);
    state = { lagging: true, since };
    return { state: replicaLag.state(), rows };
  },
  /** Catches up: from now on its reads are the primary's. */
  follow(): ReplicaState {
    state = { lagging: false, since: null };
    return replicaLag.state();
  },
};

/** The replica stand-in's binding, when this Worker has one and DEV_TOOLS is on. */
export function replicaSimulation(env: Env): D1Database | null {
  const replica = (env as Env & { DB_REPLICA_SIMULATION?: D1Database }).DB_REPLICA_SIMULATION;
  return replica && devToolsEnabled(env) ? replica : null;
}

type Target = { prepare(sql: string): D1PreparedStatement; batch: D1Database["batch"] };

class LaggingSession {
  private onPrimary: boolean;
  private readonly primarySession: D1DatabaseSession;

  constructor(
    primary: D1Database,
    private readonly replica: D1Database,
    start: string,
  ) {
    this.onPrimary = start !== "first-unconstrained";
    this.primarySession = primary.withSession(start === "first-unconstrained" ? "first-primary" : start);
  }

  /** The database a statement (or batch) runs on; a write moves the session to the primary for good. */
  target(write: boolean): Target {
    if (write) this.onPrimary = true;
    return this.onPrimary || !state.lagging ? this.primarySession : this.replica;
  }

  prepare(sql: string): D1PreparedStatement {
    return new LazyStatement(this, sql, []) as unknown as D1PreparedStatement;
  }

  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const lazy = statements as unknown as LazyStatement[];
    const target = this.target(lazy.some((s) => isWriteSql(s.sql)));
    return target.batch<T>(lazy.map((s) => s.on(target)));
  }

  getBookmark(): string | null {
    return this.onPrimary ? this.primarySession.getBookmark() : null;
  }
}

/** A statement that picks its database when it runs. */
class LazyStatement {
  constructor(
    private readonly session: LaggingSession,
    readonly sql: string,
    private readonly params: unknown[],
  ) {}

  on(target: Target): D1PreparedStatement {
    return target.prepare(this.sql).bind(...this.params);
  }

  private run_(): D1PreparedStatement {
    return this.on(this.session.target(isWriteSql(this.sql)));
  }

  bind(...values: unknown[]) {
    return new LazyStatement(this.session, this.sql, values);
  }
  first(column?: string) {
    return column === undefined ? this.run_().first() : this.run_().first(column);
  }
  run() {
    return this.run_().run();
  }
  all() {
    return this.run_().all();
  }
  raw(options?: { columnNames?: boolean }) {
    return options?.columnNames ? this.run_().raw({ columnNames: true }) : this.run_().raw();
  }
}

/**
 * The stand-in's `withSession`, over the real primary and the replica database.
 *
 * @example
 * const session = laggingReplicaSessions(env.DB, replica).withSession("first-unconstrained");
 */
export function laggingReplicaSessions(primary: D1Database, replica: D1Database) {
  return {
    withSession: (start: string): D1DatabaseSession => new LaggingSession(primary, replica, start) as unknown as D1DatabaseSession,
  };
}
