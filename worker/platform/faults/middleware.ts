/**
 * Why: nothing else can show what a request leaves behind when its n-th storage call fails, and
 * what its retry with the same Idempotency-Key makes of that (docs/decisions/051-fault-matrix.md).
 * On a local run with DEV_TOOLS "true" only (a deployment never has DEV_TOOLS: ../deployment/):
 *
 *   X-Fault-Inject: d1:3   the request's 3rd D1 call fails (also kv:n, r2:n, do:n)
 *   X-Fault-Calls: 1       asks for the answer's X-Fault-Calls: d1=7,kv=2,r2=0,do=1
 *
 * The calls are the route's own (this runs after the idempotency middleware, whose claim and
 * stored answer are not the request's change) and those made before the answer; work the answer
 * leaves to waitUntil is neither counted nor failed. Without either header nothing is wrapped.
 */
import type { MiddlewareHandler } from "hono";
import { config } from "../config";
import { isLocalRun } from "../deployment";
import type { ApiEnv } from "../types";
import { CALL_KINDS, observedEnv, type CallKind } from "./observe";

export const FAULT_INJECT_HEADER = "X-Fault-Inject";
export const FAULT_CALLS_HEADER = "X-Fault-Calls";

/** What an injected failure throws: recognisable in logs, never a client's mistake (500). */
export class InjectedFault extends Error {
  override name = "InjectedFault";
}

const SHAPE = new RegExp(`^(${CALL_KINDS.join("|")}):([1-9]\\d{0,3})$`);

/** `d1:3` as a kind and a call number; null for anything else (then nothing fails). */
export function parseFault(value: string | undefined): { kind: CallKind; n: number } | null {
  const match = value === undefined ? null : SHAPE.exec(value.trim());
  return match ? { kind: match[1] as CallKind, n: Number(match[2]) } : null;
}

export const faults: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const inject = c.req.header(FAULT_INJECT_HEADER);
  if (inject === undefined && c.req.header(FAULT_CALLS_HEADER) === undefined) return next();
  if (!config(c.env).DEV_TOOLS || !isLocalRun(c.req.url, c.env)) return next();
  const fault = parseFault(inject);
  const calls: Record<CallKind, number> = { d1: 0, kv: 0, r2: 0, do: 0 };
  c.env = observedEnv(c.env, (kind) => {
    calls[kind] += 1;
    return fault?.kind === kind && fault.n === calls[kind] ? new InjectedFault(`injected: ${kind} call ${fault.n}`) : undefined;
  });
  try {
    await next();
  } finally {
    // Read when the answer is made: later (waitUntil) calls are not the request's call points.
    c.header(FAULT_CALLS_HEADER, CALL_KINDS.map((kind) => `${kind}=${calls[kind]}`).join(","));
  }
};
