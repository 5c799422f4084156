/**
 * A Pin's comments (issue 34 item 8; worker/saving/comments/, common/saving/comments/): anyone who
 * sees the Pin reads them, newest first, in pages; a logged-in viewer writes (trimmed, well-formed,
 * at most COMMENT_MAX_LENGTH, no HTML made of it); the author edits and deletes their own; the
 * pinner deletes any on their Pin; others report one once, and it stays. A Pin on a secret board
 * is a 404 to everyone else, comments and all. New comments are limited per account, writes per address.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { COMMENT_MAX_LENGTH, COMMENTS_PER_WINDOW } from "~common/saving/comments/rules";
import type { Comment, CommentPage } from "~common/saving/comments/schemas";
import type { Pin } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { createBoard, createPin, createPinner, dbValue, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
let ana: Pinner; // the pinner
let ben: Pinner; // a commenter
let cai: Pinner; // someone else
let visitor: ApiClient;
let pin: Pin;
beforeAll(async () => {
  worker = await startWorker();
  [ana, ben, cai] = await Promise.all([createPinner(worker, "Ana"), createPinner(worker, "Ben"), createPinner(worker, "Cai")]);
  visitor = new ApiClient(worker);
  pin = await createPin(ana.client, (await createBoard(ana.client, { name: "Talk" })).id);
});
afterAll(() => worker?.close());

const path = (pinId: string, commentId?: string) => `/v3/pins/${pinId}/comments/${commentId ? `${commentId}/` : ""}`;
const post = async (who: Pinner, text: string, pinId = pin.id) => expectOk(await who.client.post<Comment>(path(pinId), { text }));
const list = async (client: ApiClient, pinId = pin.id, query = "") => expectOk(await client.get<CommentPage>(`${path(pinId)}${query}`));

describe("writing and reading", () => {
  test("a comment is trimmed, names its author, and says what each viewer may do", async () => {
    const fresh = await createPin(ana.client, (await createBoard(ana.client, { name: "Fresh" })).id);
    const comment = await post(ben, "  Lovely colours!\r\nSaved it.  ", fresh.id);
    expect(comment).toMatchObject({
      type: "pin_comment",
      pin_id: fresh.id,
      text: "Lovely colours!\nSaved it.",
      edited_at: null,
      author: { id: ben.user.id, username: ben.user.username, first_name: "Ben" },
      can_edit: true,
      can_delete: true,
      can_report: false,
      reported_by_me: false,
    });
    const forAna = (await list(ana.client, fresh.id)).items[0]!;
    expect(forAna).toMatchObject({ id: comment.id, can_edit: false, can_delete: true, can_report: true });
    const forCai = (await list(cai.client, fresh.id)).items[0]!;
    expect(forCai).toMatchObject({ can_edit: false, can_delete: false, can_report: true });
    const forVisitor = await list(visitor, fresh.id);
    expect(forVisitor).toMatchObject({ comment_count: 1, bookmark: null });
    expect(forVisitor.items[0]).toMatchObject({ can_edit: false, can_delete: false, can_report: false });
  });

  test("HTML is kept as the text it is (the page shows it as text)", async () => {
    const comment = await post(ben, '<img src=x onerror="alert(1)"> <b>hi</b>');
    expect(comment.text).toBe('<img src=x onerror="alert(1)"> <b>hi</b>');
  });

  test("newest first, paged by bookmark without repeats or gaps, with the count of all", async () => {
    const paged = await createPin(ana.client, (await createBoard(ana.client, { name: "Paged" })).id);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await post(i % 2 ? ben : cai, `comment ${i}`, paged.id)).id);
    const seen: string[] = [];
    let bookmark: string | null = null;
    for (let n = 0; n < 10; n++) {
      const q = `?page_size=2${bookmark ? `&bookmark=${encodeURIComponent(bookmark)}` : ""}`;
      const page: CommentPage = await list(visitor, paged.id, q);
      expect(page.items.length).toBeLessThanOrEqual(2);
      expect(page.comment_count).toBe(5);
      seen.push(...page.items.map((c) => c.id));
      bookmark = page.bookmark;
      if (!bookmark) break;
    }
    expect(seen).toEqual([...made].reverse());
    expectApiError(await visitor.get(`${path(paged.id)}?bookmark=nonsense`), "BAD_REQUEST", { field: "bookmark" });
    expectApiError(await visitor.get(`${path(paged.id)}?page_size=0`), "BAD_REQUEST");
  });

  test("text rules: empty or blank, too long once trimmed, not well-formed; a longer text with spaces around it passes", async () => {
    expectApiError(await ben.client.post(path(pin.id), { text: "   \n " }), "COMMENT_TEXT_MISSING", { field: "text" });
    expectApiError(await ben.client.post(path(pin.id), { text: "x".repeat(COMMENT_MAX_LENGTH + 1) }), "COMMENT_TEXT_TOO_LONG", {
      field: "text",
    });
    expectApiError(await ben.client.post(path(pin.id), { text: "bad \ud800 text" }), "BAD_REQUEST");
    expectApiError(await ben.client.post(path(pin.id), { text: "bidi \u202e trick" }), "BAD_REQUEST");
    expectApiError(await ben.client.post(path(pin.id), { text: "x".repeat(COMMENT_MAX_LENGTH * 4 + 1) }), "BAD_REQUEST");
    expectApiError(await ben.client.post(path(pin.id), { words: "hi" }), "BAD_REQUEST");
    const exact = await post(ben, `  ${"y".repeat(COMMENT_MAX_LENGTH)}  `);
    expect(exact.text).toHaveLength(COMMENT_MAX_LENGTH);
  });

  test("a visitor may read but not write: 401 AUTH_REQUIRED", async () => {
    expectApiError(await visitor.post(path(pin.id), { text: "hello" }), "AUTH_REQUIRED");
  });

  test("a Pin that does not exist is 404 PIN_NOT_FOUND for reading and writing", async () => {
    expectApiError(await visitor.get(path("999999999")), "PIN_NOT_FOUND");
    expectApiError(await ben.client.post(path("999999999"), { text: "hello" }), "PIN_NOT_FOUND");
  });
});

describe("a secret board", () => {
  test("its Pin's comments are a 404 to everyone but its members, for every call", async () => {
    const secret = await createPin(ana.client, (await createBoard(ana.client, { name: "Hidden", privacy: "secret" })).id);
    const own = await post(ana, "note to self", secret.id);
    expect((await list(ana.client, secret.id)).items.map((c) => c.id)).toEqual([own.id]);
    for (const client of [ben.client, visitor]) expectApiError(await client.get(path(secret.id)), "PIN_NOT_FOUND");
    expectApiError(await ben.client.post(path(secret.id), { text: "let me in" }), "PIN_NOT_FOUND");
    expectApiError(await ben.client.patch(path(secret.id, own.id), { text: "changed" }), "PIN_NOT_FOUND");
    expectApiError(await ben.client.delete(path(secret.id, own.id)), "PIN_NOT_FOUND");
    expectApiError(await ben.client.post(`${path(secret.id, own.id)}report/`, {}), "PIN_NOT_FOUND");
    expect(await dbValue<number>(worker, "SELECT COUNT(*) AS v FROM pin_comments WHERE pin_id = ?", Number(secret.id))).toBe(1);
  });
});

describe("editing and deleting", () => {
  test("the author edits their own: trimmed, edited_at set, the same rules", async () => {
    const comment = await post(ben, "frist");
    const edited = expectOk(await ben.client.patch<Comment>(path(pin.id, comment.id), { text: " first " }));
    expect(edited).toMatchObject({ id: comment.id, text: "first", created_at: comment.created_at });
    expect(edited.edited_at).toMatch(/^\d{4}-/);
    expectApiError(await ben.client.patch(path(pin.id, comment.id), { text: " " }), "COMMENT_TEXT_MISSING", { field: "text" });
    expectApiError(await ben.client.patch(path(pin.id, comment.id), { text: "z".repeat(COMMENT_MAX_LENGTH + 1) }), "COMMENT_TEXT_TOO_LONG");
  });

  test("nobody else edits it, the pinner neither: 403 NOT_YOUR_COMMENT; a visitor 401", async () => {
    const comment = await post(ben, "mine");
    expectApiError(await cai.client.patch(path(pin.id, comment.id), { text: "yours now" }), "NOT_YOUR_COMMENT");
    expectApiError(await ana.client.patch(path(pin.id, comment.id), { text: "pinner's words" }), "NOT_YOUR_COMMENT");
    expectApiError(await visitor.patch(path(pin.id, comment.id), { text: "anon" }), "AUTH_REQUIRED");
    expect((await list(visitor)).items.find((c) => c.id === comment.id)?.text).toBe("mine");
  });

  test("the author deletes their own; another user may not; a second delete is 404", async () => {
    const comment = await post(ben, "oops");
    expectApiError(await cai.client.delete(path(pin.id, comment.id)), "CANNOT_DELETE_COMMENT");
    expectOk(await ben.client.delete(path(pin.id, comment.id)));
    expect((await list(visitor)).items.map((c) => c.id)).not.toContain(comment.id);
    expectApiError(await ben.client.delete(path(pin.id, comment.id)), "COMMENT_NOT_FOUND", { field: "comment_id" });
  });

  test("the pinner deletes anyone's comment on their Pin, but not on someone else's Pin", async () => {
    const comment = await post(cai, "spam spam spam");
    expectOk(await ana.client.delete(path(pin.id, comment.id)));
    expect((await list(visitor)).items.map((c) => c.id)).not.toContain(comment.id);
    const bensPin = await createPin(ben.client, (await createBoard(ben.client, { name: "Ben's" })).id);
    const onBens = await post(cai, "hello Ben", bensPin.id);
    expectApiError(await ana.client.delete(path(bensPin.id, onBens.id)), "CANNOT_DELETE_COMMENT");
  });

  test("a comment is addressed through its own Pin: another Pin's path is 404 COMMENT_NOT_FOUND", async () => {
    const other = await createPin(ana.client, (await createBoard(ana.client, { name: "Other" })).id);
    const comment = await post(ben, "on the first Pin");
    expectApiError(await ana.client.delete(path(other.id, comment.id)), "COMMENT_NOT_FOUND");
    expectApiError(await ben.client.patch(path(other.id, comment.id), { text: "moved?" }), "COMMENT_NOT_FOUND");
  });

  test("a Pin's comments go with the Pin, and an author's with their account", async () => {
    const board = await createBoard(ana.client, { name: "Short lived" });
    const gone = await createPin(ana.client, board.id);
    await post(ben, "soon gone", gone.id);
    expectOk(await ana.client.delete(`/v3/boards/${board.id}/`));
    expect(await dbValue<number>(worker, "SELECT COUNT(*) AS v FROM pin_comments WHERE pin_id = ?", Number(gone.id))).toBe(0);
  });
});

describe("reporting", () => {
  test("once per reporter; the comment stays; not one's own; its reports go when it is deleted", async () => {
    const comment = await post(ben, "questionable");
    const reported = expectOk(await cai.client.post<Comment>(`${path(pin.id, comment.id)}report/`, {}));
    expect(reported).toMatchObject({ id: comment.id, reported_by_me: true, can_report: false, text: "questionable" });
    expectApiError(await cai.client.post(`${path(pin.id, comment.id)}report/`, {}), "COMMENT_ALREADY_REPORTED");
    expectOk(await ana.client.post(`${path(pin.id, comment.id)}report/`, {}));
    expectApiError(await ben.client.post(`${path(pin.id, comment.id)}report/`, {}), "CANNOT_REPORT_OWN_COMMENT");
    expectApiError(await visitor.post(`${path(pin.id, comment.id)}report/`, {}), "AUTH_REQUIRED");
    // Still there for everyone, and the reporter's view remembers the report.
    expect((await list(visitor)).items.map((c) => c.id)).toContain(comment.id);
    expect((await list(cai.client)).items.find((c) => c.id === comment.id)).toMatchObject({ reported_by_me: true, can_report: false });
    const reports = () => dbValue<number>(worker, "SELECT COUNT(*) AS v FROM pin_comment_reports WHERE comment_id = ?", Number(comment.id));
    expect(await reports()).toBe(2);
    expectOk(await ana.client.delete(path(pin.id, comment.id)));
    expect(await reports()).toBe(0);
  });

  test("concurrent reports of one person count once", async () => {
    const comment = await post(ben, "reported twice at once");
    const answers = await Promise.all([0, 1, 2].map(() => cai.client.post(`${path(pin.id, comment.id)}report/`, {})));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await dbValue<number>(worker, "SELECT COUNT(*) AS v FROM pin_comment_reports WHERE comment_id = ?", Number(comment.id))).toBe(1);
  });
});

describe("limits", () => {
  test(`an account posts at most ${COMMENTS_PER_WINDOW} a minute, even all at once: then 429 COMMENTING_TOO_FAST with Retry-After`, async () => {
    const eager = await createPinner(worker, "Eager");
    const answers = await Promise.all(
      Array.from({ length: COMMENTS_PER_WINDOW + 3 }, (_, i) => eager.client.post(path(pin.id), { text: `burst ${i}` })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(COMMENTS_PER_WINDOW);
    const refused = answers.find((a) => a.status !== 200)!;
    expectApiError(refused, "COMMENTING_TOO_FAST");
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await dbValue<number>(worker, "SELECT COUNT(*) AS v FROM pin_comments WHERE author_id = ?", eager.user.id)).toBe(
      COMMENTS_PER_WINDOW,
    );
    // Someone else still comments.
    await post(cai, "I can still talk");
  });

  describe("per address", () => {
    let limited: RunningWorker;
    beforeAll(async () => {
      limited = await startWorker({ RATE_LIMIT_ACCOUNT_MAX: "3" });
    });
    afterAll(() => limited?.close());

    test("writes past RATE_LIMIT_ACCOUNT_MAX from one address are 429 RATE_LIMITED, whichever account; reads are not limited", async () => {
      const [one, two] = await Promise.all([createPinner(limited, "One"), createPinner(limited, "Two")]);
      const target = await createPin(one.client, (await createBoard(one.client, { name: "Busy" })).id);
      const first = expectOk(await one.client.post<Comment>(path(target.id), { text: "one" }));
      expectOk(await two.client.post(path(target.id), { text: "two" }));
      expectOk(await two.client.post(`${path(target.id, first.id)}report/`, {}));
      expectApiError(await one.client.patch(path(target.id, first.id), { text: "one!" }), "RATE_LIMITED");
      expectApiError(await two.client.post(path(target.id), { text: "three" }), "RATE_LIMITED");
      expect(expectOk(await one.client.get<CommentPage>(path(target.id))).comment_count).toBe(2);
    });
  });
});
