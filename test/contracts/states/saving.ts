/**
 * Provider states of the saving area, arranged through the public API (log in, create a board,
 * a section and Pins) with the auth states' verification accounts, so they work against any
 * deployment; what the public API cannot do there (an Instagram stand-in code, a board held by a
 * running move, an emailed invite link) comes from the provider-state endpoint (./types.ts StateSetup). One state gives the contract what it
 * needs to name: the pinner's username and live session, their board and section (with fixed path
 * segments), four fresh Pins made right before the interaction (so "the newest Pin" of a feed is
 * one of them, and a one-Pin page always has a next one), a fresh board name, and the username of a
 * second account to follow. The save-to-board modal's interactions use it too: `${pinId}` is a Pin
 * of the viewer's own, saved nowhere else, so the board picker's saved_to is the Pact board, and
 * its title ("Pact Pin") is the first board name suggested for it (the viewer has "Pact board").
 *
 * The session is made once per run and reused while it lives (another log-in each time another
 * area's interaction has ended it); the second account to follow is the lockout state's. Boards an
 * interaction changes for good (deletes, fills, holds) are fresh and secret, made for it alone.
 */
import { JANE, LOCKED } from "./auth";
import type { StateContext, StateDefinition } from "./types";

/** A 1×1 PNG: the picture of the Pins the state makes. */
export const PACT_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
export const PACT_BOARD = { name: "Pact board", slug: "pact-board" };
export const PACT_SECTION = { name: "Pact section", slug: "pact-section" };
export const PACT_LINK = "https://www.pact-pins.example/idea";
/** The hashtag of the content state's Pins (their description ends with it), for the hashtag flyout's look-up. */
export const PACT_HASHTAG = "PactPins";

/** The second pinner of the collaboration state (seeded once per run, like the auth accounts). */
export const PAT = { email: "pat@example.com", password: "correct-horse-9" };

export const SAVING_STATES = {
  content: `${JANE.email} is logged in and has a public board with a section and fresh Pins`,
  collaboration: `${JANE.email} is logged in, is invited to a board of ${PAT.email}'s and shares a board of hers with ${PAT.email}`,
  moving: `${JANE.email} is logged in and has two fresh boards, the first with two Pins`,
  busy: `${JANE.email} is logged in and has two fresh boards, the first with two Pins and a move running on it`,
  bookmarklet: `${JANE.email} is logged in, with a page and an image of the provider's own to pin from`,
  instagram: `${JANE.email} is logged in with no listed website and no Instagram, and holds an Instagram authorization code`,
  sensitive: `${JANE.email} is logged in and has fresh Pins about a sensitive and an abusive topic`,
  boards: `${JANE.email} is logged in, has a fresh board and collaborates on a fresh board of ${PAT.email}'s`,
  pinEdits: `${JANE.email} is logged in, has a fresh Pin, a Pin she deleted a moment ago, and collaborates on a board of ${PAT.email}'s with a Pin of his`,
} as const;

/** API code the handler recognises (kept literal: a partner's API is checked, not our source). */
const CODE = { BOARD_NAME_TAKEN: 2002, SECTION_NAME_TAKEN: 2012 } as const;

interface Content {
  sessionCookie: string;
  username: string;
  boardId: string;
  sectionId: string;
  followUsername: string;
}

export function savingStates(ctx: StateContext): StateDefinition[] {
  const { api, setup, baseUrl, ensureUser, credentials } = ctx;
  let content: Promise<Omit<Content, "sessionCookie">> | undefined;

  const dataOf = async <T>(what: string, call: Promise<{ status: number; error?: unknown; data?: unknown }>): Promise<T> => {
    const res = await call;
    if (res.status !== 200) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
    return res.data as T;
  };

  /** The second account's username (locked@example.com, made or reset once per run). */
  const followUsername = async (): Promise<string> => (await ensureUser(LOCKED)).username;

  /**
   * A live session of the pinner: the one made earlier in the run while it is still live, else a
   * new log-in (other areas' interactions end sessions: log-out, "log out of all other devices",
   * a password change).
   */
  let session: string | undefined;
  async function liveSession(c: { email: string; password: string }): Promise<string> {
    if (session) {
      const me = await api.request("GET", "/v3/users/me/", { cookie: session });
      if ((me.data as { type?: string } | undefined)?.type === "AUTH") return session;
    }
    const login = await api.logIn(c);
    const cookie = api.sessionCookieFrom(login.setCookies);
    if (login.status !== 200 || !cookie) throw new Error(`could not log in as ${c.email}: HTTP ${login.status}`);
    session = cookie;
    return cookie;
  }

  /** Once per run: the board and the section (found again when an earlier run made them). */
  async function makeContent(c: { email: string; password: string }): Promise<Omit<Content, "sessionCookie">> {
    await ensureUser(c);
    const sessionCookie = await liveSession(c);
    const { username } = (await dataOf<{ user: { username: string } }>("viewer", api.request("GET", "/v3/users/me/", { cookie: sessionCookie }))).user;
    const created = await api.request("POST", "/v3/boards/", { cookie: sessionCookie, body: { name: PACT_BOARD.name } });
    const board =
      created.error?.api_error_code === CODE.BOARD_NAME_TAKEN
        ? await dataOf<{ id: string }>("the board", api.request("GET", `/v3/users/${username}/boards/${PACT_BOARD.slug}/`, { cookie: sessionCookie }))
        : await dataOf<{ id: string }>("creating the board", Promise.resolve(created));
    const made = await api.request("POST", `/v3/boards/${board.id}/sections/`, { cookie: sessionCookie, body: { name: PACT_SECTION.name } });
    const section =
      made.error?.api_error_code === CODE.SECTION_NAME_TAKEN
        ? await dataOf<{ id: string }>("the section", api.request("GET", `/v3/boards/${board.id}/sections/${PACT_SECTION.slug}/`, { cookie: sessionCookie }))
        : await dataOf<{ id: string }>("creating the section", Promise.resolve(made));
    return { username, boardId: board.id, sectionId: section.id, followUsername: await followUsername() };
  }

  /** A live session of Pat's (made once per run and reused while it lives). */
  let patSession: string | undefined;
  async function patLoggedIn(): Promise<string> {
    await ensureUser(PAT);
    if (patSession) {
      const me = await api.request("GET", "/v3/users/me/", { cookie: patSession });
      if ((me.data as { type?: string } | undefined)?.type === "AUTH") return patSession;
    }
    const login = await api.logIn(PAT);
    const cookie = api.sessionCookieFrom(login.setCookies);
    if (login.status !== 200 || !cookie) throw new Error(`could not log in as ${PAT.email}: HTTP ${login.status}`);
    return (patSession = cookie);
  }

  /** The link token of the newest invite email to `to`. */
  const inviteTokenMailedTo = (to: string) =>
    setup.mailed(to, "an invite link", (m) => /\/board\/invite\/([A-Za-z0-9_-]{22})\//.exec(m.text)?.[1]);

  /** Two fresh boards of Jane's, two fresh Pins on the first; held by a running move when `busy`. */
  async function movingState(params: unknown, state: string, busy: boolean) {
    const c = credentials(params, state);
    await ensureUser(c);
    const cookie = await liveSession(c);
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const board = (name: string) => dataOf<{ id: string }>("creating a board", api.request("POST", "/v3/boards/", { cookie, body: { name, privacy: "secret" } }));
    const from = await board(`Pact from ${tag}`);
    const to = await board(`Pact to ${tag}`);
    const pin = () =>
      dataOf<{ id: string }>("creating a Pin", api.request("POST", "/v3/pins/", { cookie, body: { board_id: from.id, title: "Pact Pin", image_base64: PACT_PNG } }));
    const first = await pin();
    const second = await pin();
    // An empty section of the first board (the section pin edits' interactions).
    const section = await dataOf<{ id: string }>("creating a section", api.request("POST", `/v3/boards/${from.id}/sections/`, { cookie, body: { name: "Pact nook" } }));
    if (busy) await setup.holdBoard(from.id, 10);
    // A board name no board of Jane's has (a rename's, issue 34).
    const freshName = `Pact renamed ${tag}`;
    return { sessionCookie: cookie, fromBoardId: from.id, toBoardId: to.id, pinId: second.id, otherPinId: first.id, sectionId: section.id, freshName };
  }

  return [
    {
      // Both boards secret: nobody else sees them, and the teardown removes what a failed run leaves.
      name: SAVING_STATES.boards,
      params:
        "{email, password}; provides ${sessionCookie}, ${boardId} (a fresh secret board of Jane's) and ${patBoardId} (a fresh secret board of Pat's that Jane collaborates on: she sees it and saves to it, but may not delete it)",
      handler: async (params) => {
        const c = credentials(params, SAVING_STATES.boards);
        await ensureUser(c);
        const jane = await liveSession(c);
        const pat = await patLoggedIn();
        const janeId = (await dataOf<{ user: { id: string } }>("viewer", api.request("GET", "/v3/users/me/", { cookie: jane }))).user.id;
        const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
        const board = (cookie: string, name: string) =>
          dataOf<{ id: string }>("creating a board", api.request("POST", "/v3/boards/", { cookie, body: { name, privacy: "secret" } }));
        const own = await board(jane, `Pact own ${tag}`);
        const pats = await board(pat, `Pact of Pat ${tag}`);
        await dataOf("inviting", api.request("POST", `/v3/boards/${pats.id}/invites/`, { cookie: pat, body: { user_ids: [janeId] } }));
        await dataOf("accepting", api.request("POST", `/v3/boards/${pats.id}/invites/${janeId}/accept/`, { cookie: jane }));
        return { sessionCookie: jane, boardId: own.id, patBoardId: pats.id };
      },
    },
    {
      // Every board secret and fresh: nobody else sees them, and the teardown removes what a failed run leaves.
      name: SAVING_STATES.pinEdits,
      params:
        "{email, password}; provides ${sessionCookie}, ${boardId} and ${toBoardId} (two fresh secret boards of Jane's), ${pinId} (a fresh Pin of hers on the first), ${deletedPinId} (one she deleted right before the interaction: its Undo window is open) and ${patPinId} (a fresh Pin of Pat's on a fresh secret board of his that Jane collaborates on)",
      handler: async (params) => {
        const c = credentials(params, SAVING_STATES.pinEdits);
        await ensureUser(c);
        const jane = await liveSession(c);
        const pat = await patLoggedIn();
        const janeId = (await dataOf<{ user: { id: string } }>("viewer", api.request("GET", "/v3/users/me/", { cookie: jane }))).user.id;
        const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
        const board = (cookie: string, name: string) =>
          dataOf<{ id: string }>("creating a board", api.request("POST", "/v3/boards/", { cookie, body: { name, privacy: "secret" } }));
        const pin = (cookie: string, boardId: string) =>
          dataOf<{ id: string }>("creating a Pin", api.request("POST", "/v3/pins/", { cookie, body: { board_id: boardId, title: "Pact Pin", image_base64: PACT_PNG } }));
        const from = await board(jane, `Pact edits ${tag}`);
        const to = await board(jane, `Pact moves ${tag}`);
        const pats = await board(pat, `Pact shared ${tag}`);
        await dataOf("inviting", api.request("POST", `/v3/boards/${pats.id}/invites/`, { cookie: pat, body: { user_ids: [janeId] } }));
        await dataOf("accepting", api.request("POST", `/v3/boards/${pats.id}/invites/${janeId}/accept/`, { cookie: jane }));
        const own = await pin(jane, from.id);
        const deleted = await pin(jane, from.id);
        await dataOf("deleting a Pin", api.request("DELETE", `/v3/pins/${deleted.id}/`, { cookie: jane }));
        const patsPin = await pin(pat, pats.id);
        return { sessionCookie: jane, boardId: from.id, toBoardId: to.id, pinId: own.id, deletedPinId: deleted.id, patPinId: patsPin.id };
      },
    },
    {
      name: SAVING_STATES.sensitive,
      params:
        "{email, password}; provides ${sessionCookie}, ${boardId} (a fresh secret board of Jane's), ${sensitivePinId} (a fresh Pin on it titled with 'wild mushrooms', a SENSITIVE topic) and ${abusivePinId} (one titled with 'graphic violence', an ABUSIVE one): reference data, the advisories of migrations 0022 and 0042",
      handler: async (params) => {
        const c = credentials(params, SAVING_STATES.sensitive);
        await ensureUser(c);
        const cookie = await liveSession(c);
        const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
        const board = await dataOf<{ id: string }>("creating a board", api.request("POST", "/v3/boards/", { cookie, body: { name: `Pact topics ${tag}`, privacy: "secret" } }));
        const pin = (title: string) =>
          dataOf<{ id: string }>("creating a Pin", api.request("POST", "/v3/pins/", { cookie, body: { board_id: board.id, title, image_base64: PACT_PNG } }));
        const sensitive = await pin("Wild mushrooms, a Pact Pin");
        const abusive = await pin("Graphic violence, a Pact Pin");
        for (const [id, phrase, severity] of [[sensitive.id, "wild mushrooms", 1], [abusive.id, "graphic violence", 0]] as const) {
          const read = await dataOf<{ sensitivity: { severity: number } | null }>("reading a Pin", api.request("GET", `/v3/pins/${id}/?fields=pin.sensitivity`, { cookie }));
          if (read.sensitivity?.severity !== severity) throw new Error(`the advisory for '${phrase}' (severity ${severity}) is not in place on this provider; an operator may have changed it with npm run discovery`);
        }
        return { sessionCookie: cookie, boardId: board.id, sensitivePinId: sensitive.id, abusivePinId: abusive.id };
      },
    },
    {
      name: SAVING_STATES.instagram,
      params: "{email, password}; provides ${sessionCookie} and ${instagramCode}: a code for the Instagram account pact.pins from the Instagram stand-in",
      handler: async (params) => {
        const c = credentials(params, SAVING_STATES.instagram);
        await ensureUser(c);
        const cookie = await liveSession(c);
        await dataOf("clearing the website", api.request("PATCH", "/v3/users/settings", { cookie, body: { listed_website_url: "" } }));
        await dataOf("disconnecting Instagram", api.request("DELETE", "/v3/users/settings/instagram/", { cookie }));
        return { sessionCookie: cookie, instagramCode: await setup.instagramCode(c.email, "pact.pins") };
      },
    },
    {
      name: SAVING_STATES.bookmarklet,
      needs: "private_fetch",
      params:
        "{email, password}; provides ${sessionCookie}, ${pageUrl} (the provider's /bookmarklet page), ${imageUrl} (the absolute address of a fresh Pin's image on the provider), ${imagePath} (its path) and ${boardId} (a fresh secret board of Jane's)",
      handler: async (params) => {
        const c = credentials(params, SAVING_STATES.bookmarklet);
        await ensureUser(c);
        const cookie = await liveSession(c);
        const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
        const board = await dataOf<{ id: string }>("creating a board", api.request("POST", "/v3/boards/", { cookie, body: { name: `Pact pins ${tag}`, privacy: "secret" } }));
        // A fresh image (two bytes of colour make it new) so the created Pin is the only one with it.
        const pin = await dataOf<{ images: { orig: { url: string } } }>(
          "creating a Pin",
          api.request("POST", "/v3/pins/", { cookie, body: { board_id: board.id, title: "Pact source", image_base64: PACT_PNG } }),
        );
        const imagePath = pin.images.orig.url;
        // The page once before the Worker scrapes it: a dev server builds a page on its first
        // request, which can outlast the Worker's fetch timeout.
        await api.request("GET", "/bookmarklet");
        return { sessionCookie: cookie, pageUrl: new URL("/bookmarklet", baseUrl).href, imageUrl: new URL(imagePath, baseUrl).href, imagePath, boardId: board.id };
      },
    },
    {
      name: SAVING_STATES.moving,
      params:
        "{email, password}; provides ${sessionCookie}, ${fromBoardId} and ${toBoardId} (two fresh secret boards of Jane's), ${pinId} and ${otherPinId} (the newer and the older of two fresh Pins on the first, outside its sections), ${sectionId} (an empty section of the first) and ${freshName} (a board name Jane has not used)",
      handler: (params) => movingState(params, SAVING_STATES.moving, false),
    },
    {
      name: SAVING_STATES.busy,
      params: "{email, password}; provides the values of the state above, with the first board held by a running move for 10 s",
      handler: (params) => movingState(params, SAVING_STATES.busy, true),
    },
    {
      name: SAVING_STATES.collaboration,
      params:
        "{email, password}; provides ${sessionCookie}, ${userId} (Jane's), ${patId}, ${invitedBoardId} (a fresh secret board of Pat's inviting Jane by account), ${inviteToken} (the emailed link of a fresh secret board of Pat's inviting a fresh address), ${sharedBoardId} (a fresh secret board of Jane's that Pat collaborates on) ${pendingInviteId} (its invite of a fresh address, just emailed) and ${agedInviteId} (another, emailed two minutes ago)",
      handler: async (params) => {
        const c = credentials(params, SAVING_STATES.collaboration);
        await ensureUser(c);
        const jane = await liveSession(c);
        const pat = await patLoggedIn();
        const idOf = async (cookie: string) => (await dataOf<{ user: { id: string } }>("viewer", api.request("GET", "/v3/users/me/", { cookie }))).user.id;
        const [userId, patId] = await Promise.all([idOf(jane), idOf(pat)]);
        const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
        const board = (cookie: string, name: string, privacy = "public") =>
          dataOf<{ id: string }>("creating a board", api.request("POST", "/v3/boards/", { cookie, body: { name, privacy } }));
        const invite = (cookie: string, boardId: string, body: object) =>
          dataOf("inviting", api.request("POST", `/v3/boards/${boardId}/invites/`, { cookie, body }));
        // Secret boards only: Jane joins some, and her public board list (the profile interactions)
        // must stay as the content state made it.
        const invited = await board(pat, `Pact invite ${tag}`, "secret");
        await invite(pat, invited.id, { user_ids: [userId] });
        const linked = await board(pat, `Pact link ${tag}`, "secret");
        const address = ctx.freshEmail("pact-invite");
        await invite(pat, linked.id, { emails: [address] });
        const shared = await board(jane, `Pact shared ${tag}`, "secret");
        await invite(jane, shared.id, { user_ids: [patId] });
        await dataOf("accepting", api.request("POST", `/v3/boards/${shared.id}/invites/${patId}/accept/`, { cookie: pat }));
        const pendingAddress = ctx.freshEmail("pact-pending");
        const pending = (await invite(jane, shared.id, { emails: [pendingAddress] })) as { id: string; email: string | null }[];
        // Another invite, emailed long enough ago that it may be re-sent.
        const agedAddress = ctx.freshEmail("pact-aged");
        const aged = ((await invite(jane, shared.id, { emails: [agedAddress] })) as { id: string; email: string | null }[]).find(
          (i) => i.email === agedAddress,
        )!;
        await setup.ageInvite(aged.id, 120);
        return {
          agedInviteId: aged.id,
          sessionCookie: jane,
          userId,
          patId,
          invitedBoardId: invited.id,
          inviteToken: await inviteTokenMailedTo(address),
          sharedBoardId: shared.id,
          pendingInviteId: pending.find((i) => i.email === pendingAddress)!.id,
        };
      },
    },
    {
      name: SAVING_STATES.content,
      params:
        "{email, password}; provides ${sessionCookie}, ${username}, ${boardId}, ${sectionId}, ${pinId} and ${sectionPinId} (the newest of two new Pins outside and two inside the section, each described 'Made for a contract #PactPins'), ${newBoardName}, ${followUsername}, and ${idempotencyKey}: the key of a board creation just made (and the board deleted again) with the body {name: ${keyedBoardName}}",
      handler: async (params) => {
        const c = credentials(params, SAVING_STATES.content);
        const made = await (content ??= makeContent(c).catch((err: unknown) => {
          content = undefined;
          throw err;
        }));
        const state = { ...made, sessionCookie: await liveSession(c) };
        const pin = (section?: string) =>
          dataOf<{ id: string }>(
            "creating a Pin",
            api.request("POST", "/v3/pins/", {
              cookie: state.sessionCookie,
              body: { board_id: state.boardId, ...(section && { section }), title: "Pact Pin", description: `Made for a contract #${PACT_HASHTAG}`, link: PACT_LINK, image_base64: PACT_PNG },
            }),
          );
        // Two in the section, then two outside it: a feed's first page of one Pin then always has a
        // next page, and the newest Pin of the board (and of the home feed) is outside the section.
        await pin(state.sectionId);
        const sectionPin = await pin(state.sectionId);
        await pin();
        const outside = await pin();
        const keyedBoardName = `Pact keyed ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
        const idempotencyKey = `pact-${crypto.randomUUID()}`;
        const keyed = await dataOf<{ id: string }>(
          "creating a board under an Idempotency-Key",
          api.request("POST", "/v3/boards/", { cookie: state.sessionCookie, body: { name: keyedBoardName }, idempotencyKey }),
        );
        // Gone again, so the state's lists stay as they were: the key's stored answer outlives it.
        await dataOf("deleting the keyed board", api.request("DELETE", `/v3/boards/${keyed.id}/`, { cookie: state.sessionCookie }));
        return {
          keyedBoardName,
          idempotencyKey,
          sessionCookie: state.sessionCookie,
          username: state.username,
          boardId: state.boardId,
          sectionId: state.sectionId,
          pinId: outside.id,
          sectionPinId: sectionPin.id,
          newBoardName: `Pact ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`,
          followUsername: state.followUsername,
        };
      },
    },
  ];
}
