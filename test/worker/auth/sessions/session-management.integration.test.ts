/**
 * The account's sessions (/settings/security): GET /v3/users/me/sessions/ lists every live session
 * with its device (from the User-Agent), first and last seen, and this one marked;
 * DELETE /v3/users/me/sessions/{id}/ ends one; DELETE /v3/users/me/sessions/ ends all but this one.
 * Every ended session fails on its very next request (the D1 index, session-index.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ApiClient, expectApiError, expectOk, SESSION_COOKIE } from "../../../support/api-client";
import {
  createAccount,
  expectAuthenticatedAs,
  expectNotAuthenticated,
  logIn,
  viewer,
  viewerForToken,
} from "../../../support/auth-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

interface SessionInfo {
  id: string;
  device: string;
  created_at: number;
  last_seen_at: number;
  current: boolean;
}

const UA = {
  chromeLinux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 19_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.1 Mobile/15E148 Safari/604.1",
  firefoxWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:150.0) Gecko/20100101 Firefox/150.0",
};

let worker: RunningWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.close());

const list = (c: ApiClient) => c.get<SessionInfo[]>("/v3/users/me/sessions/");

/** An account logged in on three browsers, each with its own User-Agent. */
async function threeDevices() {
  const account = await createAccount(worker);
  const [laptop, phone, desktop] = [UA.chromeLinux, UA.safariIphone, UA.firefoxWindows].map(
    (ua) => new ApiClient(worker, { headers: { "user-agent": ua } }),
  );
  for (const c of [laptop!, phone!, desktop!]) expectOk(await logIn(c, account.email, account.password));
  // The sign-up session too: four sessions in all.
  return { account, laptop: laptop!, phone: phone!, desktop: desktop! };
}

describe("listing", () => {
  test("every live session with its device and times, this one marked, most recently active first", async () => {
    const { account, laptop } = await threeDevices();
    const sessions = expectOk(await list(laptop));
    expect(sessions).toHaveLength(4);
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(["Chrome on Linux"]);
    expect(sessions.map((s) => s.device).sort()).toEqual(["Chrome on Linux", "Firefox on Windows", "Safari on iPhone", "Unknown device"]);
    const now = Math.floor(Date.now() / 1000);
    for (const s of sessions) {
      expect(s.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(now - s.created_at).toBeLessThan(60);
      expect(s.last_seen_at).toBeGreaterThanOrEqual(s.created_at);
    }
    const seen = sessions.map((s) => s.last_seen_at);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    // Another account's list holds none of these.
    const stranger = await createAccount(worker);
    const theirs = expectOk(await list(stranger.client));
    expect(theirs).toHaveLength(1);
    expect(theirs.map((s) => s.id)).not.toContain(sessions[0]!.id);
    expect(account.user.id).not.toBe(stranger.user.id);
  });

  test("without a session it is 401 AUTH_REQUIRED; a logged-out session is no longer listed", async () => {
    expectApiError(await list(new ApiClient(worker)), "AUTH_REQUIRED");
    const { laptop, phone } = await threeDevices();
    expectOk(await phone.delete("/v3/sessions/current/"));
    const sessions = expectOk(await list(laptop));
    expect(sessions.map((s) => s.device)).not.toContain("Safari on iPhone");
  });
});

describe("ending", () => {
  test("one session: it fails on its very next request; the others go on", async () => {
    const { laptop, phone, desktop, account } = await threeDevices();
    const phoneSession = expectOk(await list(laptop)).find((s) => s.device === "Safari on iPhone")!;
    expect(expectOk(await laptop.delete<null>(`/v3/users/me/sessions/${phoneSession.id}/`))).toBeNull();
    await expectNotAuthenticated(viewer(phone));
    await expectAuthenticatedAs(laptop, account.user.id);
    await expectAuthenticatedAs(desktop, account.user.id);
    expect(expectOk(await list(laptop)).map((s) => s.id)).not.toContain(phoneSession.id);
    expectApiError(await laptop.delete(`/v3/users/me/sessions/${phoneSession.id}/`), "NOT_FOUND");
  });

  test("an unknown id, or another account's session, is 404 NOT_FOUND and ends nothing", async () => {
    const { laptop } = await threeDevices();
    const stranger = await createAccount(worker);
    const [theirs] = expectOk(await list(stranger.client));
    expectApiError(await laptop.delete(`/v3/users/me/sessions/${theirs!.id}/`), "NOT_FOUND");
    expectApiError(await laptop.delete("/v3/users/me/sessions/AAAAAAAAAAAAAAAAAAAAAA/"), "NOT_FOUND");
    await expectAuthenticatedAs(stranger.client, stranger.user.id);
    expectApiError(await new ApiClient(worker).delete(`/v3/users/me/sessions/${theirs!.id}/`), "AUTH_REQUIRED");
  });

  test("this session by its id is a log-out: the cookie is cleared", async () => {
    const { laptop } = await threeDevices();
    const token = laptop.jar.session!;
    const mine = expectOk(await list(laptop)).find((s) => s.current)!;
    const answer = await laptop.delete(`/v3/users/me/sessions/${mine.id}/`);
    expectOk(answer);
    expect(answer.res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=;`) && /Max-Age=0/i.test(c))).toBe(true);
    await expectNotAuthenticated(viewerForToken(worker, token));
  });

  test("'Log out of all other devices': every other session fails on its next request, this one stays", async () => {
    const { laptop, phone, desktop, account } = await threeDevices();
    const tokens = [phone.jar.session!, desktop.jar.session!, account.client.jar.session!];
    expect(expectOk(await laptop.delete<{ ended: number }>("/v3/users/me/sessions/"))).toEqual({ ended: 3, passkeys_removed: 0 });
    for (const token of tokens) await expectNotAuthenticated(viewerForToken(worker, token));
    await expectAuthenticatedAs(laptop, account.user.id);
    expect(expectOk(await list(laptop)).map((s) => s.device)).toEqual(["Chrome on Linux"]);
    expect(expectOk(await laptop.delete<{ ended: number }>("/v3/users/me/sessions/"))).toEqual({ ended: 0, passkeys_removed: 0 });
    // Their KV records go too, after the answer.
    const env = await worker.env();
    const keys = await Promise.all(
      tokens.map(async (t) => `s:${Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(t))).toString("hex")}`),
    );
    await expect.poll(async () => (await Promise.all(keys.map((k) => env.SESSIONS.get(k)))).filter(Boolean).length).toBe(0);
  });

  test("a session record without an index row (made before the index) is not a session", async () => {
    const account = await createAccount(worker);
    const env = await worker.env();
    await env.DB.prepare("DELETE FROM user_sessions WHERE user_id = ?").bind(account.user.id).run();
    await expectNotAuthenticated(viewer(account.client));
  });
});
