/**
 * The layout rule: `worker/` and `app/` share code only through `common/`. `app/` never imports
 * `worker/`, `worker/` never imports `app/` (the Worker entry aside: it hands the pages the API),
 * and `common/` imports neither and stays isomorphic (no Node, Worker or DOM-only modules, no
 * React). Checked on the import specifiers of every source file, aliases and relative paths alike.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { expect, test } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const AREAS = ["common", "worker", "app"] as const;
type Area = (typeof AREAS)[number];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "+types" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Every module specifier a file imports or re-exports (static and dynamic). */
export function specifiers(source: string): string[] {
  const found: string[] = [];
  const re = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g;
  for (const m of source.matchAll(re)) found.push((m[1] ?? m[2] ?? m[3])!);
  return found;
}

/** The top-level area a specifier lands in, if it is one of ours. */
function targetArea(file: string, spec: string): Area | undefined {
  const alias = /^~(common|worker|app)\//.exec(spec);
  if (alias) return alias[1] as Area;
  if (!spec.startsWith(".")) return undefined;
  const top = relative(ROOT, resolve(dirname(file), spec)).split(/[\\/]/)[0];
  return AREAS.find((a) => a === top);
}

const FORBIDDEN: Record<Area, Area[]> = { common: ["worker", "app"], worker: ["app"], app: ["worker"] };
/** Packages common/ may not use: it runs in the browser, the Worker and Node alike. */
const NOT_ISOMORPHIC = /^(node:|cloudflare:|react($|-dom|\/)|react-router|hono($|\/)|wrangler)/;

export function violations(): string[] {
  const found: string[] = [];
  for (const area of AREAS) {
    for (const file of sourceFiles(join(ROOT, area))) {
      const rel = relative(ROOT, file);
      if (rel === join("worker", "index.ts")) continue; // the entry hands the pages the API
      for (const spec of specifiers(readFileSync(file, "utf8"))) {
        const target = targetArea(file, spec);
        if (target && FORBIDDEN[area].includes(target)) found.push(`${rel} imports ${spec} (${area}/ must not import ${target}/)`);
        if (area === "common" && NOT_ISOMORPHIC.test(spec)) found.push(`${rel} imports ${spec} (common/ must stay isomorphic)`);
      }
    }
  }
  return found;
}

test("worker/ and app/ share code only through common/, which stays isomorphic", () => {
  expect(violations()).toEqual([]);
});

test("the check sees relative, aliased and dynamic imports", () => {
  expect(
    specifiers(`import a from "../../worker/x";\nexport { b } from "~app/y";\nconst c = import("../app/z");\nimport "node:fs";`),
  ).toEqual(["../../worker/x", "~app/y", "../app/z", "node:fs"]);
  expect(targetArea(join(ROOT, "app/routes/a.tsx"), "../../worker/x")).toBe("worker");
  expect(targetArea(join(ROOT, "app/routes/a.tsx"), "~worker/x")).toBe("worker");
  expect(targetArea(join(ROOT, "app/routes/a.tsx"), "./b")).toBe("app");
});
