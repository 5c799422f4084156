/**
 * Why: config() (../config.ts) parses an env's vars once and keys its cache by the env object, but
 * each request works on a copy of the Worker's env (its own D1 session:
 * ./d1-sessions/request-database.ts). A copy made with `derive` is remembered as coming from its
 * base, so the vars are parsed once per isolate, not once per request.
 */
const bases = new WeakMap<object, Env>();

export const baseEnv = {
  /** Records `copy` as derived from `base` (or from what `base` came from) and returns it. */
  derive(base: Env, copy: Env): Env {
    bases.set(copy, bases.get(base) ?? base);
    return copy;
  },
  /**
   * The env `env` was derived from, or `env` itself.
   *
   * @example
   * const key = baseEnv.of(c.env);
   */
  of: (env: Env): Env => bases.get(env) ?? env,
};
