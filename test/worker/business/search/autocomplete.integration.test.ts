/**
 * Autocomplete (business.md §7 term, pin_scope, count 5 → items and hint; saving.md §7's hashtag
 * form q, show_pin_count): queries made from the words of the Pins the viewer may see, the word
 * being typed as a prefix; hashtags with their Pin counts; a secret board's words suggested to its
 * owner only; your_pins for a logged-in viewer; bad values refused.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Autocomplete } from "~common/business/search/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createBoard, createPin, createPinner, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let ana: Pinner;
let ben: Pinner;
let visitor: ApiClient;

const suggest = async (client: ApiClient, qs: string) => expectOk(await client.get<Autocomplete>(`/v3/search/autocomplete/?${qs}`));
const queries = (r: Autocomplete) => r.items.map((i) => i.query);

beforeAll(async () => {
  worker = await startWorker();
  [ana, ben] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben")]);
  visitor = new ApiClient(worker);
  const dinners = await createBoard(ana.client, { name: "Weeknight dinners" });
  const secret = await createBoard(ana.client, { name: "Private plans", privacy: "secret" });
  const bens = await createBoard(ben.client, { name: "Pasta nights" });
  await createPin(ana.client, dinners.id, { title: "Lemon pasta", description: "Bright and quick #vegan #WeeknightDinners" });
  await createPin(ana.client, dinners.id, { title: "Lemon pasta bake", description: "Creamy #vegan" });
  await createPin(ben.client, bens.id, { title: "Pasta salad", description: "Summer lunch #vegetarian" });
  await createPin(ana.client, dinners.id, { title: "Lentil soup", description: "Cosy #veganfood" });
  await createPin(ana.client, secret.id, { title: "Pastry course booking", description: "Secret #vegas trip" });
}, 120_000);
afterAll(() => worker?.close());

describe("term", () => {
  test("completes the word being typed from visible Pins' words, most used first, with the hint", async () => {
    const result = await suggest(visitor, "term=lemon%20pa");
    expect(queries(result)).toEqual(["lemon pasta", "lemon pasta bake"]);
    expect(result.hint).toBe("lemon pasta");
    expect(result.items.every((i) => i.type === "query" && i.pin_count === undefined)).toBe(true);
  });

  test("five at most by default (business.md §9), count asks for fewer or more; show_pin_count adds the counts", async () => {
    const five = await suggest(visitor, "term=p");
    expect(five.items.length).toBeLessThanOrEqual(5);
    expect(queries(five)[0]).toBe("pasta");
    const two = await suggest(visitor, "term=p&count=2&show_pin_count=true");
    expect(two.items).toHaveLength(2);
    expect(two.items[0]).toEqual({ type: "query", query: "pasta", pin_count: 3 });
  });

  test("a secret board's words are suggested to its owner only", async () => {
    expect(queries(await suggest(visitor, "term=pastr"))).toEqual([]);
    expect(queries(await suggest(ben.client, "term=pastr"))).toEqual([]);
    expect(queries(await suggest(ana.client, "term=pastr"))).toContain("pastry");
  });

  test("your_pins: the viewer's own Pins only; a visitor must log in (401, code 7)", async () => {
    expect(queries(await suggest(ben.client, "term=pasta&pin_scope=your_pins"))).toEqual(["pasta", "pasta salad", "pasta nights"]);
    expect(queries(await suggest(ben.client, "term=lemon&pin_scope=your_pins"))).toEqual([]);
    expectApiError(await visitor.get("/v3/search/autocomplete/?term=pasta&pin_scope=your_pins"), "AUTH_REQUIRED");
  });

  test("a term of no words, or with no match, suggests nothing; no hint when the first does not continue the term", async () => {
    expect(await suggest(visitor, "term=%20%21")).toEqual({ items: [], hint: null });
    expect(await suggest(visitor, "term=zzzz")).toEqual({ items: [], hint: null });
    const afterSpace = await suggest(visitor, "term=lemon%20");
    expect(queries(afterSpace)).toEqual(["lemon pasta"]);
  });
});

describe("the hashtag form (q)", () => {
  test("hashtags starting with what follows #, with their Pin counts", async () => {
    const result = await suggest(visitor, "q=%23veg&show_pin_count=true");
    expect(result.items).toEqual([
      { type: "hashtag", query: "#vegan", pin_count: 2 },
      { type: "hashtag", query: "#veganfood", pin_count: 1 },
      { type: "hashtag", query: "#vegetarian", pin_count: 1 },
    ]);
    expect(result.hint).toBeNull();
    expect(queries(await suggest(ana.client, "q=%23vegas"))).toEqual(["#vegas"]);
    expect(queries(await suggest(visitor, "q=%23vegas"))).toEqual([]);
  });

  test("q without # is a term", async () => {
    expect(queries(await suggest(visitor, "q=lemon%20pa"))).toEqual(["lemon pasta", "lemon pasta bake"]);
  });
});

describe("bad values", () => {
  test.each([
    ["", "term"],
    ["term=a&count=0", "count"],
    ["term=a&count=11", "count"],
    ["term=a&pin_scope=boards", "pin_scope"],
    ["term=a&show_pin_count=1", "show_pin_count"],
    [`term=${"a".repeat(101)}`, "term"],
  ])("%s → 400 BAD_REQUEST naming %s", async (qs, field) => {
    expectApiError(await visitor.get(`/v3/search/autocomplete/?${qs}`), "BAD_REQUEST", { field });
  });

  test("unknown options are ignored", async () => {
    expect(queries(await suggest(visitor, "term=lemon%20pa&colour=red"))).toEqual(["lemon pasta", "lemon pasta bake"]);
  });
});
