/**
 * Why: two developer tools need to see a request's storage calls one by one — the D1 counter
 * (../middleware/d1-count.ts) and the fault switch (./middleware.ts) — and one wrapper serves both,
 * so a call is counted the same way by each. `observe` runs before every call; when it answers an
 * error, the call is not made and its promise rejects with that error, as a failing binding's does.
 */

import { baseEnv } from "../d1-sessions";

/** The storage the fault matrix can fail: D1, KV, R2 and Durable Object stubs. */
export const CALL_KINDS = ["d1", "kv", "r2", "do"] as const;
export type CallKind = (typeof CALL_KINDS)[number];

/** Called before each call with its kind and statement count (D1; else 1); an Error fails it. */
export type Observer = (kind: CallKind, statements: number) => Error | undefined;

const D1_CALLS = new Set(["first", "all", "run", "raw"]);
const KV_CALLS = new Set(["get", "getWithMetadata", "put", "delete", "list"]);
const R2_CALLS = new Set(["get", "put", "delete", "head", "list", "createMultipartUpload"]);
/** A stub's own members that are not calls to the object (awaiting, disposing, its identity). */
const STUB_MEMBERS = new Set<PropertyKey>(["then", "dup", "id", "name", Symbol.dispose]);

type Fn = (...args: unknown[]) => unknown;

/** Runs `call` unless `observe` fails it (then a rejected promise, like the binding's own error). */
function guarded(observe: Observer, kind: CallKind, statements: number, call: () => unknown): unknown {
  const error = observe(kind, statements);
  return error ? Promise.reject(error) : call();
}

/** An object whose methods in `calls` are observed; every other member is the object's own. */
function observedMethods<T extends object>(target: T, kind: CallKind, calls: Set<PropertyKey>, observe: Observer): T {
  return new Proxy(target, {
    get(t, prop) {
      const value = Reflect.get(t, prop, t) as unknown;
      if (typeof value !== "function") return value;
      if (calls.has(prop)) return (...args: unknown[]) => guarded(observe, kind, 1, () => Reflect.apply(value as Fn, t, args));
      return (value as Fn).bind(t);
    },
  });
}

/** The real statement behind an observed one (D1's batch() takes only its own statements). */
const innerOf = new WeakMap<object, D1PreparedStatement>();

function observedStatement(statement: D1PreparedStatement, observe: Observer): D1PreparedStatement {
  const proxy = new Proxy(statement, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== "function") return value;
      if (prop === "bind") return (...args: unknown[]) => observedStatement(target.bind(...args), observe);
      if (D1_CALLS.has(prop as string))
        return (...args: unknown[]) => guarded(observe, "d1", 1, () => Reflect.apply(value as Fn, target, args));
      return (value as Fn).bind(target);
    },
  });
  innerOf.set(proxy, statement);
  return proxy;
}

/**
 * A D1 binding whose round trips (each first/all/run/raw, each batch, each exec) pass `observe`.
 *
 * @example
 * const db = observedD1(env.DB, (kind, statements) => void (counter.statements += statements));
 */
export function observedD1(db: D1Database, observe: Observer): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== "function") return value;
      if (prop === "prepare") return (sql: string) => observedStatement(target.prepare(sql), observe);
      if (prop === "batch") {
        return (statements: D1PreparedStatement[]) =>
          guarded(observe, "d1", statements.length, () => target.batch(statements.map((s) => innerOf.get(s) ?? s)));
      }
      if (prop === "exec") {
        return (sql: string) => guarded(observe, "d1", sql.split(";").filter((s) => s.trim() !== "").length, () => target.exec(sql));
      }
      // primaryOf()'s reads (../d1-sessions/primary.ts) run in a session of their own: observed too.
      if (prop === "withSession") {
        return (constraint?: string) =>
          observedD1(target.withSession(constraint) as unknown as D1Database, observe) as unknown as D1DatabaseSession;
      }
      return (value as Fn).bind(target);
    },
  });
}

/** A Durable Object stub whose calls (fetch and every RPC method) pass `observe`. */
function observedStub<T extends object>(stub: T, observe: Observer): T {
  return new Proxy(stub, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== "function" || STUB_MEMBERS.has(prop)) return value;
      return (...args: unknown[]) => guarded(observe, "do", 1, () => Reflect.apply(value as Fn, target, args));
    },
  });
}

function observedNamespace<T extends object>(namespace: T, observe: Observer): T {
  return new Proxy(namespace, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (typeof value !== "function") return value;
      if (prop === "get" || prop === "getByName")
        return (...args: unknown[]) => observedStub(Reflect.apply(value as Fn, target, args) as object, observe);
      return (value as Fn).bind(target);
    },
  });
}

/**
 * `env` with its D1, KV, R2 and Durable Object bindings observed (vars and other bindings as they were).
 * Not RATE_LIMITS: its calls are the isolate's, read and written back at most once a second
 * whatever the request (../middleware/rate-limit.ts), so they would be no stable call point.
 *
 * @example
 * c.env = observedEnv(c.env, (kind) => (++calls[kind] === 3 && kind === "kv" ? new Error("injected") : undefined));
 */
export function observedEnv(env: Env, observe: Observer): Env {
  // Derived, not a fresh object: config() parses the vars once per isolate (../d1-sessions/request-env.ts).
  return baseEnv.derive(
    env,
    Object.create(env, {
      DB: { value: observedD1(env.DB, observe), enumerable: true },
      SESSIONS: { value: observedMethods(env.SESSIONS, "kv", KV_CALLS, observe), enumerable: true },
      IMAGES: { value: observedMethods(env.IMAGES, "r2", R2_CALLS, observe), enumerable: true },
      LOGIN_LOCKOUT: { value: observedNamespace(env.LOGIN_LOCKOUT, observe), enumerable: true },
      BOARD_ACTIONS: { value: observedNamespace(env.BOARD_ACTIONS, observe), enumerable: true },
      CAMPAIGN_COUNTERS: { value: observedNamespace(env.CAMPAIGN_COUNTERS, observe), enumerable: true },
    }) as Env,
  );
}
