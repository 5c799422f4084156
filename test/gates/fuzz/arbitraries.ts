/**
 * fast-check arbitraries derived from the OpenAPI (3.0 or 3.1) schema subset openapi/openapi.json
 * uses: `type` string/integer/number/boolean/object/array/null or a list of those, `enum`, `const`,
 * `nullable` (3.0), `maxLength`/`minLength`, `pattern` (fast-check's stringMatching),
 * `minimum`/`maximum`, `properties`/`required`/`additionalProperties`, `items`, `allOf`/`anyOf`/
 * `oneOf`, `default`, and the empty schema (any JSON). $refs are inlined before (openapi.ts).
 *
 * Why not a library: the JSON-Schema-to-fast-check packages on npm are either abandoned
 * (json-schema-fast-check 0.0.6 needs fast-check 1.x) or start from zod 3 rather than from the
 * document (zod-fast-check needs zod 3 and fast-check < 4); json-schema-faker has its own random
 * source, so no seed-determinism through fast-check and no shrinking. The subset is small enough.
 *
 * Property names steer strings and numbers towards values that get past the first checks
 * (email-like emails, ASCII passwords, plausible birthdays), so the fuzz also reaches the rules
 * and storage behind them, not only the schema validation.
 */
import fc from "fast-check";
import type { Schema } from "./openapi";

/** Characters that break naive code: controls, separators, BOM, bidi, lone surrogates, quotes. */
export const NASTY_CHARS = [
  "\u0000",
  "\u0001",
  "\u0008",
  "\t",
  "\n",
  "\r",
  "\u001b",
  "\u001f",
  "\u007f",
  "\u0085",
  "\u00a0",
  "\u2028",
  "\u2029",
  "\u200b",
  "\u200d",
  "\u202e",
  "\ufeff",
  "\ufffe",
  "\uffff",
  "\ud800",
  "\udbff",
  "\udc00",
  "\udfff", // lone surrogates
  "\ud83d\ude00",
  "e\u0301",
  "\u0130",
  "\u00df",
  "\u{10ffff}",
  "\\",
  '"',
  "'",
  "`",
  "<",
  ">",
  "&",
  "%",
  "%00",
  "%zz",
  "${x}",
  "{{x}}",
  "../",
  "__proto__",
  "@",
  "@@",
  " ",
];

/** A short string made mostly of NASTY_CHARS. */
export const nastyString = fc
  .array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...NASTY_CHARS) }, fc.string({ maxLength: 3 })), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join(""));

/** Emails of many shapes: valid, throw-away domain, reserved TLD, product name, odd local parts. */
export const emailLike = fc
  .tuple(
    fc.oneof(
      fc.stringMatching(/^[a-z][a-z0-9._+-]{0,14}$/),
      fc.constantFrom("jane", "pinboard.fan", ".dot", "a..b", "UPPER", "x"),
      nastyString,
    ),
    fc.constantFrom(
      "example.com",
      "gmail.com",
      "mailinator.com",
      "x.invalid",
      "sub.example.co.uk",
      "localhost",
      "-bad-.com",
      "b.c",
      "example.com ",
    ),
  )
  .map(([local, domain]) => `${local}@${domain}`);

const asciiPassword = fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 40 });

/** Birthdays as epoch seconds: mostly plausible (1900..today), some far out. */
const birthdaySeconds = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -2_208_988_800, max: 1_790_000_000 }) },
  fc.constantFrom(0, -1, 1, 253_402_300_800, -62_135_596_800, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER),
  fc.integer(),
);

/**
 * Strings matching a schema `pattern` (ECMAScript, unicode), or null when fast-check cannot make
 * them: stringMatching does not know every construct (e.g. \p{L}), so a sample is checked first
 * (filtering an arbitrary that never matches would loop forever).
 */
function patternStrings(pattern: unknown): fc.Arbitrary<string> | null {
  if (typeof pattern !== "string") return null;
  try {
    const regex = new RegExp(pattern, "u");
    const raw = fc.stringMatching(regex);
    const sample = fc.sample(raw, { numRuns: 20, seed: 1 });
    if (sample.filter((v) => regex.test(v)).length < 15) return null;
    return raw.filter((v) => regex.test(v));
  } catch {
    return null;
  }
}

function stringFor(schema: Schema, name: string | undefined): fc.Arbitrary<string> {
  const max = typeof schema.maxLength === "number" ? schema.maxLength : 256;
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  // A pattern (ids, usernames, colours): mostly values that match it, so the rules behind it run.
  const matching = patternStrings(schema.pattern);
  const generic = fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 40) }) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: min, maxLength: Math.min(max, 20) }) },
    { weight: 1, arbitrary: nastyString },
    // at and just past the documented maximum
    { weight: 1, arbitrary: fc.integer({ min: Math.max(min, max - 1), max: max + 1 }).map((n) => "x".repeat(n)) },
  );
  const n = name ?? "";
  if (matching) return fc.oneof({ weight: 3, arbitrary: matching }, generic);
  if (/email/i.test(n)) return fc.oneof({ weight: 3, arbitrary: emailLike }, generic);
  if (/password/i.test(n)) return fc.oneof({ weight: 3, arbitrary: asciiPassword }, generic);
  if (/country/i.test(n)) return fc.oneof({ weight: 2, arbitrary: fc.constantFrom("US", "gb", " de ", "XX", "U1", "", "USA") }, generic);
  if (/_name$/i.test(n)) return fc.oneof({ weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z][a-z]{0,12}( [A-Z][a-z]{0,8})?$/) }, generic);
  return generic;
}

function numberFor(schema: Schema, name: string | undefined, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === "number" ? schema.minimum : undefined;
  const max = typeof schema.maximum === "number" ? schema.maximum : undefined;
  if (min !== undefined || max !== undefined) {
    return integer
      ? fc.integer({ min: min ?? Number.MIN_SAFE_INTEGER, max: max ?? Number.MAX_SAFE_INTEGER })
      : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  }
  if (name && /birthday/i.test(name)) return birthdaySeconds;
  const ints = fc.oneof(fc.integer(), fc.constantFrom(0, -1, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER));
  // JSON has no NaN or Infinity (JSON.stringify would turn them into null).
  return integer ? ints : fc.oneof(ints, fc.double({ noNaN: true, noDefaultInfinity: true }));
}

/** Any JSON value, small. */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

/** A schema-shaped value (valid against `schema`, except where a name hint says otherwise). */
export function valueFor(schema: Schema, name?: string, depth = 0): fc.Arbitrary<unknown> {
  const inner = schemaValue(schema, name, depth);
  // OAS 3.0.3: nullable only counts beside a type.
  return schema.nullable === true && typeof schema.type === "string" ? fc.option(inner, { nil: null, freq: 5 }) : inner;
}

function schemaValue(schema: Schema, name: string | undefined, depth: number): fc.Arbitrary<unknown> {
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  // OAS 3.1: a list of types, e.g. ["string", "null"]
  if (Array.isArray(schema.type)) {
    const types = schema.type as string[];
    return fc.oneof(...types.map((t) => ({ weight: t === "null" ? 1 : 4, arbitrary: schemaValue({ ...schema, type: t }, name, depth) })));
  }
  for (const key of ["anyOf", "oneOf"] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0) return fc.oneof(...branches.map((b) => valueFor(b as Schema, name, depth + 1)));
  }
  if (Array.isArray(schema.allOf)) {
    // Merge the object parts (the document only uses allOf for [$ref, {nullable}]).
    const merged: Schema = {};
    for (const part of schema.allOf as Schema[]) {
      for (const [k, v] of Object.entries(part)) {
        if (k === "properties") merged.properties = { ...(merged.properties as Schema), ...(v as Schema) };
        else if (k === "required") merged.required = [...((merged.required as string[]) ?? []), ...(v as string[])];
        else if (k !== "nullable") merged[k] = v;
      }
    }
    return schemaValue(merged, name, depth);
  }
  switch (schema.type) {
    case "string":
      return stringFor(schema, name);
    case "integer":
      return numberFor(schema, name, true);
    case "number":
      return numberFor(schema, name, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(valueFor((schema.items as Schema) ?? {}, name, depth + 1), { maxLength: depth > 3 ? 0 : 4 });
    case "object":
      return objectFor(schema, depth);
    default:
      return schema.properties ? objectFor(schema, depth) : anyJson;
  }
}

function objectFor(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const model = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, valueFor(s, k, depth + 1)]));
  const record = fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
  return record as fc.Arbitrary<Record<string, unknown>>;
}

/** JSON type name of a value, with integers told apart from other numbers. */
export function jsonType(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  return typeof v;
}

/** A JSON value whose type differs from `schema.type` (or, typeless, something odd). */
export function wrongTypeFor(schema: Schema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.type)) {
    const allowed = schema.type as string[];
    return wrongTypeFor({}).filter((v) => {
      const t = jsonType(v);
      return !allowed.includes(t) && !(t === "integer" && allowed.includes("number"));
    });
  }
  const expected = typeof schema.type === "string" ? schema.type : undefined;
  const candidates = fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(1.5, -0.000001, 1e300, 2 ** 53 + 2, "123", "true", "", "null", "[]", "{}"),
    fc.boolean(),
    fc.string({ maxLength: 10 }),
    fc.constant(null),
    fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 3 }),
  );
  return candidates.filter((v) => {
    const t = jsonType(v);
    if (expected === undefined) return true;
    if (expected === "number") return t !== "number" && t !== "integer";
    if (Array.isArray(schema.enum)) return !schema.enum.includes(v as never);
    return t !== expected;
  });
}
