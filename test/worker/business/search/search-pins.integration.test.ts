/**
 * Pin search (business.md §7; worker/business/search/, migration 0021): words found in a Pin's
 * title, description, hashtags and board name, best match first; pages by bookmark without
 * repeats; the FTS5 index in step with saves, moves, renames and deletes; a secret board's Pins
 * found by its owner only; the options that apply (domains, user, top_pin_id,
 * auto_correction_disabled), unknown options ignored and bad values refused; auto-correction; the
 * advisory of a sensitive query (migration 0022 examples), an ABUSIVE one replacing the results.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SearchPins } from "~common/business/search/schemas";
import type { Pin } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createBoard, createPin, createPinner, createSection, repin, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let ana: Pinner;
let ben: Pinner;
let visitor: ApiClient;
const made = {} as Record<"titleLemon" | "descLemon" | "hashtag" | "boardOnly" | "linked" | "kitchen" | "secret" | "repin", Pin>;
let boards: Record<"dinners" | "garden" | "secret" | "bens", string>;

const search = async (client: ApiClient, query: string, extra = "") =>
  expectOk(await client.get<SearchPins>(`/v3/search/pins/?query=${encodeURIComponent(query)}${extra}`));
const ids = (r: SearchPins) => r.items.map((p) => p.id);

beforeAll(async () => {
  worker = await startWorker();
  [ana, ben] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben")]);
  visitor = new ApiClient(worker);
  boards = {
    dinners: (await createBoard(ana.client, { name: "Weeknight dinners" })).id,
    garden: (await createBoard(ana.client, { name: "Garden corner" })).id,
    secret: (await createBoard(ana.client, { name: "Gift ideas", privacy: "secret" })).id,
    bens: (await createBoard(ben.client, { name: "Saved things" })).id,
  };
  // Filler: words in more than half of the Pins weigh almost nothing in bm25, so most Pins say nothing.
  for (let i = 0; i < 12; i++) await createPin(ana.client, boards.garden, { title: `Bed plan ${i}`, description: "Soil and mulch" });
  made.titleLemon = await createPin(ana.client, boards.dinners, { title: "Lemon pasta", description: "Ready in twenty minutes" });
  made.descLemon = await createPin(ana.client, boards.dinners, { title: "Quick supper", description: "A squeeze of lemon at the end" });
  made.hashtag = await createPin(ana.client, boards.garden, { title: "Tomato cages", description: "Tall plants #VegetablePatch" });
  made.boardOnly = await createPin(ana.client, boards.dinners, { title: "Tray bake", description: "Everything in one tin" });
  made.linked = await createPin(ana.client, boards.garden, {
    title: "Raised kitchen garden",
    link: "https://shop.garden-tools.example/beds",
  });
  made.kitchen = await createPin(ben.client, boards.bens, { title: "Small kitchen shelves", link: "https://www.other.example/x" });
  made.secret = await createPin(ana.client, boards.secret, { title: "Lemon squeezer gift", description: "Surprise for Bea" });
  made.repin = await repin(ben.client, made.titleLemon.id, boards.bens);
}, 120_000);
afterAll(() => worker?.close());

describe("matching and ranking", () => {
  test("a word in the title ranks above the same word in the description; repins and secret Pins are left out", async () => {
    const result = await search(visitor, "lemon");
    expect(ids(result)).toEqual([made.titleLemon.id, made.descLemon.id]);
    expect(result).toMatchObject({ bookmark: null, sensitivity: null, auto_corrected_query: null });
  });

  test("hashtags (and a camel-cased hashtag's parts), board names and stemmed words are found", async () => {
    expect(ids(await search(visitor, "vegetable"))).toEqual([made.hashtag.id]);
    expect(ids(await search(visitor, "#VegetablePatch"))).toEqual([made.hashtag.id]);
    expect(ids(await search(visitor, "weeknight dinner"))).toEqual(
      expect.arrayContaining([made.boardOnly.id, made.titleLemon.id, made.descLemon.id]),
    );
    expect(ids(await search(visitor, "cage"))).toEqual([made.hashtag.id]);
  });

  test("every word must match; case and accents do not matter; a query of no words finds nothing", async () => {
    expect(ids(await search(visitor, "LÉMON pasta"))).toEqual([made.titleLemon.id]);
    expect(ids(await search(visitor, "lemon tomato"))).toEqual([]);
    expect(ids(await search(visitor, "!!! ??"))).toEqual([]);
    // FTS5 syntax typed into the box is only words: no operator, no column filter, no error.
    expect(ids(await search(visitor, 'lemon OR "tomato" title:cages NEAR(x) *'))).toEqual([]);
  });

  test("the secret board's Pins are found by its owner only", async () => {
    expect(ids(await search(visitor, "squeezer"))).toEqual([]);
    expect(ids(await search(ben.client, "squeezer"))).toEqual([]);
    expect(ids(await search(ana.client, "squeezer"))).toEqual([made.secret.id]);
  });
});

describe("pages", () => {
  test("every match once across pages of 5, best first, and the last bookmark is null", async () => {
    const seen: string[] = [];
    let bookmark: string | null = null;
    for (let n = 0; n < 10; n++) {
      const page: SearchPins = await search(
        visitor,
        "bed plan",
        `&page_size=5${bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : ""}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(5);
      seen.push(...ids(page));
      bookmark = page.bookmark;
      if (!bookmark) break;
    }
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
  });

  test("a bookmark of another search or another list is 400 BAD_REQUEST (field bookmark)", async () => {
    const first = await search(visitor, "bed plan", "&page_size=2");
    expectApiError(await visitor.get(`/v3/search/pins/?query=mulch&bookmark=${encodeURIComponent(first.bookmark!)}`), "BAD_REQUEST", {
      field: "bookmark",
    });
    const feed = expectOk(await visitor.get<{ bookmark: string }>("/v3/feeds/home/?page_size=1"));
    expectApiError(await visitor.get(`/v3/search/pins/?query=bed&bookmark=${encodeURIComponent(feed.bookmark)}`), "BAD_REQUEST", {
      field: "bookmark",
    });
    expectApiError(await visitor.get("/v3/search/pins/?query=bed&bookmark=garbage!"), "BAD_REQUEST", { field: "bookmark" });
  });
});

describe("the index stays in step with the Pins", () => {
  test("a new Pin is found at once; a Pin moved into a section still is", async () => {
    const fresh = await createPin(ana.client, boards.dinners, { title: "Saffron risotto" });
    expect(ids(await search(visitor, "saffron"))).toEqual([fresh.id]);
    await createSection(ana.client, boards.dinners, { name: "Rice", initial_pins: [fresh.id] });
    expect(ids(await search(visitor, "saffron"))).toEqual([fresh.id]);
  });

  test("a Pin moved to another board is found by the new board's name, not the old one's", async () => {
    const moving = await createPin(ana.client, boards.dinners, { title: "Marigold border" });
    const env = await worker.env();
    await env.DB.prepare("UPDATE pins SET board_id = ? WHERE id = ?").bind(Number(boards.garden), Number(moving.id)).run();
    expect(ids(await search(visitor, "marigold garden corner"))).toEqual([moving.id]);
    expect(ids(await search(visitor, "marigold weeknight"))).toEqual([]);
  });

  test("a renamed board's Pins are found by its new name", async () => {
    const board = await createBoard(ben.client, { name: "Old name board" });
    const pin = await createPin(ben.client, board.id, { title: "Teapot" });
    const env = await worker.env();
    await env.DB.prepare("UPDATE boards SET name = 'Ceramics shelf' WHERE id = ?").bind(Number(board.id)).run();
    expect(ids(await search(visitor, "teapot ceramics"))).toEqual([pin.id]);
    expect(ids(await search(visitor, "teapot old"))).toEqual([]);
  });

  test("deleting a board takes its Pins out of the index", async () => {
    const board = await createBoard(ben.client, { name: "Short lived" });
    const pin = await createPin(ben.client, board.id, { title: "Origami crane" });
    expect(ids(await search(visitor, "origami"))).toEqual([pin.id]);
    expectOk(await ben.client.delete(`/v3/boards/${board.id}/`));
    expect(ids(await search(visitor, "origami"))).toEqual([]);
    const env = await worker.env();
    const left = await env.DB.prepare("SELECT count(*) AS n FROM pins_fts WHERE rowid = ?").bind(Number(pin.id)).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });
});

describe("options", () => {
  test("domains: only Pins linking there (a domain covers its subdomains)", async () => {
    expect(ids(await search(visitor, "kitchen", "&domains=garden-tools.example"))).toEqual([made.linked.id]);
    expect(ids(await search(visitor, "kitchen", "&domains=other.example,nowhere.example"))).toEqual([made.kitchen.id]);
    expect(new Set(ids(await search(visitor, "kitchen")))).toEqual(new Set([made.linked.id, made.kitchen.id]));
  });

  test("user: only that pinner's Pins", async () => {
    expect(ids(await search(visitor, "kitchen", `&user=${ben.profile.username}`))).toEqual([made.kitchen.id]);
  });

  test("top_pin_id: that Pin first, then the matches without it, on every page", async () => {
    const result = await search(visitor, "lemon", `&top_pin_id=${made.hashtag.id}`);
    expect(ids(result)).toEqual([made.hashtag.id, made.titleLemon.id, made.descLemon.id]);
    const first = await search(visitor, "lemon", `&top_pin_id=${made.descLemon.id}&page_size=1`);
    expect(ids(first)).toEqual([made.descLemon.id]);
    const second = await search(
      visitor,
      "lemon",
      `&top_pin_id=${made.descLemon.id}&page_size=1&bookmark=${encodeURIComponent(first.bookmark!)}`,
    );
    expect(ids(second)).toEqual([made.titleLemon.id]);
    // A secret Pin is not put first for anyone else.
    expect(ids(await search(visitor, "lemon", `&top_pin_id=${made.secret.id}`))).toEqual([made.titleLemon.id, made.descLemon.id]);
  });

  test("unknown options are ignored; options with no meaning here are checked and ignored", async () => {
    expect(
      ids(await search(visitor, "lemon", "&colour=red&rs=typed&source_url=%2F&journey_depth=2&price_min=1&price_max=5&corpus=x")),
    ).toEqual([made.titleLemon.id, made.descLemon.id]);
  });

  test.each([
    ["", "query"],
    ["?query=%20%20", "query"],
    [`?query=${"a".repeat(201)}`, "query"],
    ["?query=lemon&scope=boards", "scope"],
    ["?query=lemon&page_size=0", "page_size"],
    ["?query=lemon&page_size=101", "page_size"],
    ["?query=lemon&page_size=ten", "page_size"],
    ["?query=lemon&auto_correction_disabled=yes", "auto_correction_disabled"],
    ["?query=lemon&domains=not%20a%20domain", "domains"],
    ["?query=lemon&user=no%20such%20name", "user"],
    ["?query=lemon&top_pin_id=0", "top_pin_id"],
    ["?query=lemon&top_pin_ids=1,x", "top_pin_ids"],
    ["?query=lemon&price_min=-1", "price_min"],
    ["?query=lemon&journey_depth=1.5", "journey_depth"],
  ])("bad value %s → 400 BAD_REQUEST naming %s", async (qs, field) => {
    expectApiError(await visitor.get(`/v3/search/pins/${qs}`), "BAD_REQUEST", { field });
  });
});

describe("auto-correction", () => {
  test("a misspelt word that finds nothing is replaced by the closest known word, and the answer says so", async () => {
    const result = await search(visitor, "kitchne");
    expect(new Set(ids(result))).toEqual(new Set([made.linked.id, made.kitchen.id]));
    expect(result.auto_corrected_query).toBe("kitchen");
    const twoWords = await search(visitor, "lemon pastta");
    expect(ids(twoWords)).toEqual([made.titleLemon.id]);
    expect(twoWords.auto_corrected_query).toBe("lemon pasta");
  });

  test("auto_correction_disabled=true: the query as typed, nothing found", async () => {
    const result = await search(visitor, "kitchne", "&auto_correction_disabled=true");
    expect(result).toMatchObject({ items: [], auto_corrected_query: null });
  });

  test("the next page of a corrected search continues it with the same query", async () => {
    const first = await search(visitor, "kitchne", "&page_size=1");
    expect(first.bookmark).not.toBeNull();
    const second = await search(visitor, "kitchne", `&page_size=1&bookmark=${encodeURIComponent(first.bookmark!)}`);
    expect(second.items).toHaveLength(1);
    expect(new Set([...ids(first), ...ids(second)])).toEqual(new Set([made.linked.id, made.kitchen.id]));
  });

  test("a word only a secret board holds is never offered as a correction to anyone else", async () => {
    expect(await search(visitor, "surprse")).toMatchObject({ items: [], auto_corrected_query: null });
    expect(await search(ana.client, "surprse")).toMatchObject({ items: [{ id: made.secret.id }], auto_corrected_query: "surprise" });
  });
});

describe("advisories (migration 0022's examples)", () => {
  test("SENSITIVE: the notice comes with the results, for a query holding the phrase", async () => {
    await createPin(ben.client, boards.bens, { title: "Self care harm reduction leaflet" });
    const result = await search(visitor, "Self-harm support");
    expect(result.sensitivity).toMatchObject({ advisory: "self_harm", severity: 1, advisory_type: "first_party", resource_country: null });
    const notice = result.sensitivity!.notices[0]!;
    expect(notice).toMatchObject({
      style: 2,
      title: "You're not alone",
      actions: [{ buttonText: "Get support", link: "https://findahelpline.com/" }],
    });
    const tag = notice.description.textTags[0]!;
    expect(notice.description.text.slice(tag.offset, tag.offset + tag.length)).toBe("Find a helpline");
    expect((await search(visitor, "harm self")).sensitivity).toBeNull();
  });

  test("ABUSIVE: the notice instead of any result", async () => {
    await createPin(ben.client, boards.bens, { title: "Graphic violence in films essay" });
    const result = await search(visitor, "graphic violence");
    expect(result).toMatchObject({ items: [], bookmark: null, sensitivity: { severity: 0, advisory: "graphic_violence" } });
  });

  test("BRAND_UNSAFE: results and the advisory (its notice is style 1)", async () => {
    const result = await search(visitor, "miracle cure");
    expect(result.sensitivity).toMatchObject({ severity: 2, advisory_type: "third_party", notices: [{ style: 1 }] });
  });

  test("a country's own advisory applies there only, and wins over the everywhere one", async () => {
    const env = await worker.env();
    const notices = JSON.stringify([
      { id: "n", style: 2, title: "Local", description: { text: "x", textTags: [] }, actions: [], footer: null },
    ]);
    await env.DB.prepare(
      "INSERT INTO search_advisories (phrase, advisory, severity, resource_country, notices, updated_at) VALUES ('self harm', 'self_harm_us', 1, 'US', ?1, 0), ('lemon', 'lemon_fr', 2, 'FR', ?1, 0)",
    )
      .bind(notices)
      .run();
    // Local workerd's offline `cf` says US.
    expect((await search(visitor, "self harm")).sensitivity).toMatchObject({ advisory: "self_harm_us", resource_country: "US" });
    expect((await search(visitor, "lemon")).sensitivity).toBeNull();
  });
});
