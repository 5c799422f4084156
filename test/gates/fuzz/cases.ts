/**
 * The requests the fuzz sends, per operation, grouped in families (schema-shaped, session cookie,
 * valid credentials, wrong types, nulls, huge strings, nasty characters, deep nesting, invalid
 * JSON, wrong content type, wrong method, unknown query parameters, odd headers, path parameters,
 * odd paths). Bodies
 * go with Content-Length or, for some huge and deep ones, chunked. Each family is a fast-check
 * arbitrary of `FuzzCase`, so it is reproducible from a seed and shrinks.
 *
 * A case names its session cookie abstractly ("valid", "stale", a raw value): the runner resolves
 * it when sending, because valid sessions are consumed (log-out, rotation on log-in).
 */
import fc from "fast-check";
import { anyJson, nastyString, NASTY_CHARS, valueFor, wrongTypeFor } from "./arbitraries";
import { concretePath, type Operation, type Schema } from "./openapi";

export type CookieChoice =
  | { kind: "none" }
  | { kind: "valid" } // the pool's live session token
  | { kind: "stale" } // a token whose session was ended
  | { kind: "raw"; header: string } // a literal Cookie header
  | { kind: "valid-plus"; before: string; after: string }; // live token with other cookie text around it

/** One generated request. Printing it (fast-check does on failure) gives a readable reproduction. */
export class FuzzCase {
  constructor(
    readonly op: string,
    readonly family: string,
    readonly method: string,
    readonly target: string,
    readonly headers: Record<string, string>,
    readonly body: Uint8Array | undefined,
    readonly cookie: CookieChoice,
    /** how the body was built, when it is too large to print */
    readonly bodyNote?: string,
    /** body sent with Transfer-Encoding: chunked (no Content-Length) */
    readonly chunked = false,
  ) {}

  [fc.toStringMethod](): string {
    return describeCase(this);
  }
}

const MAX_PRINT = 600;

/** Long runs of one character as `‹"é"×300›`, then long texts cut in the middle. */
function shorten(text: string): string {
  const runs = text.replace(/(.)\1{15,}/gsu, (run, ch: string) => `‹${JSON.stringify(ch)}×${[...run].length}›`);
  return runs.length <= MAX_PRINT ? runs : `${runs.slice(0, 300)}…[${runs.length - 500} more chars]…${runs.slice(-200)}`;
}

/** Body bytes as a JS string literal (escapes show controls and lone surrogates); base64 if not UTF-8. */
export function printableBody(body: Uint8Array): string {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(body);
    return JSON.stringify(shorten(text));
  } catch {
    return `base64:${shorten(Buffer.from(body).toString("base64"))} (not valid UTF-8)`;
  }
}

export function describeCase(c: FuzzCase): string {
  const lines = [`${c.method} ${shorten(c.target)}   [${c.op} · ${c.family}]`];
  for (const [k, v] of Object.entries(c.headers)) lines.push(`  ${k}: ${shorten(v)}`);
  if (c.cookie.kind === "valid") lines.push("  cookie: pin_sess=<a live session token>");
  else if (c.cookie.kind === "stale") lines.push("  cookie: pin_sess=<the token of a session that was logged out>");
  else if (c.cookie.kind === "raw") lines.push(`  cookie: ${shorten(c.cookie.header)}`);
  else if (c.cookie.kind === "valid-plus") lines.push(`  cookie: ${c.cookie.before}pin_sess=<a live session token>${c.cookie.after}`);
  if (c.body !== undefined) {
    if (c.chunked) lines.push("  transfer-encoding: chunked");
    lines.push(`  body (${c.body.byteLength} bytes): ${c.bodyNote ?? printableBody(c.body)}`);
  }
  return lines.join("\n");
}

/** Credentials of the accounts the runner registers before fuzzing. */
export interface FuzzAccounts {
  /** logs in with the right password only: source of fresh sessions */
  session: { email: string; username: string; password: string };
  /** gets wrong passwords until it locks (429 then, which is fine) */
  lockout: { email: string; password: string };
  /**
   * Path parameter values that name things the runner made before fuzzing (by parameter name:
   * `id`, `username`, `slug`), so path-parameter cases also reach existing resources.
   */
  known?: Record<string, string[]>;
}

export interface Family {
  name: string;
  weight: number;
  arbitrary: fc.Arbitrary<FuzzCase>;
}

const utf8 = (s: string) => new TextEncoder().encode(s);
const JSON_CT = { "content-type": "application/json" };

/** Percent-encodes like encodeURIComponent, but lone surrogates become their WTF-8 bytes instead of throwing. */
export function pctEncode(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      out += encodeURIComponent(s.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += `%${(0xe0 | (c >> 12)).toString(16).toUpperCase()}%${(0x80 | ((c >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (c & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(s[i]!);
    }
  }
  return out;
}

const queryString = (pairs: [string, string][]) =>
  pairs.length === 0 ? "" : `?${pairs.map(([k, v]) => `${pctEncode(k)}=${pctEncode(v)}`).join("&")}`;

/** Deeply nested JSON text (JSON.stringify would overflow the stack on it). */
export function deepJson(depth: number, shape: "array" | "object" | "mixed"): string {
  if (shape === "array") return "[".repeat(depth) + "]".repeat(depth);
  if (shape === "object") return '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
  const half = Math.floor(depth / 2);
  return '[{"a":'.repeat(half) + "null" + "}]".repeat(half);
}

const HUGE = 100_000;
const DEPTHS = [1_000, 10_000, 100_000] as const;
const OTHER_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "PROPFIND", "FUZZ"];

/** Families of requests for one operation. */
export function familiesFor(op: Operation, accounts: FuzzAccounts): Family[] {
  const mk = (
    family: string,
    method: string,
    target: string,
    headers: Record<string, string>,
    body: Uint8Array | undefined,
    cookie: CookieChoice = { kind: "none" },
    note?: string,
  ) => new FuzzCase(op.id, family, method, target, headers, body, cookie, note);

  // Operations with path parameters get their example values here (or something the runner made,
  // when it made one), and the "path-param" family varies them.
  const known = (name: string) => accounts.known?.[name] ?? [];
  const path = concretePath(
    op,
    Object.fromEntries(op.pathParams.flatMap((p) => (known(p.name).length > 0 ? [[p.name, known(p.name)[0]!]] : []))),
  );
  const hasBody = op.body !== undefined;
  const bodySchema = op.body?.schema ?? {};
  const bodyProps = Object.keys((bodySchema.properties as Record<string, Schema> | undefined) ?? {});
  const queryNames = op.query.map((q) => q.name);

  /** Schema-shaped query pairs (each optional parameter present or not). */
  const schemaQuery: fc.Arbitrary<[string, string][]> =
    op.query.length === 0
      ? fc.constant([])
      : fc
          .tuple(
            ...op.query.map((q) =>
              (q.required ? valueFor(q.schema, q.name) : fc.option(valueFor(q.schema, q.name), { nil: undefined, freq: 5 })).map((v) =>
                v === undefined ? [] : [[q.name, String(v)] as [string, string]],
              ),
            ),
          )
          .map((parts) => parts.flat());

  const schemaBody = valueFor(bodySchema) as fc.Arbitrary<unknown>;

  /** A request that follows the document, with the given body text and cookie. */
  const shaped = (
    family: string,
    query: [string, string][],
    bodyText: string | undefined,
    cookie: CookieChoice = { kind: "none" },
    note?: string,
  ) =>
    mk(
      family,
      op.method,
      path + queryString(query),
      bodyText === undefined ? {} : { ...JSON_CT },
      bodyText === undefined ? undefined : utf8(bodyText),
      cookie,
      note,
    );

  /** For GET/DELETE operations a body is unusual but possible: the "body" families send one anyway. */
  const withBodyText = (family: string, text: string, note?: string, query: [string, string][] = []) =>
    mk(family, op.method, path + queryString(query), { ...JSON_CT }, utf8(text), { kind: "none" }, note);

  const cookieChoice: fc.Arbitrary<CookieChoice> = fc.oneof(
    { weight: 4, arbitrary: fc.constant<CookieChoice>({ kind: "valid" }) },
    { weight: 2, arbitrary: fc.constant<CookieChoice>({ kind: "stale" }) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.string({ minLength: 0, maxLength: 40, unit: fc.constantFrom(...'abcXYZ019-_=+/;., "\t%'.split("")) }),
          fc.constantFrom("A".repeat(22), "%ZZ%", '"quoted"', "a=b=c", "", "=", ";;;", "x".repeat(8_000)),
        )
        .map((v) => ({ kind: "raw" as const, header: `pin_sess=${v}` })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<CookieChoice>(
        { kind: "valid-plus", before: "pin_sess=AAAAAAAAAAAAAAAAAAAAAA; ", after: "" },
        { kind: "valid-plus", before: "", after: "; pin_sess=AAAAAAAAAAAAAAAAAAAAAA" },
        { kind: "valid-plus", before: "__Host-", after: "" },
        { kind: "valid-plus", before: "other=1; ", after: "; other=2" },
      ),
    },
  );

  const families: Family[] = [];
  const add = (name: string, weight: number, arbitrary: fc.Arbitrary<FuzzCase>) => families.push({ name, weight, arbitrary });

  // 1. Schema-shaped requests, no session.
  add(
    "schema",
    4,
    fc.tuple(schemaQuery, schemaBody).map(([q, b]) => shaped("schema", q, hasBody ? JSON.stringify(b) : undefined)),
  );

  // 2. Schema-shaped requests with session cookies: live, logged-out, garbage, duplicated.
  add(
    "cookie",
    3,
    fc.tuple(schemaQuery, schemaBody, cookieChoice).map(([q, b, c]) => shaped("cookie", q, hasBody ? JSON.stringify(b) : undefined, c)),
  );

  // 3. Requests that pass validation and reach the password hash (scrypt, ~250 ms: few of them).
  if (op.id === "POST /v3/sessions/") {
    const extras = fc.record(
      {
        mfa_resend: fc.boolean(),
        get_user: fc.boolean(),
        referrer: fc.string({ maxLength: 30 }),
        app_type_from_client: fc.constantFrom(5, 7),
        visited_pages_before_login: anyJson,
      },
      { requiredKeys: [] },
    );
    add(
      "valid-login",
      0.6,
      fc
        .tuple(
          fc.constantFrom(accounts.session.email, accounts.session.username, ` ${accounts.session.email.toUpperCase()} `),
          extras,
          fc.boolean(),
        )
        .map(([who, extra, withSession]) =>
          shaped(
            "valid-login",
            [],
            JSON.stringify({ username_or_email: who, password: accounts.session.password, ...extra }),
            withSession ? { kind: "valid" } : { kind: "none" },
          ),
        ),
    );
    add(
      "wrong-password",
      0.4,
      fc
        .string({ unit: "grapheme-ascii", minLength: 1, maxLength: 30 })
        .filter((p) => p !== accounts.lockout.password)
        .map((pw) => shaped("wrong-password", [], JSON.stringify({ username_or_email: accounts.lockout.email, password: pw }))),
    );
  }
  if (op.id === "POST /v3/register/") {
    add(
      "valid-signup",
      0.6,
      fc
        .record(
          {
            local: fc.stringMatching(/^[a-z]{1,8}\.[a-z0-9]{4,10}$/),
            password: fc.string({ unit: "grapheme-ascii", minLength: 6, maxLength: 40 }),
            // 1930-01-01 .. 2005-01-01: old enough, young enough, for many years to come
            birthday: fc.integer({ min: -1_262_304_000, max: 1_104_537_600 }),
            country: fc.option(fc.constantFrom("US", "de", "GB", "JP"), { nil: undefined }),
            // names and gender are stored: clean ones, and nasty characters (controls, lone surrogates)
            first_name: fc.option(fc.oneof(fc.stringMatching(/^[A-Z][a-z]{1,10}$/), nastyString), { nil: undefined }),
            last_name: fc.option(fc.oneof(fc.stringMatching(/^[A-Z][a-z]{1,10}( [A-Z][a-z]{1,6})?$/), nastyString), { nil: undefined }),
            gender: fc.option(fc.oneof(fc.constantFrom("female", "male", "unspecified", ""), nastyString), { nil: undefined }),
            marketing_notifs_opt_out: fc.option(fc.boolean(), { nil: undefined }),
          },
          { requiredKeys: ["local", "password", "birthday"] },
        )
        .chain(({ local, ...rest }) =>
          fc
            .boolean()
            .map((withSession) =>
              shaped(
                "valid-signup",
                [],
                JSON.stringify({ type: "email", email: `fz.${local}@example.com`, ...rest }),
                withSession ? { kind: "valid" } : { kind: "none" },
              ),
            ),
        ),
    );
  }

  // 4. Wrong types: the whole body, or one property, or a query parameter given oddly.
  if (hasBody) {
    const wrongProp =
      bodyProps.length === 0
        ? fc.constant(undefined)
        : fc
            .constantFrom(...bodyProps)
            .chain((p) =>
              fc
                .tuple(schemaBody, wrongTypeFor((bodySchema.properties as Record<string, Schema>)[p]!))
                .map(([b, v]) => ({ ...(b as object), [p]: v })),
            );
    add(
      "wrong-type",
      3,
      fc
        .oneof(
          { weight: 3, arbitrary: wrongProp },
          { weight: 1, arbitrary: wrongTypeFor(bodySchema) },
          { weight: 1, arbitrary: fc.constantFrom("", 0, true, [], [{}], "{}") },
        )
        .map((v) => shaped("wrong-type", [], JSON.stringify(v) ?? "null")),
    );
  } else {
    const name = queryNames[0] ?? "email";
    add(
      "wrong-type",
      3,
      fc
        .oneof(
          fc
            .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
            .map(([a, b]) => `${name}=${pctEncode(a)}&${name}=${pctEncode(b)}`),
          fc.string({ maxLength: 8 }).map((a) => `${name}[]=${pctEncode(a)}`),
          fc.string({ maxLength: 8 }).map((a) => `${name}[x][y]=${pctEncode(a)}`),
          fc.constantFrom(name, `${name}=`, `${name}==`, "&&", "=", "&=&", `${name}=a&${name}`, `${name.toUpperCase()}=a@b.co`),
        )
        .map((q) => mk("wrong-type", op.method, `${path}?${q}`, {}, undefined)),
    );
  }

  // 5. Nulls: the body, a property, every property.
  if (hasBody) {
    add(
      "null",
      1,
      fc
        .oneof(
          fc.constant("null"),
          bodyProps.length
            ? fc.constantFrom(...bodyProps).chain((p) => schemaBody.map((b) => JSON.stringify({ ...(b as object), [p]: null })))
            : fc.constant("{}"),
          fc.constant(JSON.stringify(Object.fromEntries(bodyProps.map((p) => [p, null])))),
          fc.constant('{"a":null}'),
        )
        .map((text) => shaped("null", [], text)),
    );
  } else {
    add(
      "null",
      1,
      fc
        .constantFrom("null", "%00", "undefined", "")
        .map((v) => mk("null", op.method, `${path}?${queryNames[0] ?? "q"}=${v}`, {}, undefined)),
    );
  }

  // 6. Huge strings: 100 KB in a property, a key, an unknown property, the query, a header.
  const huge = (ch: string) => ch.repeat(HUGE);
  const hugeBody = bodyProps.length
    ? fc.tuple(fc.constantFrom(...bodyProps), fc.constantFrom("a", "é", "\u0000", "\ud83d\ude00")).map(([p, ch]) => ({
        text: JSON.stringify({ [p]: huge(ch) }),
        note: `{"${p}": ${JSON.stringify(ch)} × ${HUGE}}`,
      }))
    : fc.constant({ text: JSON.stringify({ x: huge("a") }), note: `{"x": "a" × ${HUGE}}` });
  add(
    "huge",
    1,
    fc.oneof(
      hugeBody.map(({ text, note }) => withBodyText("huge", text, note)),
      // the same without Content-Length: the size is only known by reading the stream
      hugeBody.map(
        ({ text, note }) => new FuzzCase(op.id, "huge", op.method, path, { ...JSON_CT }, utf8(text), { kind: "none" }, note, true),
      ),
      fc.constant(withBodyText("huge", JSON.stringify({ [huge("k")]: 1 }), `{"k" × ${HUGE}: 1}`)),
      fc.constant(
        withBodyText(
          "huge",
          JSON.stringify(Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i]))),
          "an object with 5,000 unknown keys",
        ),
      ),
      // Query strings over ~16 KB are refused by the HTTP front end (431), as the edge does (414).
      fc.constantFrom(10_000, HUGE).map((n) => mk("huge", op.method, `${path}?${queryNames[0] ?? "q"}=${"a".repeat(n)}`, {}, undefined)),
      fc.constant(mk("huge", op.method, path, { "x-fuzz": "h".repeat(60_000) }, undefined)),
    ),
  );

  // 7. Nasty characters: controls, lone surrogates (as JSON escapes and as raw WTF-8 bytes), BOM.
  const nastyTarget = fc.constantFrom(...(bodyProps.length ? bodyProps : queryNames.length ? queryNames : ["x"]));
  add(
    "nasty-chars",
    3,
    fc.oneof(
      fc
        .tuple(nastyTarget, nastyString, schemaBody)
        .map(([p, s, b]) =>
          hasBody ? shaped("nasty-chars", [], JSON.stringify({ ...(b as object), [p]: s })) : shaped("nasty-chars", [[p, s]], undefined),
        ),
      fc.tuple(nastyTarget, fc.constantFrom(...NASTY_CHARS)).map(([p, ch]) =>
        hasBody
          ? shaped("nasty-chars", [], JSON.stringify({ [`${ch}${p}`]: ch, [p]: `${ch}jane@example.com${ch}` }))
          : shaped(
              "nasty-chars",
              [
                [`${ch}`, ch],
                [p, `${ch}jane@example.com`],
              ],
              undefined,
            ),
      ),
      // raw bytes that are not UTF-8 inside a JSON string: a surrogate's WTF-8, a lone 0xFF, an overlong NUL
      fc
        .tuple(nastyTarget, fc.constantFrom([0xed, 0xa0, 0x80], [0xff], [0xc0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0x80]))
        .map(([p, bytes]) =>
          hasBody
            ? mk(
                "nasty-chars",
                op.method,
                path,
                { ...JSON_CT },
                Buffer.concat([Buffer.from(`{"${p}":"a`), Buffer.from(bytes), Buffer.from('@example.com"}')]),
              )
            : mk(
                "nasty-chars",
                op.method,
                `${path}?${p}=a${bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("")}%40example.com`,
                {},
                undefined,
              ),
        ),
      // a byte-order mark before the JSON, and a body in UTF-16
      fc.constant(
        hasBody
          ? mk("nasty-chars", op.method, path, { ...JSON_CT }, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("{}")]))
          : mk("nasty-chars", op.method, `${path}?%EF%BB%BF${queryNames[0] ?? "q"}=a`, {}, undefined),
      ),
      fc.constant(
        mk("nasty-chars", op.method, path, { "content-type": "application/json; charset=utf-16le" }, Buffer.from("{}", "utf16le")),
      ),
      // malformed percent-encoding in the query
      fc
        .constantFrom("%", "%Z", "%ZZ", "%u0041", "%%", "%E0%A4%A", "%C0%AF")
        .map((bad) => mk("nasty-chars", op.method, `${path}?${queryNames[0] ?? "q"}=${bad}`, {}, undefined)),
    ),
  );

  // 8. Deep nesting: the whole body, a known property, an unknown one (1,000 to 100,000 levels).
  add(
    "deep",
    1,
    fc
      .tuple(
        fc.constantFrom(...DEPTHS),
        fc.constantFrom("array", "object", "mixed") as fc.Arbitrary<"array" | "object" | "mixed">,
        fc.constantFrom("root", "property", "unknown"),
      )
      .map(([depth, shape, where]) => {
        const deep = deepJson(depth, shape);
        const prop =
          where === "property"
            ? bodyProps.includes("visited_pages_before_login")
              ? "visited_pages_before_login"
              : (bodyProps[0] ?? "x")
            : "zz_unknown";
        const text = where === "root" ? deep : `{"${prop}":${deep}}`;
        const note = `${where === "root" ? "" : `{"${prop}": `}${shape} nesting ${depth} levels deep${where === "root" ? "" : "}"}`;
        return withBodyText("deep", text, note);
      })
      .chain((c) =>
        fc
          .boolean()
          .map((chunked) =>
            chunked ? new FuzzCase(c.op, c.family, c.method, c.target, c.headers, c.body, c.cookie, c.bodyNote, true) : c,
          ),
      ),
  );

  // 9. Invalid JSON.
  add(
    "invalid-json",
    1,
    fc
      .oneof(
        fc.constantFrom(
          "",
          " ",
          "{",
          "}",
          "[",
          '{"a":',
          "{'a':1}",
          "{a:1}",
          '{"a":1,}',
          "[1,]",
          "NaN",
          "Infinity",
          "-",
          "01",
          "1e999999",
          '"unterminated',
          '{"a":"\\x41"}',
          '{"a":"\\u12"}',
          '{"a":"\\ud800"}',
          '{"__proto__":{"polluted":1}}',
          '{"a":1}{"b":2}',
          '{"email":"a@b.co","email":1}',
          "\u0000",
          "true false",
          "/* c */ {}",
          '{"a":1}\n\u0000',
        ),
        schemaBody.chain((b) => {
          const text = JSON.stringify(b) ?? "null";
          return fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut));
        }),
        fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
      )
      .map((text) => withBodyText("invalid-json", text)),
  );

  // 10. Wrong or missing content type around a schema-shaped body.
  add(
    "content-type",
    1,
    fc
      .tuple(
        schemaBody,
        fc.constantFrom<string | undefined>(
          undefined,
          "",
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/JSON",
          "application/json; charset=utf-8",
          'application/json;charset="UTF-8"',
          "application/json, text/plain",
          "application/jsonx",
          "application/vnd.api+json",
          "application/merge-patch+json",
          "text/json",
          "*/*",
          " application/json ",
          "application/json; boundary=\u00ff",
        ),
      )
      .map(([b, ct]) => {
        const text = JSON.stringify(b) ?? "null";
        return mk("content-type", op.method, path, ct === undefined ? {} : { "content-type": ct }, utf8(text));
      }),
  );

  // 11. Wrong method on the operation's path.
  add(
    "method",
    1,
    fc
      .tuple(fc.constantFrom(...OTHER_METHODS.filter((m) => m !== op.method)), fc.boolean(), schemaBody)
      .map(([m, withBody, b]) =>
        m !== "HEAD" && withBody
          ? mk("method", m, path, { ...JSON_CT }, utf8(JSON.stringify(b) ?? "null"))
          : mk("method", m, path, {}, undefined),
      ),
  );

  // 12. Unknown query parameters beside the documented ones.
  add(
    "unknown-query",
    1,
    fc
      .tuple(
        schemaQuery,
        fc.array(
          fc.tuple(
            fc.oneof(
              fc.string({ maxLength: 8 }),
              fc.constantFrom("__proto__", "constructor", "toString", "email[]", "callback", "_method"),
            ),
            fc.oneof(fc.string({ maxLength: 8 }), nastyString),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        fc.boolean(),
        schemaBody,
      )
      .map(([q, extra, many, b]) => {
        const pairs = [...q, ...extra];
        if (many) for (let i = 0; i < 500; i++) pairs.push([`p${i}`, String(i)]);
        return shaped("unknown-query", pairs, hasBody ? JSON.stringify(b) : undefined);
      }),
  );

  // 13. Odd values in the request headers the Worker reads (client IP for the rate limits, the
  // CSRF guard's Origin and Sec-Fetch-Site, Host), and in a few it should ignore.
  const latin1 = fc.string({ unit: fc.constantFrom(..."aZ09.:-_ ,;/\u00e9\u00ff\t".split("")), maxLength: 40 });
  const longToken = fc.integer({ min: 200, max: 1_000 }).chain((n) => fc.constantFrom("a", "1", ":", "\u00e9").map((ch) => ch.repeat(n)));
  const ipish = fc.oneof(
    fc.ipV4(),
    fc.ipV6(),
    fc.constantFrom("", " ", "unknown", "..", "1.2.3.4, 5.6.7.8", "::ffff:1.2.3.4", "999.999.999.999", "[::1]:80"),
    latin1,
    longToken,
  );
  const headerChoice: fc.Arbitrary<[string, string]> = fc.oneof(
    { weight: 3, arbitrary: ipish.map((v) => ["cf-connecting-ip", v] as [string, string]) },
    {
      weight: 2,
      arbitrary: fc.array(ipish, { minLength: 1, maxLength: 4 }).map((a) => ["x-forwarded-for", a.join(", ")] as [string, string]),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("same-origin", "same-site", "cross-site", "none", "CROSS-SITE", "", "x")
        .map((v) => ["sec-fetch-site", v] as [string, string]),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("null", "http://evil.example", "", "garbage", "http://127.0.0.1", "file://")
        .map((v) => ["origin", v] as [string, string]),
    },
    {
      weight: 1,
      arbitrary: fc
        // Valid but unexpected hosts only: the edge routes nothing else to a Worker, and workerd
        // itself fails (500, before any Worker code) on an unparsable Host such as "a b".
        .constantFrom("example.com", "127.0.0.1", "[::1]", "localhost:1", "x".repeat(200) + ".example", "EXAMPLE.COM", "example.com.")
        .map((v) => ["host", v] as [string, string]),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("gzip", "br", "deflate", "*", "identity;q=0", "zstd")
        .map((v) => ["accept-encoding", v] as [string, string]),
    },
    { weight: 1, arbitrary: fc.constantFrom("text/html", "application/xml", "*/*;q=0", "").map((v) => ["accept", v] as [string, string]) },
    { weight: 1, arbitrary: fc.constantFrom("DELETE", "PUT", "GET").map((v) => ["x-http-method-override", v] as [string, string]) },
  );
  add(
    "headers",
    2,
    fc.tuple(fc.array(headerChoice, { minLength: 1, maxLength: 3 }), schemaQuery, schemaBody).map(([pairs, q, b]) => {
      const base = shaped("headers", q, hasBody ? JSON.stringify(b) : undefined);
      return mk("headers", base.method, base.target, { ...base.headers, ...Object.fromEntries(pairs) }, base.body);
    }),
  );

  // 13b. Documented header parameters (e.g. Idempotency-Key): schema-shaped values, empty, huge or
  // nasty ones, with and without a live session.
  if (op.headerParams.length > 0) {
    // Header values are visible ASCII here: anything else is refused by the HTTP client before it is sent.
    const visible = fc.string({
      unit: fc.integer({ min: 0x21, max: 0x7e }).map((n) => String.fromCharCode(n)),
      minLength: 0,
      maxLength: 80,
    });
    const headerValue = (schema: Schema) =>
      fc.oneof(
        { weight: 4, arbitrary: (valueFor(schema) as fc.Arbitrary<unknown>).map((v) => String(v).replace(/[^\x21-\x7e]/g, "")) },
        { weight: 2, arbitrary: visible },
        { weight: 1, arbitrary: fc.integer({ min: 200, max: 1_000 }).map((n) => "k".repeat(n)) },
      );
    add(
      "header-params",
      2,
      fc
        .tuple(
          fc.tuple(...op.headerParams.map((h) => fc.option(headerValue(h.schema), { nil: undefined, freq: 4 }))),
          cookieChoice,
          schemaQuery,
          schemaBody,
        )
        .map(([values, cookie, q, b]) => {
          const base = shaped("header-params", q, hasBody ? JSON.stringify(b) : undefined, cookie);
          const extra = Object.fromEntries(op.headerParams.flatMap((h, i) => (values[i] === undefined ? [] : [[h.name, values[i]!]])));
          return mk("header-params", base.method, base.target, { ...base.headers, ...extra }, base.body, cookie);
        }),
    );
  }

  // 14. Path parameters: things the runner made, schema-shaped values, nasty characters, huge
  // values, dot segments and encoded slashes in place of each `{name}`, with and without a live
  // session.
  if (op.pathParams.length > 0) {
    const paramValue = (name: string, schema: Schema) =>
      fc.oneof(
        ...(known(name).length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...known(name)) }] : []),
        { weight: 3, arbitrary: (valueFor(schema) as fc.Arbitrary<unknown>).map(String) },
        { weight: 2, arbitrary: nastyString },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            "..",
            ".",
            "%2F",
            "a/b",
            "%",
            "%ZZ",
            "\u0000",
            "null",
            "undefined",
            "0",
            "-1",
            "x".repeat(300),
            "A".repeat(22),
            "a".repeat(10_000),
          ),
        },
      );
    add(
      "path-param",
      3,
      fc
        .tuple(fc.tuple(...op.pathParams.map((p) => paramValue(p.name, p.schema))), cookieChoice, schemaQuery, schemaBody)
        .map(([values, cookie, q, b]) => {
          let target = op.path;
          op.pathParams.forEach((p, i) => {
            target = target.replace(`{${p.name}}`, pctEncode(values[i]!));
          });
          return mk(
            "path-param",
            op.method,
            target + queryString(q),
            hasBody ? { ...JSON_CT } : {},
            hasBody ? utf8(JSON.stringify(b) ?? "null") : undefined,
            cookie,
          );
        }),
    );
  }

  // 15. Odd paths near the operation's own. Targets
  // always start with "/": workerd answers 500 itself to a request line whose target does not
  // (e.g. "GET %2Fv3 HTTP/1.1"), before any Worker code, and the edge refuses those with 400.
  const segment = fc.oneof(
    nastyString.map(pctEncode),
    fc.constantFrom("%00", "%2F", "%2e%2e", "..", ".", "%ZZ", "%", ";x=1", "%C0%AF", "%ED%A0%80", "~", "!$&'()*+,;=", "\u00e9", "\u00ff"),
  );
  add(
    "path",
    1,
    fc
      .oneof(
        segment.map((s) => `${path}${s}`),
        segment.map((s) => `${path}${s}/`),
        segment.map((s) => `${path.replace(/\/$/, "")}${s}`),
        fc.constantFrom(
          path.replace(/\/$/, ""),
          `${path}/`,
          `/${path}`,
          path.toUpperCase(),
          `/${path.slice(1).replace(/\//g, "%2F")}`,
          path.replace(/\/$/, "/./"),
          `${path}../`,
          `${path}..%2F..%2F`,
          path.replace(/^\/(\w)/, "/%$1"),
          path.replace(/e/, "%65"),
          `${path}?`,
          `${path}#frag`,
          `${path}index.html`,
          `${path}${"a/".repeat(2_000)}`,
        ),
      )
      .map((p) => mk("path", op.method, p, hasBody ? { ...JSON_CT } : {}, hasBody ? utf8("{}") : undefined)),
  );

  return families;
}
