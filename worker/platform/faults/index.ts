/**
 * The fault switch's surface (docs/decisions/051-fault-matrix.md): the middleware that fails a
 * request's n-th D1, KV, R2 or Durable Object call on local DEV_TOOLS runs, and the observing
 * wrapper the D1 counter (../middleware/d1-count.ts) shares with it.
 */
export { FAULT_CALLS_HEADER, FAULT_INJECT_HEADER, InjectedFault, faults, parseFault } from "./middleware";
export { CALL_KINDS, observedD1, observedEnv, type CallKind, type Observer } from "./observe";
