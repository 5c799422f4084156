/**
 * Quality gate: both OpenAPI documents — openapi/openapi.json, the published one, and
 * openapi/openapi.dev.json, the developer one (docs/decisions/028-developer-openapi-document.md) —
 * pass `redocly lint` (the recommended ruleset, with the rules the API contradicts on purpose turned
 * off in redocly.yaml, each with its reason). Errors fail the test; warnings are printed. Run alone:
 * `npx vitest run test/gates/openapi-lint.test.ts`.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const CONFIG = join(ROOT, "redocly.yaml");

interface LintProblem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location: { pointer?: string; source?: { ref?: string } }[];
}
interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: LintProblem[];
}

/** `redocly lint FILE --format=json` (the CLI ships no Node API: it is one bundled file). */
function lint(file: string): LintReport {
  const run = spawnSync("npx", ["redocly", "lint", file, "--format=json", `--config=${CONFIG}`], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    maxBuffer: 16 * 1024 * 1024,
  });
  // Exit 1 just means "problems found"; anything else (or no JSON) is the tool failing.
  const start = run.stdout.indexOf("{");
  if (start < 0) throw new Error(`redocly lint printed no report (exit ${run.status}):\n${run.stderr}`);
  return JSON.parse(run.stdout.slice(start)) as LintReport;
}

const describeProblem = (p: LintProblem) =>
  `${p.severity} ${p.ruleId}: ${p.message} at ${p.location.map((l) => l.pointer ?? "?").join(", ")}`;

test.each(["openapi/openapi.json", "openapi/openapi.dev.json"])(
  "%s has no redocly lint error",
  (file) => {
    const report = lint(file);
    const errors = report.problems.filter((p) => p.severity === "error").map(describeProblem);
    const warnings = report.problems.filter((p) => p.severity !== "error").map(describeProblem);
    if (warnings.length > 0) console.warn(`redocly lint ${file}: ${warnings.length} warning(s)\n  ${warnings.join("\n  ")}`);
    // The rules redocly.yaml turns off must stay off (else the config was not read).
    expect(report.problems.map((p) => p.ruleId)).not.toContain("no-path-trailing-slash");
    expect(errors, `redocly lint errors in ${file}:\n  ${errors.join("\n  ")}`).toEqual([]);
    expect(report.totals.errors).toBe(0);
  },
  60_000,
);

test("the gate can fail: a broken document gets errors", () => {
  const dir = mkdtempSync(join(tmpdir(), "lint-gate-"));
  try {
    const file = join(dir, "broken.json");
    writeFileSync(
      file,
      JSON.stringify({
        openapi: "3.0.3",
        info: { title: "broken", version: "1" },
        servers: [{ url: "/" }],
        paths: {
          "/x/": {
            get: {
              responses: {
                "200": { description: "ok", content: { "application/json": { schema: { $ref: "#/components/schemas/Missing" } } } },
              },
            },
          },
        },
      }),
    );
    const report = lint(file);
    expect(report.totals.errors).toBeGreaterThan(0);
    expect(report.problems.map((p) => p.ruleId)).toContain("no-unresolved-refs");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
