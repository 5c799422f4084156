/**
 * The capability rule: each area is split into capabilities, one folder of the same name on every
 * side — common/{area}/{capability}/ (contracts, schemas, errors, messages, rules),
 * worker/{area}/{capability}/ (routes, storage) and app/routes/{area}/{capability}/ (route
 * modules, components, form state) — so a newcomer who knows a feature's name finds all of it.
 * A capability's files import each other freely, on every side (two-factor's page imports
 * two-factor's contracts); another capability imports only what the capability's `index.ts`
 * (`index.server.ts` for the pages' server modules) exports. Dynamic `import()` of a page module
 * is a code-splitting boundary and may name the module itself. Wiring is exempt: the Worker entry
 * (worker/index.ts) and each area's router (worker/{area}/router.ts, worker/platform/routes.ts),
 * which mounts its capabilities' routes.ts; and so are the catalogues (common/errors.ts, an
 * area's errors and messages), which gather each capability's codes and words into the one
 * catalogue of their area (a surface would make a cycle: every contract imports the envelope,
 * which imports the catalogue). No source folder holds more than 20 files.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, posix, relative, resolve } from "node:path";
import { expect, test } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const SIDES = ["common", "worker", "app"] as const;

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = posix.join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return name === "+types" ? [] : walk(path);
    return [path];
  });
}
const sourceFiles = () => SIDES.flatMap(walk).filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".d.ts"));

/** The capability folder a source path is in (common/auth/two-factor), or null for area-level files. */
export function capabilityFolder(path: string): string | null {
  const parts = path.split("/");
  if ((parts[0] === "common" || parts[0] === "worker") && parts.length >= 4) return parts.slice(0, 3).join("/");
  if (parts[0] === "app" && parts[1] === "routes" && parts.length >= 5) return parts.slice(0, 4).join("/");
  return null;
}
/** The capability's name across the sides: "auth/two-factor". */
const capabilityName = (folder: string | null) => folder?.split("/").slice(-2).join("/") ?? null;

/** Static import and re-export specifiers (not dynamic `import()`). */
export function staticSpecifiers(source: string): string[] {
  return [...source.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']|^import\s+["']([^"']+)["']/gm)].map(
    (m) => (m[1] ?? m[2])!,
  );
}

function resolveSpecifier(from: string, spec: string, files: Set<string>): string | null {
  const alias = /^~(common|worker|app)\/(.*)$/.exec(spec);
  const base = alias ? `${alias[1]}/${alias[2]}` : spec.startsWith(".") ? posix.normalize(posix.join(dirname(from), spec)) : null;
  if (base === null) return null;
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) if (files.has(base + ext)) return base + ext;
  return null;
}

export function capabilityViolations(): string[] {
  const files = sourceFiles();
  const set = new Set(files);
  const found: string[] = [];
  for (const file of files) {
    // Wiring, not use: the entry (argon2's module, the pages) and each area's router, which mounts
    // its capabilities' routes.ts.
    if (file === "worker/index.ts" || /^worker\/\w+\/router\.ts$/.test(file) || file === "worker/platform/routes.ts") continue;
    const mine = capabilityName(capabilityFolder(file));
    for (const spec of staticSpecifiers(readFileSync(join(ROOT, file), "utf8"))) {
      const target = resolveSpecifier(file, spec, set);
      const folder = target && capabilityFolder(target);
      if (!target || !folder || capabilityName(folder) === mine) continue;
      if (target === `${folder}/index.ts` || target === `${folder}/index.server.ts`) continue;
      // The catalogues gather their capabilities' codes and words.
      if (/^common\/(\w+\/)?[\w-]*(errors|messages)\.ts$/.test(file) && /(errors|messages)\.ts$/.test(target)) continue;
      found.push(`${file} imports ${spec}: another capability's internals (export it from ${folder}/index.ts)`);
    }
  }
  return found;
}

test("capabilities use each other only through their index.ts surface", () => {
  expect(capabilityViolations()).toEqual([]);
});

test("the check sees relative and aliased imports, and names capabilities across sides", () => {
  expect(
    staticSpecifiers(`import { a } from "../x/y";\nexport { b } from "~common/auth/sso/rules";\nconst c = () => import("./z");`),
  ).toEqual(["../x/y", "~common/auth/sso/rules"]);
  expect(capabilityFolder("app/routes/auth/two-factor/mfa-step.tsx")).toBe("app/routes/auth/two-factor");
  expect(capabilityFolder("common/auth/two-factor/contracts.ts")).toBe("common/auth/two-factor");
  expect(capabilityFolder("common/auth/errors.ts")).toBeNull();
  expect(capabilityName("worker/auth/two-factor")).toBe(capabilityName("app/routes/auth/two-factor"));
});

/** The capabilities that have code on all three sides, by area (README.md's map lists every capability). */
const EVERY_SIDE = {
  auth: ["bot-check", "facebook", "federated", "login", "recovery", "sessions", "sign-in-history", "signup", "sso", "two-factor"],
  saving: ["board-picker", "collaborators", "hashtags", "instagram-upsell", "move-pins", "pin-create"],
  business: ["acting-profile", "advisories", "console", "convert", "creator-card", "offsite", "pin-builder", "quick-promote", "search"],
};

test("each of those capabilities has a folder of the same name on every side", () => {
  const missing = Object.entries(EVERY_SIDE).flatMap(([area, names]) =>
    names.flatMap((name) =>
      [`common/${area}/${name}`, `worker/${area}/${name}`, `app/routes/${area}/${name}`].filter((dir) => {
        try {
          return !statSync(join(ROOT, dir)).isDirectory();
        } catch {
          return true;
        }
      }),
    ),
  );
  expect(missing).toEqual([]);
});

test("no source folder holds more than 20 files", () => {
  const counts = new Map<string, number>();
  for (const file of SIDES.flatMap(walk)) counts.set(dirname(file), (counts.get(dirname(file)) ?? 0) + 1);
  expect([...counts].filter(([, n]) => n > 20).map(([dir, n]) => `${dir}: ${n} files`)).toEqual([]);
});

test("every capability folder is named in kebab-case", () => {
  const folders = new Set(
    sourceFiles()
      .map(capabilityFolder)
      .filter((f): f is string => f !== null),
  );
  expect(
    [...folders].filter((f) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(f.split("/").at(-1)!)).map((f) => relative(ROOT, join(ROOT, f))),
  ).toEqual([]);
});

/**
 * Value imports between modules form no cycle. A cycle through a capability's index.ts is the
 * easy mistake here: a module of it runs before another it needs, and a schema or constant it
 * uses at load is still undefined (a zod schema, then, fails only when the OpenAPI document is
 * built). `import type` is erased, so it cannot make one.
 */
export function importCycles(): string[][] {
  const files = sourceFiles();
  const set = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = readFileSync(join(ROOT, file), "utf8");
    const targets: string[] = [];
    for (const m of source.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s*["']([^"']+)["']|^import\s+["']([^"']+)["']/gms)) {
      if (m[1]) continue;
      const names = /^\{([^}]*)\}$/s.exec((m[2] ?? "").trim());
      if (
        names &&
        names[1]!
          .split(",")
          .map((n) => n.trim())
          .filter(Boolean)
          .every((n) => n.startsWith("type "))
      )
        continue;
      const target = resolveSpecifier(file, (m[3] ?? m[4])!, set);
      if (target) targets.push(target);
    }
    graph.set(file, targets);
  }
  // Tarjan's strongly connected components: each of more than one module is a cycle.
  let next = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return cycles;
}

test("no module imports itself back through others (value imports)", () => {
  expect(importCycles()).toEqual([]);
});
