/**
 * The README is how a new developer finds their way in five minutes: at most 10 KB, its commands
 * and links real, and its map naming every capability folder of common/, worker/ and app/routes/
 * (and nothing that is gone) with spec sections the capability's code does cite. The guides under
 * docs/ hold the rest: every package.json script is documented in the README or one of them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { expect, test } from "vitest";
import { generateSpecMap } from "../../scripts/spec-map";

const ROOT = resolve(import.meta.dirname, "../..");
const README = readFileSync(join(ROOT, "README.md"), "utf8");
/** The guides the README sends a reader to, by path: docs/*.md but the generated map. */
const GUIDES = new Map(
  readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md") && name !== "spec-map.md")
    .map((name) => [`docs/${name}`, readFileSync(join(ROOT, "docs", name), "utf8")]),
);
const SCRIPTS = Object.keys((JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts);

test("the README is at most 10 KB", () => {
  expect(Buffer.byteLength(README, "utf8")).toBeLessThanOrEqual(10 * 1024);
});

test("the README states the two commands", () => {
  expect(README).toContain("npm install && npm start");
  expect(README).toContain("npm ci && npm test");
});

test("every npm command of the README and the guides is a package.json script", () => {
  const unknown: string[] = [];
  for (const [file, text] of [["README.md", README] as const, ...GUIDES]) {
    for (const m of text.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)) {
      const name = (m[1] ?? m[2]!).replace(/:$/, "");
      if (!SCRIPTS.includes(name)) unknown.push(`${file}: npm ${m[1] ? "run " : ""}${name}`);
    }
  }
  expect(unknown).toEqual([]);
});

test("every package.json script is in the README or a guide it links to", () => {
  const linked = [...GUIDES].filter(([path]) => README.includes(`](${path}`)).map(([, text]) => text);
  expect(linked.length).toBeGreaterThanOrEqual(4);
  const documented = [README, ...linked].join("\n");
  const missing = SCRIPTS.filter((name) => {
    if (name === "start" || name === "test") return !documented.includes(`npm ${name}`);
    return !new RegExp(`npm run ${name}\\b|\`${name}\``).test(documented);
  });
  expect(missing).toEqual([]);
});

/** A heading's anchor as GitHub makes it: lower case, punctuation but '-' dropped, spaces to '-'. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

test("every relative link of the README and the guides resolves, anchors included", () => {
  const broken: string[] = [];
  for (const [file, text] of [["README.md", README] as const, ...GUIDES]) {
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1]!;
      if (/^[a-z]+:/.test(target)) continue;
      const [path, anchor] = target.split("#") as [string, string | undefined];
      const resolved = path ? join(dirname(join(ROOT, file)), path) : join(ROOT, file);
      if (!existsSync(resolved)) {
        broken.push(`${file}: ${target}`);
        continue;
      }
      if (anchor && !statSync(resolved).isDirectory()) {
        const headings = [...readFileSync(resolved, "utf8").matchAll(/^#+\s+(.+)$/gm)].map((h) => slug(h[1]!));
        if (!headings.includes(anchor)) broken.push(`${file}: ${target} (no such heading)`);
      }
    }
  }
  expect(broken).toEqual([]);
});

test("the README links the guides, the spec map, the specs and the decisions", () => {
  for (const path of [...GUIDES.keys(), "docs/spec-map.md", "docs/specs/", "docs/decisions/"]) expect(README, path).toContain(`](${path})`);
});

test("every path the README names exists", () => {
  const paths = [...README.matchAll(/(?<![\w/~{])((?:common|worker|app|test|scripts|docs|migrations|openapi|contracts)\/[\w./-]*)/g)].map(
    (m) => m[1]!.replace(/[.]$/, ""),
  );
  expect(paths.length).toBeGreaterThan(10);
  // docs/decisions/006 names the decision whose file starts so.
  const exists = (p: string) =>
    existsSync(join(ROOT, p)) ||
    (/^docs\/decisions\/\d+$/.test(p) && readdirSync(join(ROOT, "docs/decisions")).some((f) => f.startsWith(`${p.split("/")[2]}-`)));
  expect(paths.filter((p) => !exists(p))).toEqual([]);
});

/** The map's rows: area, capability, and the sections of the last column ("auth.md §2.2, §4.3"). */
function mapRows(): { area: string; capability: string; sections: string[] }[] {
  return [...README.matchAll(/^\| (\w+) \| `([\w-]+)` \| [^|]+ \| ([^|]+) \|$/gm)].map((m) => {
    const sections: string[] = [];
    for (const run of m[3]!.matchAll(/(\w+\.md) ((?:§[\d.]+(?:, )?)+)/g)) {
      for (const id of run[2]!.matchAll(/§([\d.]+)/g)) sections.push(`${run[1]} §${id[1]}`);
    }
    return { area: m[1]!, capability: m[2]!, sections };
  });
}

/** Capability folders: the folders of common/{area}/, worker/{area}/ and app/routes/{area}/. */
function capabilityFolders(): string[] {
  const found: string[] = [];
  for (const side of ["common", "worker", "app/routes"]) {
    for (const area of readdirSync(join(ROOT, side))) {
      if (!statSync(join(ROOT, side, area)).isDirectory()) continue;
      for (const name of readdirSync(join(ROOT, side, area))) {
        if (!name.startsWith("+") && !name.startsWith(".") && statSync(join(ROOT, side, area, name)).isDirectory())
          found.push(`${side}/${area}/${name}`);
      }
    }
  }
  return found;
}

test("the map names every capability folder, and only those", () => {
  const rows = mapRows();
  expect(rows.length).toBeGreaterThan(30);
  const named = new Set(rows.map((r) => `${r.area}/${r.capability}`));
  const folders = capabilityFolders();
  const missing = folders.filter((f) => !named.has(f.split("/").slice(-2).join("/")));
  expect(missing, "capability folders the README's map does not name").toEqual([]);
  const gone = [...named].filter((n) => !folders.some((f) => f.endsWith(`/${n}`)));
  expect(gone, "capabilities in the README's map with no folder").toEqual([]);
});

test("each capability's spec sections are cited by its own code (docs/spec-map.md)", () => {
  const { map } = generateSpecMap();
  const uncited: string[] = [];
  for (const { area, capability, sections } of mapRows()) {
    const prefixes = ["common", "worker", "app/routes"].map((side) => `${side}/${area}/${capability}/`);
    for (const section of sections) {
      const files = map.files.get(section);
      if (!files?.some((f) => prefixes.some((p) => f.startsWith(p)))) uncited.push(`${capability}: ${section}`);
    }
  }
  expect(uncited).toEqual([]);
});
