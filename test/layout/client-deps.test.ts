/**
 * The dev server pre-bundles every package the pages' browser code imports (vite.config.ts
 * CLIENT_DEPENDENCIES, its `optimizeDeps.include`): a package it meets only when a page asks for
 * it makes Vite reload that page on its first visit ("new dependencies optimized ... reloading").
 * Checked on the runtime imports (static and dynamic; `import type` aside) of every module that can
 * reach the browser: the modules of app/ but the server-only ones (`*.server.ts(x)`,
 * app/entry.server.tsx) and the route table (app/routes.ts, read by the build in Node), and every
 * module of common/ they reach — in development nothing is tree-shaken, so a page importing one
 * name through a capability's index.ts loads every module that surface lists.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { expect, test } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const SERVER_ONLY = /\.server\.tsx?$|^app[\\/](entry\.server\.tsx|routes\.ts)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "+types" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The package specifiers (not relative, not our ~aliases, not virtual) a module imports at run time. */
export function runtimePackageImports(source: string): string[] {
  const found: string[] = [];
  const re = /^\s*import\s+(?!type\s)[^'";]*?from\s*["']([^"']+)["']|^\s*import\s+["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)/gm;
  for (const m of source.matchAll(re)) found.push((m[1] ?? m[2] ?? m[3])!);
  return found.filter((spec) => !/^(\.|~|virtual:|node:)/.test(spec));
}

/** Our runtime module specifiers (relative and ~aliased) of a module. */
function runtimeLocalImports(source: string): string[] {
  const re =
    /^\s*(?:import|export)\s+(?!type\s)[^'";]*?from\s*["']([^"']+)["']|^\s*import\s+["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)/gm;
  return [...source.matchAll(re)].map((m) => (m[1] ?? m[2] ?? m[3])!).filter((spec) => /^(\.|~(common|app)\/)/.test(spec));
}

function resolveModule(from: string, spec: string): string | null {
  const alias = /^~(common|app)\/(.*)$/.exec(spec);
  const base = alias ? join(ROOT, alias[1]!, alias[2]!) : resolve(dirname(from), spec);
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    try {
      if (statSync(base + ext).isFile()) return base + ext;
    } catch {
      // not this one
    }
  }
  return null;
}

/** The modules that can reach the browser: app/'s but the server-only ones, and what they import of common/ and app/. */
function browserModules(): string[] {
  const seen = new Set<string>();
  const queue = sourceFiles(join(ROOT, "app")).filter((f) => !SERVER_ONLY.test(relative(ROOT, f)));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || SERVER_ONLY.test(relative(ROOT, file)) || !/\.(ts|tsx)$/.test(file)) continue;
    seen.add(file);
    for (const spec of runtimeLocalImports(readFileSync(file, "utf8"))) {
      const target = resolveModule(file, spec);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

/** vite.config.ts's CLIENT_DEPENDENCIES, read as text (loading the config loads every Vite plugin). */
function clientDependencies(): string[] {
  const list = /export const CLIENT_DEPENDENCIES = \[([^\]]*)\]/.exec(readFileSync(join(ROOT, "vite.config.ts"), "utf8"));
  expect(list, "vite.config.ts exports CLIENT_DEPENDENCIES").not.toBeNull();
  return [...list![1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

test("the import reader sees runtime imports, static and dynamic, and skips type-only ones", () => {
  const source = [
    'import { create } from "qrcode";',
    'import type { Foo } from "only-types";',
    'import { a, type B } from "mixed";',
    'import "side-effect";',
    'const x = () => import("lazy-package");',
    'import { b } from "./local";',
    'import { c } from "~common/thing";',
  ].join("\n");
  expect(runtimePackageImports(source)).toEqual(["qrcode", "mixed", "side-effect", "lazy-package"]);
});

test("every package the browser code of app/ imports is pre-bundled by the dev server (vite.config.ts optimizeDeps.include)", () => {
  const included = new Set(clientDependencies());
  const missing: string[] = [];
  for (const file of browserModules()) {
    const rel = relative(ROOT, file);
    for (const spec of runtimePackageImports(readFileSync(file, "utf8"))) if (!included.has(spec)) missing.push(`${rel} imports ${spec}`);
  }
  expect(missing).toEqual([]);
  // The check reads the modules it should: the QR code's package is among them.
  expect(included.has("qrcode")).toBe(true);
});
