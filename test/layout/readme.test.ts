/**
 * The README is how a new developer finds their way: every package.json script is listed, and
 * the architecture map names every folder of common/, worker/ and app/ (and nothing that is gone).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const README = readFileSync(join(ROOT, "README.md"), "utf8");
const MAP = README.slice(README.indexOf("## Architecture map"));

test("every package.json script is in the README", () => {
  const scripts = Object.keys((JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts);
  const missing = scripts.filter((name) => {
    if (name === "start" || name === "test") return !README.includes(`npm ${name}`);
    return !new RegExp(`npm run ${name}\\b|\`${name}\``).test(README);
  });
  expect(missing).toEqual([]);
});

test("the architecture map names every source folder", () => {
  const missing: string[] = [];
  for (const top of ["common", "worker", "app"]) {
    for (const name of readdirSync(join(ROOT, top))) {
      if (name.startsWith("+") || name.startsWith(".") || !statSync(join(ROOT, top, name)).isDirectory()) continue;
      if (!new RegExp(`(^|[\\s,(])${name}/`, "m").test(MAP)) missing.push(`${top}/${name}/`);
    }
  }
  expect(missing).toEqual([]);
});

test("every top-level entry of the map exists", () => {
  const entries = [...MAP.matchAll(/^([a-z][\w.-]*\/?(?:[\w.-]+)?)\s{2,}/gm)].map((m) => m[1]!);
  expect(entries.length).toBeGreaterThan(5);
  for (const entry of entries) expect(existsSync(join(ROOT, entry)), entry).toBe(true);
});
