/**
 * A page's form sent twice with the same submission key (app/entry.client.tsx adds it to
 * every POST form) makes its thing once: the Worker derives the Idempotency-Key of each API write
 * of the action from it (app/lib/api.server.ts, docs/decisions/047). Another key is another
 * submission.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { SUBMISSION_KEY_FIELD } from "~common/platform/idempotency";
import { fetchText } from "../support/api-client";
import { createAccount, type Account } from "../support/auth-fixtures";
import { dbValue } from "../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../support/worker-harness";

let worker: RunningWorker;
let ana: Account;
beforeAll(async () => {
  worker = await startWorker();
  ana = await createAccount(worker, { first_name: "Ana" });
});
afterAll(() => worker?.close());

const post = (path: string, form: [string, string][]) =>
  fetchText(worker, path, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: ana.client.jar.header()!, "content-type": "application/x-www-form-urlencoded", origin: worker.url.origin },
    body: new URLSearchParams(form).toString(),
  });

const boards = (name: string) =>
  dbValue<number>(worker, "SELECT COUNT(*) AS v FROM boards WHERE owner_id = ? AND name = ?", ana.user.id, name);

test("Create board sent twice with one submission key: one board, the same answer; a new key is a new submission", async () => {
  const form: [string, string][] = [
    ["name", "Kitchens"],
    [SUBMISSION_KEY_FIELD, "5b1d0c7e-2f7a-4a4e-9a43-0f1f2d9b8c11"],
  ];
  const first = await post("/board/create/", form);
  const again = await post("/board/create/", form);
  expect(first.res.status).toBeGreaterThanOrEqual(300);
  expect([again.res.status, again.res.headers.get("location")]).toEqual([first.res.status, first.res.headers.get("location")]);
  expect(await boards("Kitchens")).toBe(1);
  // A new submission of the same name: the API's "name taken", shown on the form.
  const other = await post("/board/create/", [
    ["name", "Kitchens"],
    [SUBMISSION_KEY_FIELD, "9d8e7f60-1a2b-4c3d-8e9f-a0b1c2d3e4f5"],
  ]);
  expect(other.res.status).toBe(409);
  expect(other.text).toContain("Kitchens");
  expect(await boards("Kitchens")).toBe(1);
  // A malformed key is ignored (no key at all), never an error.
  const odd = await post("/board/create/", [
    ["name", "Pantries"],
    [SUBMISSION_KEY_FIELD, "not a key"],
  ]);
  expect(odd.res.status).toBeGreaterThanOrEqual(300);
  expect(await boards("Pantries")).toBe(1);
});
