/**
 * Quality gate: every date, count and size a client sends is bounded before anything loops over it.
 * From openapi/openapi.json, every query or JSON body field that is a number, an array or a
 * YYYY-MM-DD day of every operation:
 *   - has a range: the schema's minimum/maximum and maxItems, or a rule's (RULE_RANGES, each named
 *     for the rule that enforces it), or is an enumeration; a new unbounded field fails here;
 *   - refuses anything outside it (fast-check: below, above, huge, fractional, too many items, days
 *     outside common/platform/calendar.ts's 2000–2100 or that do not exist) with a 4xx within
 *     ANSWER_MS, sent by a business account with an ad account, a campaign and a board, on top of a
 *     schema-shaped request (a slow answer is asked once more before it fails: the machine may be busy).
 * Needs `npm run build` first.
 */
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MAX_DAILY_BUDGET, MAX_DURATION_DAYS, MICRO_CURRENCY_MULTIPLIER } from "~common/business/constants";
import { MAX_AGE } from "~common/auth/constants";
import type { Campaign } from "~common/business/schemas";
import { expectOk } from "../support/api-client";
import { createBusiness, promotablePin, quickPromoteBody, quickPromotePath, readyToPromote } from "../support/business-fixtures";
import { createBoard } from "../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../support/worker-harness";
import { valueFor } from "./fuzz/arbitraries";
import { send } from "./fuzz/http";
import { FUZZ_VARS } from "./fuzz/limits";
import { concretePath, loadOperations, type Operation, type Schema } from "./fuzz/openapi";

/** ours: a refusal of an out-of-range value answers within this (ms), with nothing looped. */
const ANSWER_MS = 100;
const SAMPLES = 6;
const SEED = 20_261_201;
const YEAR_S = 365.25 * 86_400;

/** Ranges that rules enforce (a catalogue error of their own), not the schema: `METHOD path field` → [min, max]. */
const RULE_RANGES: Record<string, [number, number]> = {
  // checkQuickPromoteBody: BUDGET_INVALID / BUDGET_TOO_LOW, DURATION_INVALID (business.md §5, §9)
  "POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/ body.budget_in_micro_currency": [
    1,
    MAX_DAILY_BUDGET * MICRO_CURRENCY_MULTIPLIER,
  ],
  "POST /ads/v4/advertisers/{advertiserId}/pins/{pinId}/quick_promote/ body.duration": [1, MAX_DURATION_DAYS],
  // checkCampaignChange: BUDGET_INVALID / BUDGET_TOO_LOW / BUDGET_BELOW_SPEND (docs/decisions/052)
  "PATCH /ads/v4/advertisers/{advertiserId}/campaigns/{campaignId}/ body.budget_in_micro_currency": [
    1,
    MAX_DAILY_BUDGET * MICRO_CURRENCY_MULTIPLIER,
  ],
  // checkBirthday: BIRTHDAY_INVALID, AGE_TOO_HIGH (auth.md §9): epoch seconds, at most MAX_AGE years ago, not in the future
  "POST /v3/register/ body.birthday": [-(MAX_AGE + 57) * YEAR_S, 4_102_444_800],
};

type Kind = "number" | "array" | "date";
interface Field {
  op: Operation;
  where: "query" | "body";
  /** property names from the body's root (or the query parameter's name) */
  path: string[];
  kind: Kind;
  schema: Schema;
  label: string;
}

const typesOf = (s: Schema): string[] => (Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === "string" ? [s.type] : []);
const isEnumerated = (s: Schema) => "const" in s || Array.isArray(s.enum);
const DATE_PATTERN = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;

function fieldsOf(op: Operation, where: Field["where"], schema: Schema, path: string[], out: Field[]) {
  if (isEnumerated(schema)) return;
  for (const key of ["anyOf", "oneOf", "allOf"] as const) {
    for (const branch of (schema[key] as Schema[] | undefined) ?? []) fieldsOf(op, where, branch, path, out);
  }
  const types = typesOf(schema);
  const label = `${op.id} ${where}.${path.join(".")}`;
  const add = (kind: Kind) => out.some((f) => f.label === label) || out.push({ op, where, path, kind, schema, label });
  if (types.includes("object") || schema.properties) {
    for (const [name, sub] of Object.entries((schema.properties as Record<string, Schema>) ?? {}))
      fieldsOf(op, where, sub, [...path, name], out);
  }
  if (types.includes("array")) add("array");
  if (types.includes("integer") || types.includes("number")) add("number");
  if (types.includes("string") && typeof schema.pattern === "string" && DATE_PATTERN.test(schema.pattern)) add("date");
}

const operations = loadOperations();
const fields: Field[] = operations.flatMap((op) => {
  const out: Field[] = [];
  for (const q of op.query) fieldsOf(op, "query", q.schema, [q.name], out);
  if (op.body) fieldsOf(op, "body", op.body.schema, [], out);
  return out;
});

/** The field's range: the schema's, else a rule's; null when it has none. */
function rangeOf(f: Field): [number, number] | null {
  if (f.kind === "array") return typeof f.schema.maxItems === "number" ? [0, f.schema.maxItems] : null;
  const min = (f.schema.minimum ?? f.schema.exclusiveMinimum) as number | undefined;
  const max = (f.schema.maximum ?? f.schema.exclusiveMaximum) as number | undefined;
  if (typeof min === "number" && typeof max === "number") return [min, max];
  return RULE_RANGES[f.label] ?? null;
}

/** Values outside the field's range (numbers, item counts) or outside the calendar (days). */
function outOfRange(f: Field): fc.Arbitrary<unknown> {
  if (f.kind === "date") {
    return fc.oneof(
      fc.constantFrom("9999-12-31", "0000-01-01", "1970-01-01", "1999-12-31", "2101-01-01", "2026-02-30", "2026-13-01"),
      fc.oneof(fc.integer({ min: 0, max: 1999 }), fc.integer({ min: 2101, max: 9999 })).map((y) => `${String(y).padStart(4, "0")}-06-15`),
    );
  }
  const [min, max] = rangeOf(f)!;
  if (f.kind === "array") {
    const items = (f.schema.items as Schema | undefined) ?? {};
    const item = fc.sample(valueFor(items), { numRuns: 1, seed: SEED })[0];
    return fc.integer({ min: max + 1, max: max + 200 }).map((n) => Array.from({ length: n }, () => item));
  }
  const integer = typesOf(f.schema).includes("integer");
  return fc.oneof(
    fc.integer({ min: Math.max(Number.MIN_SAFE_INTEGER, Math.floor(min) - 1_000_000), max: Math.ceil(min) - 1 }),
    fc.integer({ min: Math.floor(max) + 1, max: Math.min(Number.MAX_SAFE_INTEGER, Math.floor(max) + 1_000_000) }),
    fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, ...(integer ? [min + 0.5] : [])),
  );
}

/** `value` at `path` inside `base` (made an object where it is not one). */
function setAt(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const obj = base && typeof base === "object" && !Array.isArray(base) ? { ...(base as Record<string, unknown>) } : {};
  obj[path[0]!] = setAt(obj[path[0]!], path.slice(1), value);
  return obj;
}

let worker: RunningWorker;
let cookie: string;
let known: Record<string, string>;

beforeAll(async () => {
  worker = await startWorker(FUZZ_VARS);
  const biz = await createBusiness(worker, { first: "bounds" });
  await readyToPromote(biz.client, biz.advertiser.id);
  const pin = await promotablePin(biz.client, { title: "Bounded oak chair" });
  const campaign = expectOk(
    await biz.client.post<Campaign>(quickPromotePath(biz.advertiser.id, pin.id), quickPromoteBody(biz.advertiser.id, pin.id)),
  );
  const board = await createBoard(biz.client, { name: "Bounds" });
  cookie = `pin_sess=${biz.client.jar.session!}`;
  known = {
    advertiserId: biz.advertiser.id,
    campaignId: campaign.id,
    pinId: (await promotablePin(biz.client, { title: "Another chair" })).id,
    id: board.id,
    username: biz.user.username,
  };
}, 120_000);
afterAll(() => worker?.close());

test("the document has dates, counts and sizes to check", () => {
  expect(fields.filter((f) => f.kind === "date").length).toBeGreaterThanOrEqual(6);
  expect(fields.filter((f) => f.kind === "number").length).toBeGreaterThanOrEqual(8);
  expect(fields.filter((f) => f.kind === "array").length).toBeGreaterThanOrEqual(8);
});

test("every number and array field has a range (the schema's or a named rule's)", () => {
  expect(fields.filter((f) => f.kind !== "date" && rangeOf(f) === null).map((f) => f.label)).toEqual([]);
  expect(
    Object.keys(RULE_RANGES).filter((label) => !fields.some((f) => f.label === label)),
    "rule ranges of fields that no longer exist",
  ).toEqual([]);
});

test.each(fields.map((f) => [f.label, f] as const))("%s: out of range is a 4xx at once", async (_, f) => {
  const { op } = f;
  const target = concretePath(op, Object.fromEntries(op.pathParams.map((p) => [p.name, known[p.name] ?? "1"])));
  const base = {
    query: Object.fromEntries(
      op.query.flatMap((q) => (q.required ? [[q.name, String(fc.sample(valueFor(q.schema, q.name), { numRuns: 1, seed: SEED })[0])]] : [])),
    ),
    body: op.body ? fc.sample(valueFor(op.body.schema), { numRuns: 1, seed: SEED })[0] : undefined,
  };
  const values = fc.sample(outOfRange(f), { numRuns: SAMPLES, seed: SEED });
  for (const value of values) {
    const query = f.where === "query" ? { ...base.query, [f.path[0]!]: String(value) } : base.query;
    const body = f.where === "body" ? setAt(base.body, f.path, value) : base.body;
    const qs = new URLSearchParams(query).toString();
    const request = {
      method: op.method,
      target: `${target}${qs ? `?${qs}` : ""}`,
      headers: { cookie, ...(body !== undefined && { "content-type": "application/json" }) },
      body: body === undefined ? undefined : new TextEncoder().encode(JSON.stringify(body)),
    };
    let res = await send(worker.url, request);
    for (let again = 0; again < 2 && res.ms >= ANSWER_MS; again++) res = await send(worker.url, request);
    const shown = JSON.stringify(value).slice(0, 80);
    expect(res.status, `${f.label} = ${shown}: ${res.body.toString("utf8").slice(0, 300)}`).toBeGreaterThanOrEqual(400);
    expect(res.status, `${f.label} = ${shown}`).toBeLessThan(500);
    expect(res.ms, `${f.label} = ${shown} took ${Math.round(res.ms)} ms`).toBeLessThan(ANSWER_MS);
  }
});
