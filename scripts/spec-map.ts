/**
 * The spec map, docs/spec-map.md: for each numbered section of the three specs (docs/specs/), the
 * source files whose comments or strings name it with a `§` reference ("auth.md §2.5", "(auth.md
 * §2.1, §2.3)", "business.md §2, §4 and §9", "saving.md §7 GET /v3/users/settings", a bare "§4.4").
 *
 *   npm run spec-map                     rewrite docs/spec-map.md (tsx scripts/spec-map.ts --write)
 *   npx tsx scripts/spec-map.ts --check  exit 1 when docs/spec-map.md is not what the code says
 *
 * test/layout/spec-map.test.ts runs the same comparison in `npm test`'s unit project.
 *
 * Which files: common/, worker/, app/ (the product's code) and migrations/ (its tables, which cite
 * the entities they store). Not scripts/ (developer tooling: the seed, the local stand-ins, the
 * bench) nor test/ (they check the spec; they do not implement it).
 *
 * How a reference is read:
 * - A run is a `§N` (or `§N.M`) and the `§`s joined to it by ",", "and", "or", "/" or a dash; a
 *   dash (– or -) makes a range ("§2.1–§2.3": 2.1, 2.2 and 2.3, the sections of that depth).
 * - Its spec is the nearest "auth.md", "saving.md" or "business.md" before it in the same comment
 *   (a /* … *\/ block, a run of whole-line // or -- comments; elsewhere the same line); else the
 *   file's area: common/{area}/, worker/{area}/ and app/routes/{area}/ for auth, saving and
 *   business; else, in migrations/, the nearest spec named earlier in the file.
 * - A run right after another document's name ("RFC 6761 §6.5", "OpenID Connect Core §3.1") is
 *   not ours and is skipped.
 * - A section that does not exist in its spec, or a bare `§` whose spec cannot be told, is listed
 *   under "Unresolved references" by file (`--check` prints the lines; the map leaves them out so
 *   that editing a file elsewhere does not make it stale).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

export const SPECS = ["auth.md", "saving.md", "business.md"] as const;
export type Spec = (typeof SPECS)[number];

/** The folders whose files are mapped. */
export const SCANNED = ["common", "worker", "app", "migrations"] as const;
const EXTENSIONS = /\.(ts|tsx|mjs|js|css|sql)$/;

export const ROOT = resolve(import.meta.dirname, "..");
export const SPEC_MAP_FILE = "docs/spec-map.md";
export const FIX_COMMAND = "npm run spec-map";

export interface Section {
  spec: Spec;
  /** "2", "2.1" */
  id: string;
  title: string;
}

/** A spec's numbered sections in document order: "## 2. Screens and routes", "### 2.1 Modal steps". */
export function parseSections(spec: Spec, markdown: string): Section[] {
  const sections: Section[] = [];
  for (const m of markdown.matchAll(/^#{2,6}\s+(\d+(?:\.\d+)*)\.?\s+(.+?)\s*$/gm)) {
    sections.push({ spec, id: m[1]!, title: m[2]! });
  }
  return sections;
}

/** The spec a file's folder stands for: common|worker|app/routes + /auth|saving|business/. */
export function areaSpec(path: string): Spec | undefined {
  const m = /^(?:common|worker|app\/routes)\/(auth|saving|business)\//.exec(path.replaceAll("\\", "/"));
  return m ? (`${m[1]}.md` as Spec) : undefined;
}

/** One `§` of a run as written, its spec told or not; `to` for the end of a range. */
export interface RawReference {
  line: number;
  spec: Spec | undefined;
  id: string;
  to?: string;
  /** The run as written, for messages. */
  text: string;
}

const SPEC_MENTION = /\b(auth|saving|business)\.md\b/g;
/** A run: `§N` and the `§`s joined to it. */
const RUN = /§(\d+(?:\.\d+)*)(?:\s*(?:,|\band\b|\bor\b|\/|–|-)\s*§\d+(?:\.\d+)*)*/g;
const ITEM = /(–|-)?\s*§(\d+(?:\.\d+)*)/g;
/** Another document's name right before a run: an RFC, OpenID Connect Core. */
const FOREIGN = /(?:\bRFC\s?\d+|\bCore)\s*$/;

/**
 * Whether a line leaves a /* … *\/ comment open: its last opener — a `/*` at the start or after a
 * space or bracket, not in a `//` comment (unlike the `/*` of "/v3/facebook/*" or "image/*") — has
 * no `*\/` after it.
 */
function opensBlock(line: string): boolean {
  const lineComment = line.search(/(^|\s)\/\//);
  const openers = [...line.matchAll(/(?:^|[\s{(;,=])\/\*/g)]
    .map((m) => m.index + m[0].length - 2)
    .filter((at) => lineComment === -1 || at < lineComment);
  const last = openers.at(-1);
  return last !== undefined && !line.slice(last + 2).includes("*/");
}

/**
 * The file cut into comments: each line's comment number. A /* … *\/ block is one comment, so is a
 * run of lines that are whole-line `//` (or, in SQL, `--`) comments; any other line is its own.
 */
function commentIds(lines: string[], sql: boolean): number[] {
  const ids: number[] = [];
  let id = 0;
  let inBlock = false;
  let previousWasLineComment = false;
  for (const line of lines) {
    const trimmed = line.trimStart();
    if (inBlock) {
      ids.push(id);
      if (line.includes("*/")) inBlock = false;
      previousWasLineComment = false;
      continue;
    }
    const lineComment = sql ? trimmed.startsWith("--") : trimmed.startsWith("//");
    if (!(lineComment && previousWasLineComment)) id++;
    ids.push(id);
    previousWasLineComment = lineComment;
    if (!sql && opensBlock(line)) inBlock = true;
  }
  return ids;
}

/** Every `§` reference of one file (path relative to the repository, forward slashes). */
export function extractReferences(path: string, source: string): RawReference[] {
  const lines = source.split("\n");
  const ids = commentIds(lines, path.endsWith(".sql"));
  const fromArea = areaSpec(path);
  const fileLevel = path.startsWith("migrations/");
  const found: RawReference[] = [];
  let lastInFile: Spec | undefined;
  let start = 0;
  while (start < lines.length) {
    let end = start;
    while (end + 1 < lines.length && ids[end + 1] === ids[start]) end++;
    const text = lines.slice(start, end + 1).join("\n");
    const lineAt = (offset: number) => start + 1 + (text.slice(0, offset).match(/\n/g)?.length ?? 0);
    const mentions = [...text.matchAll(SPEC_MENTION)].map((m) => ({ at: m.index, spec: `${m[1]}.md` as Spec }));
    for (const run of text.matchAll(RUN)) {
      if (FOREIGN.test(text.slice(Math.max(0, run.index - 30), run.index))) continue;
      const nearest = mentions.filter((m) => m.at < run.index).at(-1)?.spec;
      const spec = nearest ?? fromArea ?? (fileLevel ? lastInFile : undefined);
      const line = lineAt(run.index);
      const items = [...run[0].matchAll(ITEM)];
      items.forEach((item, i) => {
        if (item[1]) return; // the end of a range, taken with its start
        const next = items[i + 1];
        found.push({ line, spec, id: item[2]!, ...(next?.[1] && { to: next[2]! }), text: run[0] });
      });
    }
    const last = mentions.at(-1);
    if (last) lastInFile = last.spec;
    start = end + 1;
  }
  return found;
}

export interface Unresolved {
  file: string;
  line: number;
  text: string;
  reason: string;
}

export interface SpecMap {
  sections: Section[];
  /** "auth.md §2.1" → the files that name it, sorted */
  files: Map<string, string[]>;
  unresolved: Unresolved[];
}

const key = (spec: Spec, id: string) => `${spec} §${id}`;
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The section ids a reference stands for, or why it stands for none. */
export function resolveReference(ref: RawReference, sections: Section[]): string[] | string {
  if (!ref.spec) return "no spec named before it in its comment, and its folder is no spec's area";
  const ofSpec = sections.filter((s) => s.spec === ref.spec).map((s) => s.id);
  const from = ofSpec.indexOf(ref.id);
  if (from === -1) return `${ref.spec} has no §${ref.id}`;
  if (!ref.to) return [ref.id];
  const to = ofSpec.indexOf(ref.to);
  if (to === -1) return `${ref.spec} has no §${ref.to}`;
  if (to < from) return `the range §${ref.id}–§${ref.to} runs backwards`;
  const depth = ref.id.split(".").length;
  return ofSpec.slice(from, to + 1).filter((id) => id.split(".").length === depth);
}

/** Builds the map from sources given as relative path → text, and the specs' markdown. */
export function buildSpecMap(specs: Record<Spec, string>, sources: Map<string, string>): SpecMap {
  const sections = SPECS.flatMap((spec) => parseSections(spec, specs[spec]));
  const files = new Map<string, Set<string>>(sections.map((s) => [key(s.spec, s.id), new Set()]));
  const unresolved: Unresolved[] = [];
  for (const path of [...sources.keys()].sort(compare)) {
    for (const ref of extractReferences(path, sources.get(path)!)) {
      const ids = resolveReference(ref, sections);
      if (typeof ids === "string") unresolved.push({ file: path, line: ref.line, text: ref.text, reason: ids });
      else for (const id of ids) files.get(key(ref.spec!, id))!.add(path);
    }
  }
  return {
    sections,
    files: new Map([...files].map(([k, set]) => [k, [...set].sort(compare)])),
    unresolved,
  };
}

/** docs/spec-map.md's text. */
export function renderSpecMap(map: SpecMap): string {
  const out: string[] = [
    "# Spec map",
    "",
    "For each numbered section of the specs in [specs/](specs/), the files that refer to it with a",
    "`§` reference. Generated by `scripts/spec-map.ts` from the code's own references: do not edit;",
    `run \`${FIX_COMMAND}\` after changing a reference (test/layout/spec-map.test.ts fails until then).`,
    "",
    "Files are those of common/, worker/, app/ and migrations/ (scripts/ and test/ are tooling and",
    "checks, not the implementation). A bare `§4.4` belongs to the spec named last before it in the",
    "same comment, else to the file's area (`common/auth/`, `worker/auth/`, `app/routes/auth/` →",
    "auth.md; likewise saving and business), else, in a migration, to the spec named last before it",
    "in the file. `§2, §4 and §9` names three sections, `§2.1–§2.3` three; another document's",
    "sections (`RFC 6761 §6.5`) are skipped. A file listed under §2 is not repeated under §2.1: each",
    "section lists the files that name it exactly.",
    "",
    "| spec | sections | with files | without |",
    "|---|---|---|---|",
  ];
  for (const spec of SPECS) {
    const ofSpec = map.sections.filter((s) => s.spec === spec);
    const empty = ofSpec.filter((s) => map.files.get(key(spec, s.id))!.length === 0).length;
    out.push(`| [${spec}](specs/${spec}) | ${ofSpec.length} | ${ofSpec.length - empty} | ${empty} |`);
  }
  for (const spec of SPECS) {
    out.push("", `## ${spec}`);
    for (const s of map.sections.filter((x) => x.spec === spec)) {
      const files = map.files.get(key(spec, s.id))!;
      out.push("", `### ${spec} §${s.id} ${s.title}`, "");
      const hasSubsections = map.sections.some((x) => x.spec === spec && x.id.startsWith(`${s.id}.`));
      if (files.length === 0) out.push(hasSubsections ? `No file names §${s.id} itself; see its subsections.` : "No file refers to it.");
      else out.push(...files.map((f) => `- ${f}`));
    }
  }
  out.push("", "## Unresolved references", "");
  if (map.unresolved.length === 0) out.push("None.");
  else {
    out.push(
      "References that name no section of a spec, or whose spec cannot be told: fix them in the code",
      "(`npx tsx scripts/spec-map.ts --check` prints their lines).",
      "",
    );
    out.push(...map.unresolved.map((u) => `- ${u.file} \`${u.text}\`: ${u.reason}`));
  }
  return `${out.join("\n")}\n`;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort(compare)
    .flatMap((name) => {
      if (name.startsWith(".") || name.startsWith("+")) return [];
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sourceFiles(path);
      return EXTENSIONS.test(name) && !name.endsWith(".d.ts") ? [path] : [];
    });
}

/** The map of the repository at `root`, as `npm run spec-map` writes it. */
export function generateSpecMap(root = ROOT): { map: SpecMap; text: string } {
  const specs = Object.fromEntries(SPECS.map((s) => [s, readFileSync(join(root, "docs/specs", s), "utf8")])) as Record<Spec, string>;
  const sources = new Map<string, string>();
  for (const top of SCANNED) {
    for (const file of sourceFiles(join(root, top))) sources.set(relative(root, file).replaceAll("\\", "/"), readFileSync(file, "utf8"));
  }
  const map = buildSpecMap(specs, sources);
  return { map, text: renderSpecMap(map) };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { map, text } = generateSpecMap();
  const file = join(ROOT, SPEC_MAP_FILE);
  if (process.argv.includes("--write")) {
    writeFileSync(file, text);
    console.log(`wrote ${SPEC_MAP_FILE}: ${map.sections.length} sections, ${map.unresolved.length} unresolved references`);
  } else if (process.argv.includes("--check")) {
    let current = "";
    try {
      current = readFileSync(file, "utf8");
    } catch {
      // no map written yet: it differs from the generated one
    }
    if (current !== text) {
      console.error(`${SPEC_MAP_FILE} is out of date: run \`${FIX_COMMAND}\``);
      process.exitCode = 1;
    } else console.log(`${SPEC_MAP_FILE} matches the code`);
    for (const u of map.unresolved) console.warn(`unresolved: ${u.file}:${u.line} ${u.text}: ${u.reason}`);
  } else {
    process.stdout.write(text);
  }
}
