/**
 * Text fields of the API take well-formed text only (common/platform/text.ts, docs/decisions/027):
 * a lone surrogate, a control character or a bidirectional override is refused with 400 naming the
 * field, and nothing is written; names are stored in NFC with "\n" line breaks.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Board } from "~common/saving/schemas";
import { expectApiError, expectOk } from "../../support/api-client";
import { createAccount, type Account } from "../../support/auth-fixtures";
import { createBusiness } from "../../support/business-fixtures";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

let worker: RunningWorker;
let pinner: Account;
beforeAll(async () => {
  worker = await startWorker();
  pinner = await createAccount(worker);
});
afterAll(() => worker?.close());

/** A JSON body as a client may send it: `\ud800` stays an escape, not a replacement character. */
const rawJson = (body: string) => ({
  method: "POST",
  headers: { "content-type": "application/json", cookie: pinner.client.jar.header() ?? "" },
  body,
});

test('POST /v3/boards/ {"name":"\\ud800"}: 400 naming the field, no board written', async () => {
  const res = await worker.fetch("/v3/boards/", rawJson('{"name":"\\ud800"}'));
  expect(res.status).toBe(400);
  const error = ((await res.json()) as { resource_response: { error: { api_error_code: number; data?: { field?: string } } } })
    .resource_response.error;
  expect(error).toMatchObject({ api_error_code: 1, data: { field: "name" } });
  const rows = await (
    await worker.env()
  ).DB.prepare("SELECT COUNT(*) AS n FROM boards WHERE owner_id = ?")
    .bind(pinner.user.id)
    .first<{ n: number }>();
  expect(rows?.n).toBe(0);
});

test.each([
  ["NUL", "Kitchen\u0000"],
  ["a right-to-left override", "evil\u202Etxt"],
  ["escape", "\u001b[31mRed"],
])("a board name with %s is refused", async (_what, name) => {
  expectApiError(await pinner.client.post("/v3/boards/", { name }), "BAD_REQUEST");
});

test("a board name and description are stored in NFC with \\n line breaks", async () => {
  const board = expectOk(await pinner.client.post<Board>("/v3/boards/", { name: "Cafe\u0301 ideas", description: "Line one\r\nline two" }));
  expect(board.name).toBe("Caf\u00e9 ideas");
  const row = await (
    await worker.env()
  ).DB.prepare("SELECT name, description FROM boards WHERE id = ?")
    .bind(board.id)
    .first<{ name: string; description: string }>();
  expect(row).toEqual({ name: "Caf\u00e9 ideas", description: "Line one\nline two" });
});

test("business_name and a conversion tag's name: lone surrogates, NUL and U+202E refused", async () => {
  // A personal account converting with a lone surrogate in its business name.
  const person = await createAccount(worker);
  const convert = await worker.fetch("/v3/business/convert/", {
    method: "POST",
    headers: { "content-type": "application/json", cookie: person.client.jar.header() ?? "" },
    body: '{"business_name":"Shop \\udfff","country":"US"}',
  });
  expect(convert.status).toBe(400);
  expect(
    ((await convert.json()) as { resource_response: { error: { data?: { field?: string } } } }).resource_response.error.data?.field,
  ).toBe("business_name");
  const biz = await createBusiness(worker, { first: "Tia" });
  for (const name of ["Checkout\u0000", "Checkout\u202E", "\ud800"]) {
    expectApiError(await biz.client.post(`/ads/v4/advertisers/${biz.advertiser.id}/conversion_tags/`, { name }), "BAD_REQUEST");
  }
  const tags = await (await worker.env()).DB.prepare("SELECT COUNT(*) AS n FROM conversion_tags").first<{ n: number }>();
  expect(tags?.n).toBe(0);
});
