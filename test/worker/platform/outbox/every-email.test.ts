/**
 * Every email goes through the outbox (docs/decisions/048-outbox.md): outside the email and outbox
 * capabilities no Worker code calls the sender itself, so none can be sent fire-and-forget from
 * waitUntil again; and each kind the outbox knows is asked for somewhere.
 */
import { readFileSync, globSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "vitest";
import { OUTBOX_KINDS } from "~worker/platform/outbox";

const ROOT = resolve(import.meta.dirname, "../../../..");
const sources = globSync("worker/**/*.ts", { cwd: ROOT }).map((file) => ({ file, text: readFileSync(resolve(ROOT, file), "utf8") }));

test("only the outbox's consumer calls emailSender()", () => {
  const callers = sources
    .filter(({ file }) => !file.startsWith("worker/platform/email/"))
    .filter(({ text }) => /\bemailSender\(/.test(text))
    .map(({ file }) => file);
  expect(callers).toEqual(["worker/platform/outbox/deliver.ts"]);
});

test("every outbox kind is asked for by some Worker code", () => {
  const asked = OUTBOX_KINDS.filter((kind) =>
    sources.some(({ file, text }) => !file.startsWith("worker/platform/outbox/") && text.includes(`"${kind}"`)),
  );
  expect(asked).toEqual([...OUTBOX_KINDS]);
});
