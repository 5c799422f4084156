/**
 * The saving pages' server work as the built Worker serves it (document and resource requests, the
 * way a browser without JavaScript and the pages' own fetches make them; the journeys are in
 * test/browser/hashtags, collaborators and organize):
 *   - /resources/hashtags (saving.md §2 flyout, §7 q + show_pin_count, §9 5): the viewer's visible
 *     Pins' hashtags with their counts, at most 5; anything but "#" and a tag refused without a call;
 *   - /resources/board-sections: a board's sections for the organize mode; a board the viewer may
 *     not see answers none;
 *   - the save flow's Create board (/pin/{id}/repin/x/, intent create_board): the board, then its
 *     queued invites (accounts and addresses), then the save (saving.md §4);
 *   - the organize mode's Move (a board page's and a section page's action): into a section of the
 *     same board and back out (the section edits), to another board's section (the bulk edit), and
 *     the same place refused with the server's message (§5).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board, BoardSection, Pin } from "~common/saving/schemas";
import { SAVING_MESSAGES } from "~common/saving/messages";
import { type ApiClient, expectOk, fetchText } from "../../../support/api-client";
import { createAccount, type Account } from "../../../support/auth-fixtures";
import { createBoard, createPin, createSection, dbValue } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let ana: Account;
beforeAll(async () => {
  worker = await startWorker();
  ana = await createAccount(worker, { first_name: "Ana" });
});
afterAll(() => worker?.close());

const get = (client: ApiClient | null, path: string) =>
  fetchText(worker, path, { method: "GET", redirect: "manual", headers: client?.jar.header() ? { cookie: client.jar.header()! } : {} });

const post = (client: ApiClient, path: string, form: [string, string][]) =>
  fetchText(worker, path, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: client.jar.header()!, "content-type": "application/x-www-form-urlencoded", origin: worker.url.origin },
    body: new URLSearchParams(form).toString(),
  });

describe("/resources/hashtags", () => {
  test("the hashtags of Pins the viewer may see that start with the tag, with their counts, at most 5", async () => {
    const board = await createBoard(ana.client, { name: "Greens" });
    for (const description of ["#kale #kalesalad", "#kale", "#kalecrisps #kaleidoscope", "#kalepesto #kalesoup", "#kaleonly"])
      await createPin(ana.client, board.id, { description });
    const secret = await createBoard(ana.client, { name: "Hidden greens", privacy: "secret" });
    await createPin(ana.client, secret.id, { description: "#kalesecret" });
    const other = await createAccount(worker, { first_name: "Bo" });
    const { res, text } = await get(other.client, `/resources/hashtags?${new URLSearchParams({ q: "#kale" })}`);
    expect([res.status, res.headers.get("cache-control")]).toEqual([200, "private, no-store"]);
    const { items } = JSON.parse(text) as { items: { query: string; pin_count: number }[] };
    expect(items).toHaveLength(5);
    expect(items[0]).toEqual({ query: "#kale", pin_count: 2 });
    expect(items.map((i) => i.query)).not.toContain("#kalesecret");
    for (const i of items) expect(i.query).toMatch(/^#kale/);
  });

  test.each(["kale", "#", "# kale", "#kale soup", "a #kale", "##kale", `#${"k".repeat(100)}`])(
    "q=%j is refused without a look-up",
    async (q) => {
      const { res, text } = await get(ana.client, `/resources/hashtags?${new URLSearchParams({ q })}`);
      expect([res.status, JSON.parse(text)]).toEqual([400, { items: [] }]);
    },
  );
});

describe("/resources/board-sections", () => {
  test("a board's sections; a secret board of someone else's answers none; not an id is refused", async () => {
    const board = await createBoard(ana.client, { name: "Rooms" });
    await createSection(ana.client, board.id, { name: "Hall" });
    await createSection(ana.client, board.id, { name: "Attic" });
    const answer = await get(ana.client, `/resources/board-sections?board=${board.id}`);
    expect(answer.res.status).toBe(200);
    expect((JSON.parse(answer.text) as { sections: { title: string }[] }).sections.map((s) => s.title).sort()).toEqual(["Attic", "Hall"]);
    const secret = await createBoard(ana.client, { name: "Private rooms", privacy: "secret" });
    const other = await createAccount(worker, { first_name: "Cy" });
    const refused = await get(other.client, `/resources/board-sections?board=${secret.id}`);
    expect([refused.res.status, JSON.parse(refused.text)]).toEqual([404, { sections: [] }]);
    expect((await get(ana.client, "/resources/board-sections?board=x")).res.status).toBe(400);
  });
});

describe("the save flow's Create board", () => {
  test("the board is made, its queued invites sent (an account by id and by username, an address), then the Pin saved there", async () => {
    const source = await createBoard(ana.client, { name: "Lamps" });
    const pin = await createPin(ana.client, source.id, { title: "Brass lamp" });
    const saver = await createAccount(worker, { first_name: "Dee" });
    const friend = await createAccount(worker, { first_name: "Eli" });
    const other = await createAccount(worker, { first_name: "Flo" });
    const { res } = await post(saver.client, `/pin/${pin.id}/repin/x/?step=create_board`, [
      ["intent", "create_board"],
      ["next", `/pin/${pin.id}`],
      ["name", "Lights"],
      ["invite_user", friend.user.id],
      ["invite_email", "Glow@Example.com"],
      ["invite", `@${other.user.username}`],
    ]);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(new RegExp(`^/pin/${pin.id}\\?`));
    const board = expectOk(await saver.client.get<Board>(`/v3/users/${saver.user.username}/boards/lights/`));
    expect(board.pin_count).toBe(1);
    const invited = await worker
      .env()
      .then((env) =>
        env.DB.prepare("SELECT COALESCE(invited_user_id, email) AS who FROM board_invites WHERE board_id = ? ORDER BY who")
          .bind(Number(board.id))
          .all<{ who: string }>(),
      );
    expect(invited.results.map((r) => r.who).sort()).toEqual([friend.user.id, other.user.id, "glow@example.com"].sort());
  });

  test("a name refused under the field: no board, no invite, and the typed people are kept", async () => {
    const source = await createBoard(ana.client, { name: "Mugs" });
    const pin = await createPin(ana.client, source.id, { title: "Blue mug" });
    const before = await dbValue<number>(worker, "SELECT COUNT(*) FROM board_invites");
    const { res, text } = await post(ana.client, `/pin/${pin.id}/repin/x/?step=create_board`, [
      ["intent", "create_board"],
      ["next", `/pin/${pin.id}`],
      ["name", ""],
      ["invite", "someone@example.com"],
    ]);
    expect(res.status).toBe(400);
    expect(text).toContain("Don&#x27;t forget to name your board!");
    expect(text).toMatch(/<input[^>]+name="invite"[^>]+value="someone@example.com"/);
    expect(await dbValue<number>(worker, "SELECT COUNT(*) FROM board_invites")).toBe(before);
  });
});

describe("the organize mode's Move", () => {
  test("into a section of the same board, back out to no section, to another board's section; the same place refused", async () => {
    const board = await createBoard(ana.client, { name: "Shelves" });
    const nook = await createSection(ana.client, board.id, { name: "Nook" });
    const pins: Pin[] = [];
    for (const title of ["Vase", "Clock", "Books"]) pins.push(await createPin(ana.client, board.id, { title }));
    const elsewhere = await createBoard(ana.client, { name: "Study" });
    const desk = await createSection(ana.client, elsewhere.id, { name: "Desk" });
    const path = `/${ana.user.username}/shelves/`;
    const sectionOf = (id: string) => ana.client.get<BoardSection>(`/v3/board_sections/${id}/`).then(expectOk);
    const pinNow = (id: string) => ana.client.get<Pin>(`/v3/pins/${id}/`).then(expectOk);

    // Same board, into its section.
    let answer = await post(ana.client, `${path}?organize=1`, [
      ["to_board", board.id],
      ["to_section", nook.id],
      ["pin_ids", pins[0]!.id],
      ["pin_ids", pins[1]!.id],
    ]);
    expect([answer.res.status, answer.res.headers.get("location")]).toEqual([302, `${path}?organize=1`]);
    expect((await sectionOf(nook.id)).pin_count).toBe(2);

    // From the section page, one back out ("No section").
    answer = await post(ana.client, `${path}nook/?organize=1&to_board=${board.id}&pin_ids=${pins[0]!.id}`, [
      ["to_board", board.id],
      ["to_section", ""],
      ["pin_ids", pins[0]!.id],
    ]);
    expect([answer.res.status, answer.res.headers.get("location")]).toEqual([302, `${path}nook/?organize=1&to_board=${board.id}`]);
    expect([(await sectionOf(nook.id)).pin_count, (await pinNow(pins[0]!.id)).section]).toEqual([1, null]);

    // To another board's section.
    answer = await post(ana.client, `${path}nook/?organize=1`, [
      ["to_board", elsewhere.id],
      ["to_section", desk.id],
      ["pin_ids", pins[1]!.id],
    ]);
    expect(answer.res.status).toBe(302);
    expect([(await sectionOf(desk.id)).pin_count, (await sectionOf(nook.id)).pin_count]).toEqual([1, 0]);
    expect((await pinNow(pins[1]!.id)).board.id).toBe(elsewhere.id);

    // The same place (the board outside its sections, from the board page): refused with the server's message.
    answer = await post(ana.client, `${path}?organize=1`, [
      ["to_board", board.id],
      ["to_section", ""],
      ["pin_ids", pins[2]!.id],
    ]);
    const location = new URL(answer.res.headers.get("location")!, worker.url);
    expect([answer.res.status, location.pathname, location.searchParams.get("move_error")]).toEqual([
      302,
      path,
      SAVING_MESSAGES.bulkMoveSamePlace,
    ]);
  });

  test("the mode's loader: the destinations, the chosen board's sections and the ticked Pins (no JavaScript's 'Show sections')", async () => {
    const board = await createBoard(ana.client, { name: "Cupboards" });
    const pin = await createPin(ana.client, board.id, { title: "Jar" });
    const other = await createBoard(ana.client, { name: "Pantry" });
    await createSection(ana.client, other.id, { name: "Top shelf" });
    const { res, text } = await get(
      ana.client,
      `/${ana.user.username}/cupboards/?${new URLSearchParams({ organize: "1", to_board: other.id, pin_ids: pin.id })}`,
    );
    expect(res.status).toBe(200);
    expect(text).toMatch(new RegExp(`<option value="${other.id}" selected="">Pantry</option>`));
    expect(text).toMatch(/<option value="">No section<\/option>/);
    expect(text).toMatch(/<option value="\d+">Top shelf<\/option>/);
    const box = new RegExp(`<input[^>]*type="checkbox"[^>]*>`).exec(text.slice(text.indexOf(`value="${pin.id}"`) - 200))?.[0] ?? "";
    expect([box.includes(`value="${pin.id}"`), box.includes('checked=""')]).toEqual([true, true]);
    // Cupboards has no section: it is no destination from its own Pins.
    expect(text).not.toContain(">Cupboards</option>");
  });
});
