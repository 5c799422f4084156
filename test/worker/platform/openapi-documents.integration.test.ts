/**
 * The two OpenAPI documents (worker/platform/openapi-documents.ts, app.ts;
 * docs/decisions/028-developer-openapi-document.md): every deployment serves the published one at
 * /openapi.json, without the developer-only operations (common/platform/developer-routes.ts); only a
 * Worker with DEV_TOOLS "true" serves the developer one at /openapi.dev.json — the published one
 * with those operations added, each marked `x-developer-only` — and elsewhere that path is the
 * 404 NOT_FOUND envelope the developer routes answer. The provider-state endpoint is in neither.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { ApiClient, expectApiError } from "../../support/api-client";
import { startWorker, type RunningWorker } from "../../support/worker-harness";

interface Doc {
  info: { title: string; description: string };
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
}

/** The developer-only operations, as the route contracts mark them. */
const DEVELOPER_ONLY = [
  "PUT /v3/experiments/device/",
  "PUT /v3/dev/account_state/",
  "PUT /v3/dev/facebook_account/",
  "GET /v3/dev/mailbox/",
  "GET /v3/dev/mailbox/{id}/",
  "PUT /v3/dev/board_action/",
  "POST /v3/dev/instagram/authorize/",
  "POST /v3/dev/promoted/traffic/",
  "PUT /v3/dev/replica/",
].sort();

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, op })),
  );

let off: RunningWorker;
let on: RunningWorker;
beforeAll(async () => {
  [off, on] = await Promise.all([startWorker({ DEV_TOOLS: "false" }), startWorker({ DEV_TOOLS: "true" })]);
});
afterAll(async () => {
  await Promise.all([off?.close(), on?.close()]);
});

async function document(worker: RunningWorker, path: string): Promise<Doc> {
  const res = await worker.fetch(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return (await res.json()) as Doc;
}

test("without DEV_TOOLS: /openapi.dev.json is the 404 NOT_FOUND envelope, and /openapi.json lists no developer-only operation", async () => {
  expectApiError(await new ApiClient(off).get("/openapi.dev.json"), "NOT_FOUND");
  const published = await document(off, "/openapi.json");
  const ids = operations(published).map((o) => o.id);
  expect(ids.filter((id) => DEVELOPER_ONLY.includes(id) || id.includes("/v3/dev/") || id.includes("/pact/"))).toEqual([]);
  expect(JSON.stringify(published)).not.toContain("x-developer-only");
  // Schemas only developer routes use are not in it either.
  for (const name of [
    "AccountStateChange",
    "MailboxMessage",
    "BoardActionHold",
    "DeviceAssignment",
    "PromotedTrafficResult",
    "ReplicaState",
  ])
    expect(published.components.schemas, name).not.toHaveProperty(name);
});

test("with DEV_TOOLS: /openapi.dev.json is the published document and the developer-only operations, each marked", async () => {
  const published = await document(on, "/openapi.json");
  expect(published).toEqual(await document(off, "/openapi.json")); // the published one does not depend on DEV_TOOLS
  const developer = await document(on, "/openapi.dev.json");
  expect(developer.info.title).toBe("Pinboard edge API (developer)");
  expect(developer.info.description).toContain("x-developer-only");

  const marked = operations(developer).filter((o) => o.op["x-developer-only"] === true);
  expect(marked.map((o) => o.id).sort()).toEqual(DEVELOPER_ONLY);
  // Every published operation and component, unchanged; nothing else but the developer-only operations.
  const unmarked = operations(developer).filter((o) => o.op["x-developer-only"] !== true);
  expect(unmarked).toEqual(operations(published));
  expect(developer.components.responses).toEqual(published.components.responses);
  for (const [name, schema] of Object.entries(published.components.schemas))
    expect(developer.components.schemas[name], name).toEqual(schema);
  expect(Object.keys(developer.paths).filter((p) => p.includes("pact"))).toEqual([]);
});
