/**
 * The fault matrix's machinery (test/gates/fault-matrix.integration.test.ts,
 * docs/decisions/051-fault-matrix.md): a flow is fixtures, one keyed request and an end state; a
 * clean run learns the request's call points (X-Fault-Calls, worker/platform/faults/), then each
 * cell fails one of them on fresh fixtures, retries with the same Idempotency-Key, and compares the
 * end state with the clean run's. Cells run a few at a time.
 */
import { isDeepStrictEqual } from "node:util";
import type { ApiResult } from "../api-client";

export const CALL_KINDS = ["d1", "kv", "r2", "do"] as const;
export type CallKind = (typeof CALL_KINDS)[number];
export type CallCounts = Record<CallKind, number>;

/** One flow: fresh fixtures, the request (sent with `headers` added), and the end state to compare. */
export interface Flow<F = unknown> {
  name: string;
  setup: () => Promise<F>;
  send: (fixture: F, headers: Record<string, string>) => Promise<ApiResult>;
  /** The end state, free of ids and times (two runs on different fixtures compare equal). */
  state: (fixture: F) => Promise<unknown>;
}

/** `d1=7,kv=2,r2=0,do=1` as counts; throws when the Worker did not answer it (the switch is off). */
export function parseCalls(header: string | null): CallCounts {
  if (header === null) throw new Error("no X-Fault-Calls in the answer: the Worker must run locally with DEV_TOOLS");
  const counts: CallCounts = { d1: 0, kv: 0, r2: 0, do: 0 };
  for (const part of header.split(",")) {
    const [kind, n] = part.split("=");
    counts[kind as CallKind] = Number(n);
  }
  return counts;
}

export interface Cell {
  flow: string;
  fault: string;
}

export interface CellResult extends Cell {
  /** The faulted request's status and the retry's. */
  statuses: [number, number];
  /** The retry answered the faulted request's kept 5xx (it failed after its change landed). */
  kept: boolean;
  /** Null when the end state equals the clean run's; else what differs. */
  difference: string | null;
}

export const cellName = (c: Cell) => `${c.flow} @ ${c.fault}`;

/** Runs `run` over `items`, `size` at a time. */
export async function inPool<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await run(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

let keys = 0;
const newKey = () => `fault-${process.pid}-${Date.now()}-${++keys}`;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The state once after-the-answer work (mail in waitUntil) has had its time: two equal reads in a row. */
async function settledState(flow: Flow, fixture: unknown): Promise<unknown> {
  let last = await flow.state(fixture);
  for (let i = 0; i < 10; i++) {
    await sleep(150);
    const now = await flow.state(fixture);
    if (isDeepStrictEqual(now, last)) return now;
    last = now;
  }
  return last;
}

/** The state once it equals `expected`, or the last one read after `timeoutMs`. */
async function stateLike(flow: Flow, fixture: unknown, expected: unknown, timeoutMs: number): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await flow.state(fixture);
    if (isDeepStrictEqual(now, expected) || Date.now() > deadline) return now;
    await sleep(100);
  }
}

export interface CleanRun {
  flow: Flow;
  status: number;
  calls: CallCounts;
  state: unknown;
}

/** The flow once without a fault: its status, call points and end state. */
export async function cleanRun(flow: Flow): Promise<CleanRun> {
  const fixture = await flow.setup();
  const result = await flow.send(fixture, { "Idempotency-Key": newKey(), "X-Fault-Calls": "1" });
  if (result.status >= 400) throw new Error(`${flow.name}: the clean run answered ${result.status} ${JSON.stringify(result.body)}`);
  return {
    flow,
    status: result.status,
    calls: parseCalls(result.res.headers.get("X-Fault-Calls")),
    state: await settledState(flow, fixture),
  };
}

/** Every call point of a clean run: `d1:1` … `do:n`. */
export const faultsOf = (calls: CallCounts): string[] =>
  CALL_KINDS.flatMap((kind) => Array.from({ length: calls[kind] }, (_, i) => `${kind}:${i + 1}`));

/** One cell: fresh fixtures, the request failing at `fault`, its retry with the same key, the end state. */
export async function runCell(clean: CleanRun, fault: string): Promise<CellResult> {
  try {
    return await cell(clean, fault);
  } catch (error) {
    throw new Error(`${clean.flow.name} @ ${fault}: ${String(error)} (${String((error as Error).cause)})`, { cause: error });
  }
}

async function cell(clean: CleanRun, fault: string): Promise<CellResult> {
  const { flow } = clean;
  const fixture = await flow.setup();
  const key = newKey();
  const faulted = await flow.send(fixture, { "Idempotency-Key": key, "X-Fault-Inject": fault });
  const retry = await flow.send(fixture, { "Idempotency-Key": key });
  const state = await stateLike(flow, fixture, clean.state, 1_500);
  const differences: string[] = [];
  // A 5xx kept for the key (its change had landed: docs/decisions/047) is the answer a retry gets; the state still counts.
  const kept = faulted.status >= 500 && retry.status === faulted.status && retry.res.headers.get("Idempotent-Replayed") === "true";
  if (retry.status !== clean.status && !kept)
    differences.push(`retry answered ${retry.status} ${JSON.stringify(retry.body).slice(0, 200)}`);
  if (!isDeepStrictEqual(state, clean.state)) differences.push(`end state ${diff(clean.state, state)}`);
  return {
    flow: flow.name,
    fault,
    statuses: [faulted.status, retry.status],
    kept,
    difference: differences.length ? differences.join("; ") : null,
  };
}

/** The keys of two flat-ish states whose values differ, as `key: clean → faulted`. */
function diff(clean: unknown, got: unknown): string {
  const a = (clean ?? {}) as Record<string, unknown>;
  const b = (got ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((k) => !isDeepStrictEqual(a[k], b[k]))
    .map((k) => `${k}: ${JSON.stringify(a[k])} → ${JSON.stringify(b[k])}`)
    .join(", ");
}
