/**
 * The fault matrix (issue 35, docs/decisions/051-fault-matrix.md): every flow that changes state
 * runs clean once to learn its call points (X-Fault-Calls, worker/platform/faults/); then, for
 * each D1, KV, R2 and Durable Object call point, on fresh fixtures, the request fails there
 * (X-Fault-Inject), is retried with the same Idempotency-Key, and must end where a clean run ends:
 * the same rows, counts, R2 objects and mail. KNOWN_GAPS lists the cells that do not yet, each
 * with why; they are asserted to still differ, so a fix shows up as a failure to remove the entry.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Board, Pin } from "~common/saving/schemas";
import { ApiClient, expectOk } from "../support/api-client";
import { GOOD_PASSWORD, insertAccount, logIn, uniqueEmail, validSignup } from "../support/auth-fixtures";
import { createBusiness, promotablePin, quickPromoteBody, quickPromotePath, readyToPromote } from "../support/business-fixtures";
import {
  cellName,
  cleanRun,
  faultsOf,
  inPool,
  mailOf,
  rowsOf,
  runCell,
  usersOf,
  type Cell,
  type CellResult,
  type Flow,
} from "../support/fault-matrix";
import { resetTokenIn, waitForMail } from "../support/mailbox";
import { SoftAuthenticator } from "../support/passkeys";
import { base64, createBoard, createPin, pngImage } from "../support/saving-fixtures";
import { Authenticator, type SetupAnswer } from "../support/two-factor";
import { startWorker, type RunningWorker } from "../support/worker-harness";

/** Cells that do not end as a clean run does yet: `flow @ kind:n` → why (one line). */
const KNOWN_GAPS: Record<string, string> = {};

/** Cells at once: workerd and the test share 2 cores; more only queues. */
const POOL = 5;

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true", PASSKEY_RP_ID: "127.0.0.1", PASSKEY_ORIGINS: "http://127.0.0.1:*" });
});
afterAll(() => worker?.close());

const NEW_PASSWORD = "a-new-horse-battery-9";

/** A signed-in account made straight in D1 (cheap), with its session cookie to send as is. */
async function signedIn() {
  const account = await insertAccount(worker);
  const client = new ApiClient(worker);
  expectOk(await logIn(client, account.email, account.password));
  return { ...account, client, cookie: () => client.jar.header() ?? "" };
}
type SignedIn = Awaited<ReturnType<typeof signedIn>>;

/** The request as a client that lost the first answer sends it: the same cookies, none of the answer's. */
const as = (who: { cookie: () => string }, headers: Record<string, string>) => ({
  headers: { ...headers, cookie: who.cookie() },
  noJar: true,
});
const anonymous = (headers: Record<string, string>) => ({ headers, noJar: true });
const visitor = () => new ApiClient(worker);

/** The account side of an end state: rows naming the users, their counters, their mail. */
const accountState = async (users: { id: string; email: string }[]) => ({
  rows: await rowsOf(
    worker,
    users.map((u) => u.id),
  ),
  users: await usersOf(
    worker,
    users.map((u) => u.id),
  ),
  mail: await mailOf(
    worker,
    users.map((u) => u.email),
  ),
});

const db = async () => (await worker.env()).DB;
const value = async (sql: string, ...params: unknown[]) =>
  (
    await (
      await db()
    )
      .prepare(sql)
      .bind(...params)
      .first<{ v: unknown }>()
  )?.v ?? null;

const FLOWS: Flow<never>[] = [
  {
    name: "sign-up",
    setup: async () => ({ body: validSignup() }),
    send: (f: { body: ReturnType<typeof validSignup> }, h) => visitor().post("/v3/register/", f.body, anonymous(h)),
    state: async (f: { body: ReturnType<typeof validSignup> }) => {
      const email = String(f.body.email);
      const id = (await value("SELECT id AS v FROM users WHERE email = ?", email)) as string | null;
      return id ? accountState([{ id, email }]) : { users: 0, mail: await mailOf(worker, [email]) };
    },
  } as Flow<{ body: ReturnType<typeof validSignup> }>,
  {
    name: "log-in",
    setup: () => insertAccount(worker),
    send: (f: Awaited<ReturnType<typeof insertAccount>>, h) =>
      visitor().post("/v3/sessions/", { username_or_email: f.email, password: f.password }, anonymous(h)),
    state: (f: Awaited<ReturnType<typeof insertAccount>>) => accountState([f]),
  } as Flow<Awaited<ReturnType<typeof insertAccount>>>,
  {
    name: "password reset",
    setup: async () => {
      const account = await insertAccount(worker);
      expectOk(await visitor().post("/v3/users/forgot_password/", { username_or_email: account.email }));
      const [mail] = await waitForMail(worker, account.email);
      return { ...account, token: resetTokenIn(mail!) };
    },
    send: (f: { token: string }, h) =>
      visitor().post("/v3/users/reset_password/", { token: f.token, new_password: NEW_PASSWORD }, anonymous(h)),
    state: (f: { id: string; email: string }) => accountState([f]),
  } as Flow<{ id: string; email: string; token: string }>,
  {
    name: "password change",
    setup: signedIn,
    send: (f: SignedIn, h) =>
      visitor().post("/v3/users/me/password/", { current_password: f.password, new_password: NEW_PASSWORD }, as(f, h)),
    state: (f: SignedIn) => accountState([f]),
  } as Flow<SignedIn>,
  {
    name: "two-factor on",
    setup: async () => {
      const account = await signedIn();
      const setup = expectOk(await account.client.post<SetupAnswer>("/v3/users/me/two_factor/setup/", { method: "totp" }));
      return { ...account, code: await new Authenticator(setup.secret!).code() };
    },
    send: (f: SignedIn & { code: string }, h) => visitor().post("/v3/users/me/two_factor/", { code: f.code }, as(f, h)),
    state: (f: SignedIn) => accountState([f]),
  } as Flow<SignedIn & { code: string }>,
  {
    name: "passkey add",
    setup: async () => {
      const account = await signedIn();
      const options = expectOk(
        await account.client.post<{ challenge: string; user: { id: string } }>("/v3/users/me/passkeys/options/", {
          password: GOOD_PASSWORD,
        }),
      );
      const credential = await new SoftAuthenticator("127.0.0.1", worker.url.origin).create(options);
      return { ...account, credential };
    },
    send: (f: SignedIn & { credential: unknown }, h) => visitor().post("/v3/users/me/passkeys/", { credential: f.credential }, as(f, h)),
    state: (f: SignedIn) => accountState([f]),
  } as Flow<SignedIn & { credential: unknown }>,
  {
    name: "save a Pin",
    setup: async () => {
      const account = await signedIn();
      const board = await createBoard(account.client, { name: "Saved" });
      const image = await pngImage(60, 90);
      return { ...account, board, image, key: createHash("sha256").update(image).digest("hex").slice(0, 32) };
    },
    send: (f: SignedIn & { board: Board; image: Buffer }, h) =>
      visitor().post("/v3/pins/", { board_id: f.board.id, title: "Oak chair", image_base64: base64(f.image) }, as(f, h)),
    state: async (f: SignedIn & { board: Board; key: string }) => ({
      ...(await accountState([f])),
      board: await value("SELECT pin_count || '/' || (cover_pin_id IS NOT NULL) AS v FROM boards WHERE id = ?", f.board.id),
      imageRows: await value("SELECT COUNT(*) AS v FROM images WHERE key = ?", f.key),
      r2Objects: (await (await worker.env()).IMAGES.list({ prefix: `originals/${f.key}` })).objects.length,
    }),
  } as Flow<SignedIn & { board: Board; image: Buffer; key: string }>,
  {
    name: "move Pins",
    setup: async () => {
      const account = await signedIn();
      const [from, to] = await Promise.all([createBoard(account.client, { name: "From" }), createBoard(account.client, { name: "To" })]);
      const pins = await Promise.all([createPin(account.client, from.id), createPin(account.client, from.id)]);
      return { ...account, from, to, pins };
    },
    send: (f: SignedIn & { from: Board; to: Board; pins: Pin[] }, h) =>
      visitor().patch("/v3/bulk_edit/", { board_id: f.from.id, new_board_id: f.to.id, pin_ids: f.pins.map((p) => p.id) }, as(f, h)),
    state: async (f: SignedIn & { from: Board; to: Board }) => ({
      ...(await accountState([f])),
      boards: await Promise.all(
        [f.from, f.to].map((b) =>
          value("SELECT pin_count || '/' || (SELECT COUNT(*) FROM pins WHERE board_id = boards.id) AS v FROM boards WHERE id = ?", b.id),
        ),
      ),
    }),
  } as Flow<SignedIn & { from: Board; to: Board; pins: Pin[] }>,
  {
    name: "invite accept",
    setup: async () => {
      const [owner, invitee] = await Promise.all([signedIn(), signedIn()]);
      const board = await createBoard(owner.client, { name: "Shared", privacy: "secret" });
      expectOk(await owner.client.post(`/v3/boards/${board.id}/invites/`, { user_ids: [invitee.id] }));
      return { owner, invitee, board };
    },
    send: (f: { invitee: SignedIn; board: Board }, h) =>
      visitor().post(`/v3/boards/${f.board.id}/invites/${f.invitee.id}/accept/`, {}, as(f.invitee, h)),
    state: async (f: { owner: SignedIn; invitee: SignedIn; board: Board }) => ({
      ...(await accountState([f.owner, f.invitee])),
      board: await value(
        "SELECT is_collaborative || '/' || (SELECT COUNT(*) FROM board_invites WHERE board_id = boards.id) AS v FROM boards WHERE id = ?",
        f.board.id,
      ),
    }),
  } as Flow<{ owner: SignedIn; invitee: SignedIn; board: Board }>,
  {
    name: "Pin delete",
    setup: async () => {
      const account = await signedIn();
      const board = await createBoard(account.client, { name: "Doomed" });
      return { ...account, board, pin: await createPin(account.client, board.id) };
    },
    send: (f: SignedIn & { pin: Pin }, h) => visitor().delete(`/v3/pins/${f.pin.id}/`, as(f, h)),
    state: async (f: SignedIn & { board: Board }) => ({
      ...(await accountState([f])),
      board: await value("SELECT pin_count || '/' || (cover_pin_id IS NOT NULL) AS v FROM boards WHERE id = ?", f.board.id),
    }),
  } as Flow<SignedIn & { board: Board; pin: Pin }>,
  {
    name: "account close",
    setup: signedIn,
    send: (f: SignedIn, h) => visitor().post("/v3/users/me/close/", { acknowledge: true, password: f.password }, as(f, h)),
    state: (f: SignedIn) => accountState([f]),
  } as Flow<SignedIn>,
  {
    name: "quick promote",
    setup: async () => {
      const business = await createBusiness(worker, { password: GOOD_PASSWORD });
      await readyToPromote(business.client, business.advertiser.id);
      const pin = await promotablePin(business.client);
      return { business, pin, cookie: () => business.client.jar.header() ?? "" };
    },
    send: (f: { business: Awaited<ReturnType<typeof createBusiness>>; pin: Pin; cookie: () => string }, h) =>
      visitor().post(quickPromotePath(f.business.advertiser.id, f.pin.id), quickPromoteBody(f.business.advertiser.id, f.pin.id), as(f, h)),
    state: async (f: { business: Awaited<ReturnType<typeof createBusiness>>; pin: Pin }) => ({
      ...(await accountState([{ id: f.business.user.id, email: f.business.email }])),
      campaign: await value(
        `SELECT (SELECT COUNT(*) FROM campaigns WHERE advertiser_id = ?1) || '/' || (SELECT COUNT(*) FROM ad_groups WHERE advertiser_id = ?1)
           || '/' || (SELECT COUNT(*) FROM ads WHERE pin_id = ?2) || '/' || (SELECT COUNT(*) FROM pin_sponsorships WHERE pin_id = ?2) AS v`,
        f.business.advertiser.id,
        f.pin.id,
      ),
    }),
  } as Flow<{ business: Awaited<ReturnType<typeof createBusiness>>; pin: Pin; cookie: () => string }>,
] as unknown as Flow<never>[];

test("every flow ends as a clean run does after a failure at any call point and a keyed retry", { timeout: 120_000 }, async () => {
  const started = Date.now();
  const cleans = await inPool(FLOWS, POOL, (flow) => cleanRun(flow as unknown as Flow));
  const cells: (Cell & { clean: (typeof cleans)[number] })[] = cleans.flatMap((clean) =>
    faultsOf(clean.calls).map((fault) => ({ flow: clean.flow.name, fault, clean })),
  );
  const results: CellResult[] = await inPool(cells, POOL, (cell) => runCell(cell.clean, cell.fault));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `fault matrix: ${FLOWS.length} flows × their call points = ${cells.length} cells in ${seconds} s\n` +
      `  ${results.filter((r) => r.kept).length} cells failed after their change landed and kept their 5xx for the key (docs/decisions/047)\n` +
      cleans.map((c) => `  ${c.flow.name}: ${faultsOf(c.calls).length} (${JSON.stringify(c.calls)})`).join("\n"),
  );

  const unexpected = results.filter((r) => r.difference !== null && !(cellName(r) in KNOWN_GAPS));
  const fixed = Object.keys(KNOWN_GAPS).filter((name) => results.find((r) => cellName(r) === name)?.difference === null);
  const missing = Object.keys(KNOWN_GAPS).filter((name) => !results.some((r) => cellName(r) === name));
  expect(unexpected.map((r) => `${cellName(r)} [${r.statuses.join(" then ")}]: ${r.difference}`)).toEqual([]);
  expect(fixed, "known gaps that now pass: remove them from KNOWN_GAPS").toEqual([]);
  expect(missing, "known gaps that are no longer call points").toEqual([]);
});

test("a fault is a 500 and the call count is the answer's; an unknown fault fails nothing", async () => {
  const email = uniqueEmail();
  const clean = await visitor().post("/v3/register/", validSignup({ email }), anonymous({ "X-Fault-Calls": "1" }));
  expect(clean.status).toBe(200);
  expect(clean.res.headers.get("X-Fault-Calls")).toMatch(/^d1=[1-9]\d*,kv=\d+,r2=\d+,do=\d+$/);
  const failed = await visitor().post("/v3/register/", validSignup(), anonymous({ "X-Fault-Inject": "d1:1" }));
  expect(failed.status).toBe(500);
  const odd = await visitor().post("/v3/register/", validSignup(), anonymous({ "X-Fault-Inject": "disk:1" }));
  expect(odd.status).toBe(200);
});
