/**
 * Saving (saving.md §4 "Save progress", §7 create on the pin resource; worker/saving/pins/):
 * POST /v3/pins/ creates a Pin from an upload or a stored image, or repins an existing one, and
 * in the same transaction raises the board's, the section's and the viewer's pin counts by one
 * and applies the cover rule — exactly, even for 20 saves at once to one board (uploads and repins of
 * one Pin, and repins of 20 different Pins). GET /v3/pins/{id}/
 * reads it with its field sets, and a secret board's Pins are a 404 to everyone but the owner.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Board, Pin, PinFields, UserProfile } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import {
  base64,
  createBoard,
  createPin,
  createPinner,
  createSection,
  dbValue,
  pngImage,
  repin,
  type Pinner,
} from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let ana: Pinner;
let ben: Pinner;
beforeAll(async () => {
  worker = await startWorker();
  [ana, ben] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben")]);
});
afterAll(() => worker?.close());

const boardOf = (client: ApiClient, id: string) => client.get<Board>(`/v3/boards/${id}/`).then(expectOk);
const profileOf = (client: ApiClient, username: string) => client.get<UserProfile>(`/v3/users/${username}/`).then(expectOk);

describe("POST /v3/pins/ (create)", () => {
  test("an upload becomes a Pin on the viewer's board: id, board {id, name}, pinner.id, images and link domain", async () => {
    const board = await createBoard(ana.client, { name: "Uploads" });
    const pin = await createPin(ana.client, board.id, {
      title: " Lemon pasta ",
      description: "Quick dinner",
      link: "https://www.Example.com/pasta",
      color: "#E9C46A",
    });
    expect(pin).toMatchObject({
      type: "pin",
      title: "Lemon pasta",
      description: "Quick dinner",
      link: "https://www.Example.com/pasta",
      domain: "example.com",
      dominant_color: "#e9c46a",
      board: { id: board.id, name: "Uploads", url: `/${ana.user.username}/uploads/`, privacy: "public" },
      pinned_to_board: { id: board.id, name: "Uploads", layout: "default" },
      pinner: { id: ana.user.id, username: ana.user.username, first_name: "Ana", is_default_image: true },
      section: null,
      via_pinner: null,
      link_domain: { domain: "example.com", official_user: null },
      is_repin: false,
    });
    expect(pin.id).toMatch(/^[1-9][0-9]*$/);
    // An upload is stored as its original; its sizes are variants of it (docs/decisions/044).
    expect(pin.images.orig).toEqual({ url: expect.stringMatching(/^\/i\/originals\/[0-9a-f]{32}\.png$/), width: 240, height: 360 });
    const key = pin.images.orig.url.slice("/i/originals/".length, -".png".length);
    expect(pin.images["236x"]).toEqual({ url: `/i/236w/${key}`, width: 236, height: 354 });
    expect(pin.images["170x"]).toEqual({ url: `/i/170w/${key}`, width: 170, height: 255 });
    const image = await worker.fetch(pin.images.orig.url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
  });

  test("a stored image's URL (relative or on this origin) makes a Pin of the same image", async () => {
    const board = await createBoard(ana.client, { name: "From stored images" });
    const first = await createPin(ana.client, board.id);
    for (const image_url of [first.images.orig.url, new URL(first.images.orig.url, worker.url).href]) {
      const pin = expectOk(await ana.client.post<Pin>("/v3/pins/", { board_id: board.id, image_url, title: "Again" }));
      expect(pin.images.orig.url).toBe(first.images.orig.url);
    }
  });

  test("the board, the section and the viewer count the save once each, with last_pinned_at", async () => {
    const board = await createBoard(ana.client, { name: "Counting" });
    const section = await createSection(ana.client, board.id, { name: "Part one" });
    const before = await profileOf(ana.client, ana.user.username);
    await createPin(ana.client, board.id);
    await createPin(ana.client, board.id, { section: section.id });
    const after = await boardOf(ana.client, board.id);
    expect(after.pin_count).toBe(2);
    expect(after.last_pinned_at).not.toBeNull();
    expect(expectOk(await ana.client.get<{ pin_count: number }>(`/v3/board_sections/${section.id}/`)).pin_count).toBe(1);
    expect((await profileOf(ana.client, ana.user.username)).pin_count).toBe(before.pin_count + 2);
  });

  test("cover rule (§4): set when the board has none, kept on a plain save, replaced by a save to a section", async () => {
    const board = await createBoard(ana.client, { name: "Covers" });
    expect(board.cover_images).toBeNull();
    const first = await createPin(ana.client, board.id);
    expect((await boardOf(ana.client, board.id)).cover_images?.["236x"].url).toBe(first.images["236x"].url);
    await createPin(ana.client, board.id);
    expect((await boardOf(ana.client, board.id)).cover_images?.["236x"].url).toBe(first.images["236x"].url);
    const section = await createSection(ana.client, board.id, { name: "Later" });
    const inSection = await createPin(ana.client, board.id, { section: section.id });
    const after = await boardOf(ana.client, board.id);
    expect(after.image_cover_url).toBe(inSection.images["236x"].url);
    expect(after.images["170x"].map((t) => t.url)[0]).toBe(inSection.images["170x"].url);
  });

  test("20 concurrent saves to one board: pin_count, the section's and the viewer's exactly +20", async () => {
    const board = await createBoard(ana.client, { name: "Busy board" });
    const section = await createSection(ana.client, board.id, { name: "Busy section" });
    const source = await createPin(ben.client, (await createBoard(ben.client, { name: "Source" })).id);
    const before = await dbValue<number>(worker, "SELECT pin_count AS v FROM users WHERE id = ?", ana.user.id);
    const images = await Promise.all(Array.from({ length: 10 }, () => pngImage(200, 300)));
    const saves = await Promise.all([
      ...images.map((img) => ana.client.post<Pin>("/v3/pins/", { board_id: board.id, section: section.id, image_base64: base64(img) })),
      ...Array.from({ length: 10 }, () =>
        ana.client.post<Pin>("/v3/pins/", { board_id: board.id, section: section.id, pin_id: source.id }),
      ),
    ]);
    for (const s of saves) expectOk(s);
    expect(new Set(saves.map((s) => s.data.id)).size).toBe(20);
    expect(await dbValue<number>(worker, "SELECT pin_count AS v FROM boards WHERE id = ?", Number(board.id))).toBe(20);
    expect(await dbValue<number>(worker, "SELECT pin_count AS v FROM board_sections WHERE id = ?", Number(section.id))).toBe(20);
    expect(await dbValue<number>(worker, "SELECT pin_count AS v FROM users WHERE id = ?", ana.user.id)).toBe(before + 20);
    expect(await dbValue<number>(worker, "SELECT COUNT(*) AS v FROM pins WHERE board_id = ?", Number(board.id))).toBe(20);
  });

  test("20 concurrent repins of 20 different Pins to one board: the board's pin_count and the viewer's exactly +20", async () => {
    const board = await createBoard(ana.client, { name: "Busy repins" });
    await createPin(ana.client, board.id); // a board that already has a Pin: the counts rise from 1
    const bensBoard = await createBoard(ben.client, { name: "Twenty sources" });
    const sources = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createPin(ben.client, bensBoard.id, { title: `Source ${i + 1}`, width: 60, height: 90 })),
    );
    expect(new Set(sources.map((p) => p.id)).size).toBe(20);
    const boardBefore = await dbValue<number>(worker, "SELECT pin_count AS v FROM boards WHERE id = ?", Number(board.id));
    const viewerBefore = await dbValue<number>(worker, "SELECT pin_count AS v FROM users WHERE id = ?", ana.user.id);
    const bensBefore = await dbValue<number>(worker, "SELECT pin_count AS v FROM users WHERE id = ?", ben.user.id);
    const saves = await Promise.all(sources.map((source) => ana.client.post<Pin>("/v3/pins/", { board_id: board.id, pin_id: source.id })));
    for (const s of saves) expect(expectOk(s)).toMatchObject({ is_repin: true, board: { id: board.id }, pinner: { id: ana.user.id } });
    expect(new Set(saves.map((s) => s.data.id)).size).toBe(20);
    expect(boardBefore).toBe(1);
    expect(await dbValue<number>(worker, "SELECT pin_count AS v FROM boards WHERE id = ?", Number(board.id))).toBe(boardBefore + 20);
    expect(await dbValue<number>(worker, "SELECT pin_count AS v FROM users WHERE id = ?", ana.user.id)).toBe(viewerBefore + 20);
    // The counters agree with the rows: 21 Pins on the board, each source repinned once; the sources' pinner is unchanged.
    expect(await dbValue<number>(worker, "SELECT COUNT(*) AS v FROM pins WHERE board_id = ?", Number(board.id))).toBe(21);
    const repinned = await dbValue<string>(
      worker,
      "SELECT json_group_array(repin_of_id) AS v FROM (SELECT repin_of_id FROM pins WHERE board_id = ? AND repin_of_id IS NOT NULL ORDER BY repin_of_id)",
      Number(board.id),
    );
    expect((JSON.parse(repinned) as number[]).map(String)).toEqual(sources.map((p) => p.id).sort((a, b) => Number(a) - Number(b)));
    expect(await dbValue<number>(worker, "SELECT pin_count AS v FROM users WHERE id = ?", ben.user.id)).toBe(bensBefore);
    expect((await boardOf(ana.client, board.id)).pin_count).toBe(21);
  });

  test("a repin copies the source's image, title and link, names its pinner as via_pinner, and counts for the saver", async () => {
    const bensBoard = await createBoard(ben.client, { name: "Originals" });
    const source = await createPin(ben.client, bensBoard.id, { title: "Sourdough", link: "https://bread.example/loaf" });
    const board = await createBoard(ana.client, { name: "Bread" });
    const saved = await repin(ana.client, source.id, board.id, { description: "Trying this weekend" });
    expect(saved.id).not.toBe(source.id);
    expect(saved).toMatchObject({
      title: "Sourdough",
      description: "Trying this weekend",
      link: "https://bread.example/loaf",
      images: source.images,
      board: { id: board.id, name: "Bread" },
      pinner: { id: ana.user.id },
      via_pinner: { id: ben.user.id, username: ben.user.username },
      is_repin: true,
    });
    expect((await boardOf(ben.client, bensBoard.id)).pin_count).toBe(1);
  });

  test("refusals: logged out 401, no image, not an image, a foreign image URL, a bad link, a section of another board", async () => {
    const board = await createBoard(ana.client, { name: "Refusals" });
    const other = await createBoard(ana.client, { name: "Other board" });
    const otherSection = await createSection(ana.client, other.id, { name: "Elsewhere" });
    const img = base64(await pngImage());
    expectApiError(await new ApiClient(worker).post("/v3/pins/", { board_id: board.id, image_base64: img }), "AUTH_REQUIRED");
    expectApiError(await ana.client.post("/v3/pins/", { board_id: board.id, title: "No image" }), "PIN_IMAGE_MISSING", {
      field: "image_url",
    });
    expectApiError(
      await ana.client.post("/v3/pins/", { board_id: board.id, image_base64: base64(Buffer.from("hello, not a picture")) }),
      "PIN_IMAGE_INVALID",
      {
        field: "image_base64",
      },
    );
    expectApiError(await ana.client.post("/v3/pins/", { board_id: board.id, image_base64: "%%%" }), "PIN_IMAGE_INVALID");
    expectApiError(
      await ana.client.post("/v3/pins/", { board_id: board.id, image_url: "https://elsewhere.example/cat.jpg" }),
      "PIN_IMAGE_URL_UNSUPPORTED",
      {
        field: "image_url",
      },
    );
    expectApiError(
      await ana.client.post("/v3/pins/", { board_id: board.id, image_url: `/i/originals/${"0".repeat(32)}.jpg` }),
      "PIN_IMAGE_URL_UNSUPPORTED",
    );
    expectApiError(
      await ana.client.post("/v3/pins/", { board_id: board.id, image_base64: img, link: "javascript:alert(1)" }),
      "PIN_LINK_INVALID",
      { field: "link" },
    );
    expectApiError(
      await ana.client.post("/v3/pins/", { board_id: board.id, image_base64: img, section: otherSection.id }),
      "SECTION_NOT_ON_BOARD",
      {
        field: "section",
      },
    );
    expectApiError(await ana.client.post("/v3/pins/", { board_id: board.id, pin_id: "999999999" }), "PIN_NOT_FOUND", { field: "pin_id" });
    expect((await boardOf(ana.client, board.id)).pin_count).toBe(0);
  });

  test("someone else's board: 403 when it is public, 404 when it is secret or missing", async () => {
    const open = await createBoard(ben.client, { name: "Ben's open board" });
    const secret = await createBoard(ben.client, { name: "Ben's secret board", privacy: "secret" });
    const img = base64(await pngImage());
    expectApiError(await ana.client.post("/v3/pins/", { board_id: open.id, image_base64: img }), "NOT_BOARD_OWNER", { field: "board_id" });
    expectApiError(await ana.client.post("/v3/pins/", { board_id: secret.id, image_base64: img }), "BOARD_NOT_FOUND", {
      field: "board_id",
    });
    expectApiError(await ana.client.post("/v3/pins/", { board_id: "987654321", image_base64: img }), "BOARD_NOT_FOUND");
  });

  test("a Pin on a secret board cannot be repinned or read by anyone but the owner", async () => {
    const secret = await createBoard(ben.client, { name: "Surprise", privacy: "secret" });
    const hidden = await createPin(ben.client, secret.id, { title: "Gift" });
    const board = await createBoard(ana.client, { name: "Snooping" });
    expectApiError(await ana.client.post("/v3/pins/", { board_id: board.id, pin_id: hidden.id }), "PIN_NOT_FOUND");
    expectApiError(await ana.client.get(`/v3/pins/${hidden.id}/`), "PIN_NOT_FOUND", { field: "id" });
    expectApiError(await new ApiClient(worker).get(`/v3/pins/${hidden.id}/`), "PIN_NOT_FOUND");
    expect(expectOk(await ben.client.get<Pin>(`/v3/pins/${hidden.id}/`)).title).toBe("Gift");
  });
});

describe("GET /v3/pins/{id}/", () => {
  test("the field sets of saving.md §7 answer exactly those fields (id and type always)", async () => {
    const board = await createBoard(ana.client, { name: "Field sets" });
    const pin = await createPin(ana.client, board.id, { title: "Fields" });
    const fields = "pin.board,pin.id,pin.pinned_to_board,pin.type,pin.via_pinner";
    const data = expectOk(await new ApiClient(worker).get<PinFields>(`/v3/pins/${pin.id}/?fields=${fields}`));
    expect(Object.keys(data).sort()).toEqual(["board", "id", "pinned_to_board", "type", "via_pinner"]);
    expect(data).toEqual({ id: pin.id, type: "pin", board: pin.board, pinned_to_board: pin.pinned_to_board, via_pinner: null });
    // All fields: the Pin as created, and its sensitivity (none for this one).
    expect(expectOk(await new ApiClient(worker).get<PinFields>(`/v3/pins/${pin.id}/`))).toEqual({ ...pin, sensitivity: null });
    expectApiError(await ana.client.get(`/v3/pins/${pin.id}/?fields=pin.secret_sauce`), "BAD_REQUEST", { field: "fields" });
    expectApiError(await ana.client.get("/v3/pins/0/"), "BAD_REQUEST");
    expectApiError(await ana.client.get("/v3/pins/123456789012/"), "PIN_NOT_FOUND");
  });
});

describe("a Pin about a sensitive topic (saving.md §2 save modal notice, business.md §3 advisories)", () => {
  test("carries the topic's advisory, matched on its title or its description as a search query is", async () => {
    const board = await createBoard(ana.client, { name: "Foraging" });
    const byTitle = await createPin(ana.client, board.id, { title: "Wild Mushrooms of the forest" });
    const byDescription = await createPin(ana.client, board.id, { title: "Autumn walk", description: "We found wild mushrooms!" });
    const across = await createPin(ana.client, board.id, { title: "Into the wild", description: "Mushrooms in butter" });
    for (const pin of [byTitle, byDescription]) {
      const read = expectOk(await new ApiClient(worker).get<PinFields>(`/v3/pins/${pin.id}/?fields=pin.id,pin.sensitivity`));
      expect(Object.keys(read).sort()).toEqual(["id", "sensitivity", "type"]);
      expect(read.sensitivity).toMatchObject({
        advisory: "foraging_safety",
        severity: 1,
        advisory_type: "first_party",
        resource_country: null,
      });
      expect(read.sensitivity?.notices[0]).toMatchObject({ id: "wild-mushrooms-safety", style: 2, title: "Look before you eat" });
    }
    // A phrase never spans the title and the description.
    expect(expectOk(await new ApiClient(worker).get<PinFields>(`/v3/pins/${across.id}/`)).sensitivity).toBeNull();
    // Other field sets do not carry it.
    expect(expectOk(await new ApiClient(worker).get<PinFields>(`/v3/pins/${byTitle.id}/?fields=pin.board`))).not.toHaveProperty(
      "sensitivity",
    );
    // A SENSITIVE Pin can still be saved.
    const bens = await createBoard(ben.client, { name: "Mushrooms" });
    expect((await repin(ben.client, byTitle.id, bens.id)).board.id).toBe(bens.id);
  });

  test("an ABUSIVE one is not saved: PIN_NOT_SAVEABLE, and nothing is written", async () => {
    const board = await createBoard(ana.client, { name: "Against the guidelines" });
    const pin = await createPin(ana.client, board.id, { title: "Graphic violence compilation" });
    expect(expectOk(await new ApiClient(worker).get<PinFields>(`/v3/pins/${pin.id}/`)).sensitivity).toMatchObject({ severity: 0 });
    const bens = await createBoard(ben.client, { name: "Not this" });
    const before = await profileOf(ben.client, ben.user.username);
    expectApiError(await ben.client.post("/v3/pins/", { board_id: bens.id, pin_id: pin.id }), "PIN_NOT_SAVEABLE", { field: "pin_id" });
    expect((await boardOf(ben.client, bens.id)).pin_count).toBe(0);
    expect((await profileOf(ben.client, ben.user.username)).pin_count).toBe(before.pin_count);
  });
});
