/**
 * docs/spec-map.md lists, for each spec section, the files whose `§` references name it
 * (scripts/spec-map.ts). It is generated; this keeps the committed one equal to what the code says,
 * and checks how references are read.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import {
  buildSpecMap,
  extractReferences,
  FIX_COMMAND,
  generateSpecMap,
  ROOT,
  SPEC_MAP_FILE,
  type RawReference,
  type Spec,
} from "../../scripts/spec-map";

/**
 * References in the code that name no section, as `file text`: none. A new one fails below; if one
 * must stay for a while, name it here with why.
 */
const KNOWN_UNRESOLVED: string[] = [];

describe("docs/spec-map.md", () => {
  const { map, text } = generateSpecMap();

  test("is what the code's references say", () => {
    const committed = readFileSync(join(ROOT, SPEC_MAP_FILE), "utf8");
    expect(committed === text, `${SPEC_MAP_FILE} is out of date: run \`${FIX_COMMAND}\` and commit it`).toBe(true);
  });

  test("no reference names a section that does not exist, but the known ones", () => {
    const found = map.unresolved.map((u) => `${u.file} ${u.text}`);
    const added = map.unresolved
      .filter((u) => !KNOWN_UNRESOLVED.includes(`${u.file} ${u.text}`))
      .map((u) => `${u.file}:${u.line} ${u.text}: ${u.reason}`);
    expect(added, "fix these references (the spec name or the section number)").toEqual([]);
    const fixed = KNOWN_UNRESOLVED.filter((k) => !found.includes(k));
    expect(fixed, "fixed: take them off KNOWN_UNRESOLVED in test/layout/spec-map.test.ts").toEqual([]);
  });

  test("maps every spec's numbered sections, most of them to files", () => {
    expect(map.sections.filter((s) => s.spec === "auth.md").map((s) => s.id)).toContain("2.5");
    expect(map.sections.filter((s) => s.spec === "saving.md").map((s) => s.id)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    expect(map.files.get("auth.md §2.2")).toContain("common/auth/modal/steps.ts");
  });
});

const refs = (path: string, source: string) =>
  extractReferences(path, source).map(({ spec, id, to }: RawReference) => (to ? `${spec} §${id}–§${to}` : `${spec} §${id}`));

describe("reading a reference", () => {
  test("names its spec: 'auth.md §2.5'", () => {
    expect(refs("app/lib/x.ts", "/** the redirect (auth.md §2.5). */")).toEqual(["auth.md §2.5"]);
  });

  test("joins the §s of a run: '(auth.md §2.1, §2.3)', 'business.md §2, §4 and §9', '§5/§9'", () => {
    expect(refs("app/lib/x.ts", "// (auth.md §2.1, §2.3)")).toEqual(["auth.md §2.1", "auth.md §2.3"]);
    expect(refs("app/lib/x.ts", "// business.md §2, §4 and §9")).toEqual(["business.md §2", "business.md §4", "business.md §9"]);
    expect(refs("app/lib/x.ts", "// saving.md §5/§9.")).toEqual(["saving.md §5", "saving.md §9"]);
  });

  test("reads what follows the number as words: 'saving.md §7 GET /v3/users/settings'", () => {
    expect(refs("worker/auth/x.ts", "// saving.md §7 GET /v3/users/settings")).toEqual(["saving.md §7"]);
  });

  test("a bare § takes the nearest spec named before it in the same comment", () => {
    const source = [
      "/**",
      " * Quick promote (business.md §2; saving.md §2 'Promote your Pin'): the",
      " * form holds the §3 values.",
      " */",
    ].join("\n");
    expect(refs("app/routes/business/x.tsx", source)).toEqual(["business.md §2", "saving.md §2", "saving.md §3"]);
  });

  test("a bare § outside such a comment takes the file's area", () => {
    const source = ["// auth.md §2.2 first", "const a = 1;", "/** then §4.4 */", "const b = 2; // and §9"].join("\n");
    expect(refs("worker/saving/x.ts", source)).toEqual(["auth.md §2.2", "saving.md §4.4", "saving.md §9"]);
    expect(refs("common/business/x.ts", "/** §4 */")).toEqual(["business.md §4"]);
    expect(refs("app/routes/auth/login/x.tsx", "// §4.3")).toEqual(["auth.md §4.3"]);
  });

  test("a run of // lines is one comment; a line of code is not part of it", () => {
    expect(refs("app/lib/x.ts", ["// auth.md §1 names the", "// providers; §6 too"].join("\n"))).toEqual(["auth.md §1", "auth.md §6"]);
    expect(refs("app/lib/x.ts", ["// auth.md §1", "f(); // §6"].join("\n"))).toEqual(["auth.md §1", "undefined §6"]);
  });

  test("a path ending in /* opens no comment", () => {
    const source = ['router.use("/v3/facebook/*", limit); // auth.md §7', "// §2.2 of the file's area", "/** saving.md §2 */"].join("\n");
    expect(refs("worker/auth/x.ts", source)).toEqual(["auth.md §7", "auth.md §2.2", "saving.md §2"]);
  });

  test("without a spec named or an area, a migration takes the spec named last before it in the file", () => {
    const sql = ["-- Campaigns (business.md §7)", "CREATE TABLE c (", "  -- the budget (§9)", "  b INTEGER", ");"].join("\n");
    expect(refs("migrations/0032_x.sql", sql)).toEqual(["business.md §7", "business.md §9"]);
  });

  test("skips another document's sections: RFC 6761 §6.5, OpenID Connect Core §3.1", () => {
    expect(refs("worker/auth/x.ts", "/** RFC 2606 §2 / RFC 6761 §6.5; OpenID Connect Core §3.1; auth.md §1 */")).toEqual(["auth.md §1"]);
  });

  test("a range stands for the sections between at the same depth", () => {
    const specs = {
      "auth.md": "## 2. A\n### 2.1 B\n### 2.2 C\n### 2.3 D\n### 2.4 E\n",
      "saving.md": "",
      "business.md": "",
    } satisfies Record<Spec, string>;
    const map = buildSpecMap(specs, new Map([["common/auth/x.ts", "// auth.md §2.1–§2.3"]]));
    expect([...map.files].filter(([, files]) => files.length).map(([k]) => k)).toEqual(["auth.md §2.1", "auth.md §2.2", "auth.md §2.3"]);
  });

  test("a section the spec lacks, or a § of no spec, is unresolved with its file and line", () => {
    const specs = { "auth.md": "## 1. A\n## 2. B\n### 2.1 C\n", "saving.md": "## 1. S\n", "business.md": "## 1. T\n" } satisfies Record<
      Spec,
      string
    >;
    const map = buildSpecMap(specs, new Map([["app/lib/x.ts", "const a = 1;\n// auth.md §2.7\nf(); // §1\n"]]));
    expect(map.unresolved.map((u) => `${u.file}:${u.line} ${u.text}`)).toEqual(["app/lib/x.ts:2 §2.7", "app/lib/x.ts:3 §1"]);
    expect(map.unresolved[0]!.reason).toBe("auth.md has no §2.7");
  });
});
