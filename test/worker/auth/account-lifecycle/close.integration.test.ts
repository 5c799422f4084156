/**
 * Deactivating and closing an account (docs/decisions/042; worker/auth/account-lifecycle/): a
 * fresh proof is asked (a stolen session alone cannot), every session ends, closing removes the
 * passkeys, and the account's profile, boards and Pins are gone from every page at once — profile,
 * board, Pin page, home feed, search, another's board it collaborates on. A log-in reactivates a
 * deactivated account; a closed one's log-in offers reopening (the token), which brings it back.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SearchPins } from "~common/business/search/schemas";
import type { Board, Pin } from "~common/saving/schemas";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import { logIn, viewer } from "../../../support/auth-fixtures";
import { waitForMail } from "../../../support/mailbox";
import { SoftAuthenticator } from "../../../support/passkeys";
import { createBoard, createPin, createPinner, dbValue, type Pinner } from "../../../support/saving-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker({ PASSKEY_RP_ID: "127.0.0.1", PASSKEY_ORIGINS: "http://127.0.0.1:*" });
});
afterAll(() => worker?.close());

interface Scene {
  person: Pinner;
  other: Pinner;
  board: Board;
  pin: Pin;
  /** The person's Pin on the other's board, where the person collaborates. */
  sharedPin: Pin;
  sharedBoard: Board;
  word: string;
}

/** A person with a public board and Pin, collaborating on another pinner's board with a Pin there. */
async function scene(): Promise<Scene> {
  const person = await createPinner(worker, "closer");
  const other = await createPinner(worker, "keeper");
  const word = `zq${Math.random().toString(36).slice(2, 9)}`;
  const board = await createBoard(person.client, { name: `Mine ${word}` });
  const pin = await createPin(person.client, board.id, { title: `Lamp ${word}` });
  const sharedBoard = await createBoard(other.client, { name: `Shared ${word}` });
  const env = await worker.env();
  await env.DB.prepare("INSERT INTO board_collaborators (board_id, user_id, created_at) VALUES (?, ?, unixepoch())")
    .bind(Number(sharedBoard.id), person.user.id)
    .run();
  await env.DB.prepare("UPDATE boards SET is_collaborative = 1 WHERE id = ?").bind(Number(sharedBoard.id)).run();
  const sharedPin = await createPin(person.client, sharedBoard.id, { title: `Chair ${word}` });
  return { person, other, board, pin, sharedPin, sharedBoard, word };
}

const homeIds = async (client: ApiClient) =>
  expectOk(await client.get<{ items: Pin[] }>("/v3/feeds/home/?page_size=100")).items.map((p) => p.id);
const searchIds = async (client: ApiClient, word: string) =>
  expectOk(await client.get<SearchPins>(`/v3/search/pins/?query=${word}`)).items.map((p) => p.id);

async function expectVisible(s: Scene, visible: boolean) {
  const visitor = new ApiClient(worker);
  const status = visible ? 200 : 404;
  expect((await visitor.get(`/v3/users/${s.person.user.username}/`)).status).toBe(status);
  expect((await visitor.get(`/v3/boards/${s.board.id}/`)).status).toBe(status);
  expect((await visitor.get(`/v3/pins/${s.pin.id}/`)).status).toBe(status);
  expect((await visitor.get(`/v3/pins/${s.sharedPin.id}/`)).status).toBe(status);
  expect((await visitor.get(`/v3/users/${s.person.user.username}/boards/`)).status).toBe(status);
  const home = await homeIds(visitor);
  expect(home.includes(s.pin.id)).toBe(visible);
  expect(home.includes(s.sharedPin.id)).toBe(visible);
  const found = await searchIds(visitor, s.word);
  expect(found.includes(s.pin.id)).toBe(visible);
  expect(found.includes(s.sharedPin.id)).toBe(visible);
  // The other's board stays, without the person among its collaborators.
  const shared = expectOk(await s.other.client.get<Board>(`/v3/boards/${s.sharedBoard.id}/`));
  expect(shared.collaborating_users.some((u) => u.id === s.person.user.id)).toBe(visible);
}

async function addPasskey(client: ApiClient, password: string) {
  const o = expectOk(await client.post<{ challenge: string; user: { id: string } }>("/v3/users/me/passkeys/options/", { password }));
  const credential = await new SoftAuthenticator("127.0.0.1", worker.url.origin).create(o);
  expectOk(await client.post("/v3/users/me/passkeys/", { credential }));
}

describe("closing", () => {
  test("a session alone cannot close: no proof, a wrong one, or no acknowledgement are refused and change nothing", async () => {
    const { person } = await scene();
    expectApiError(await person.client.post("/v3/users/me/close/", { acknowledge: true }), "PASSKEY_CONFIRMATION_REQUIRED");
    expectApiError(
      await person.client.post("/v3/users/me/close/", { acknowledge: true, password: "not-the-password-1" }),
      "PASSKEY_CONFIRMATION_INCORRECT",
    );
    expectApiError(await person.client.post("/v3/users/me/close/", { password: person.password }), "CLOSE_NOT_ACKNOWLEDGED");
    expectApiError(await person.client.post("/v3/users/me/deactivate/", {}), "PASSKEY_CONFIRMATION_REQUIRED");
    expectApiError(
      await new ApiClient(worker).post("/v3/users/me/close/", { acknowledge: true, password: person.password }),
      "AUTH_REQUIRED",
    );
    expect(expectOk(await viewer(person.client)).user?.id).toBe(person.user.id);
    expect(await dbValue<number | null>(worker, "SELECT hidden_at AS v FROM users WHERE id = ?", person.user.id)).toBeNull();
  });

  test("sessions and passkeys end, and every page loses the account's content at once; log-in offers reopening", async () => {
    const s = await scene();
    await addPasskey(s.person.client, s.person.password);
    const elsewhere = new ApiClient(worker);
    expectOk(await logIn(elsewhere, s.person.email, s.person.password));
    await expectVisible(s, true);

    const closed = expectOk(
      await s.person.client.post<{ state: string; deletion_at: number }>("/v3/users/me/close/", {
        acknowledge: true,
        password: s.person.password,
      }),
    );
    expect(closed.state).toBe("closed");
    const now = Math.floor(Date.now() / 1000);
    expect(closed.deletion_at).toBeGreaterThanOrEqual(now + 1209600 - 5);
    expect(closed.deletion_at).toBeLessThanOrEqual(now + 1209600);

    expect(expectOk(await viewer(s.person.client)).user).toBeNull();
    expect(expectOk(await viewer(elsewhere)).user).toBeNull();
    expect(await dbValue<number>(worker, "SELECT count(*) AS v FROM passkeys WHERE user_id = ?", s.person.user.id)).toBe(0);
    expect(await dbValue<number>(worker, "SELECT count(*) AS v FROM user_sessions WHERE user_id = ?", s.person.user.id)).toBe(0);
    await expectVisible(s, false);
    const [mail] = await waitForMail(worker, s.person.email, 1, (m) => m.subject.includes("closed"));
    expect(mail!.text_body).toContain("deleted for good on");

    // The log-in succeeds as far as the password, then offers the reopen screen instead of a session.
    const again = new ApiClient(worker);
    const refused = await logIn(again, s.person.email, s.person.password);
    expectApiError(refused, "ACCOUNT_CLOSED");
    const data = refused.error!.data as { deletion_at: number; reopen_token: string };
    expect(data.deletion_at).toBe(closed.deletion_at);
    expect(expectOk(await viewer(again)).user).toBeNull();
    // A wrong password still says so (nothing about the closing leaks to a guesser).
    expectApiError(await logIn(new ApiClient(worker), s.person.email, "not-the-password-1"), "PASSWORD_INCORRECT");

    const reopened = expectOk(await again.post<{ user: { id: string } }>("/v3/users/me/reopen/", { reopen_token: data.reopen_token }));
    expect(reopened.user.id).toBe(s.person.user.id);
    expect(expectOk(await viewer(again)).user?.id).toBe(s.person.user.id);
    await expectVisible(s, true);
    expect(await dbValue<number | null>(worker, "SELECT deletion_due_at AS v FROM users WHERE id = ?", s.person.user.id)).toBeNull();
    // The token works once.
    expectApiError(await new ApiClient(worker).post("/v3/users/me/reopen/", { reopen_token: data.reopen_token }), "REOPEN_EXPIRED");
  });

  test("a made-up reopen token is refused", async () => {
    expectApiError(await new ApiClient(worker).post("/v3/users/me/reopen/", { reopen_token: "made-up-token" }), "REOPEN_EXPIRED");
  });
});

describe("deactivating", () => {
  test("hides everything and ends the sessions; the next log-in reactivates it and says so", async () => {
    const s = await scene();
    const left = expectOk(
      await s.person.client.post<{ state: string; deletion_at: null }>("/v3/users/me/deactivate/", { password: s.person.password }),
    );
    expect(left).toEqual({ state: "deactivated", deletion_at: null });
    expect(expectOk(await viewer(s.person.client)).user).toBeNull();
    await expectVisible(s, false);
    await waitForMail(worker, s.person.email, 1, (m) => m.subject.includes("deactivated"));

    const back = new ApiClient(worker);
    const session = expectOk(await logIn(back, s.person.email, s.person.password)) as { reactivated?: boolean };
    expect(session.reactivated).toBe(true);
    await expectVisible(s, true);
    // The next log-in is an ordinary one.
    const next = expectOk(await logIn(new ApiClient(worker), s.person.email, s.person.password)) as { reactivated?: boolean };
    expect(next.reactivated).toBeUndefined();
  });
});
