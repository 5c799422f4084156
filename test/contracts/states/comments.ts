/**
 * Provider states of a Pin's comments (common/saving/comments/contracts.ts), arranged through the
 * public API with the saving states' accounts (Jane and Pat, made or reset once per run): a fresh
 * Pin of Jane's on her public "Pact comments" board (made once, found again by later runs) with a
 * comment of Pat's, and a fresh Pin of Pat's on a fresh secret board Jane cannot see. Set-up calls
 * carry the provider-state credential, so Pat's comments spend no per-account limit; the limit's
 * own state posts a fresh account's whole minute of comments.
 */
import { COMMENTS_PER_WINDOW } from "~common/saving/comments/rules";
import { JANE } from "./auth";
import { PACT_PNG, PAT } from "./saving";
import type { ApiCallResult, Credentials, StateContext, StateDefinition } from "./types";

export const PACT_COMMENTS_BOARD = { name: "Pact comments", slug: "pact-comments" };
export const PAT_COMMENT = "Pat says: lovely!";
export const JANE_COMMENT = "Jane's own note";

export const COMMENT_STATES = {
  onPin: `${JANE.email} is logged in and has a fresh public Pin with a comment of ${PAT.email}'s`,
  own: `${JANE.email} is logged in and has commented on her fresh public Pin that ${PAT.email} commented on`,
  reported: `${JANE.email} is logged in and has reported ${PAT.email}'s comment on her fresh public Pin`,
  tooFast: `a fresh account is logged in and has just posted its minute's comments on a fresh Pin of ${JANE.email}'s`,
} as const;

/** API code the handler recognises (kept literal: a partner's API is checked, not our source). */
const BOARD_NAME_TAKEN = 2002;

export function commentStates({ api, ensureUser, credentials, freshEmail }: StateContext): StateDefinition[] {
  const dataOf = async <T>(what: string, call: Promise<ApiCallResult>): Promise<T> => {
    const res = await call;
    if (res.status !== 200) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
    return res.data as T;
  };

  /** Live sessions per account, reused while they last (other areas' interactions end sessions). */
  const sessions = new Map<string, string>();
  async function loggedIn(c: Credentials): Promise<string> {
    const known = sessions.get(c.email);
    if (known) {
      const me = await api.request("GET", "/v3/users/me/", { cookie: known });
      if ((me.data as { type?: string } | undefined)?.type === "AUTH") return known;
    }
    await ensureUser(c);
    const login = await api.logIn(c);
    const cookie = api.sessionCookieFrom(login.setCookies);
    if (login.status !== 200 || !cookie) throw new Error(`could not log in as ${c.email}: HTTP ${login.status}`);
    sessions.set(c.email, cookie);
    return cookie;
  }

  let janeBoard: Promise<string> | undefined;
  async function findOrMakeBoard(cookie: string): Promise<string> {
    const created = await api.request("POST", "/v3/boards/", { cookie, body: { name: PACT_COMMENTS_BOARD.name } });
    if (created.error?.api_error_code !== BOARD_NAME_TAKEN) return (await dataOf<{ id: string }>("the comments board", Promise.resolve(created))).id;
    const { username } = (await dataOf<{ user: { username: string } }>("viewer", api.request("GET", "/v3/users/me/", { cookie }))).user;
    return (await dataOf<{ id: string }>("the comments board", api.request("GET", `/v3/users/${username}/boards/${PACT_COMMENTS_BOARD.slug}/`, { cookie }))).id;
  }

  const freshPin = (cookie: string, boardId: string) =>
    dataOf<{ id: string }>("a Pin", api.request("POST", "/v3/pins/", { cookie, body: { board_id: boardId, title: "Pact comment Pin", image_base64: PACT_PNG } }));
  const comment = (cookie: string, pinId: string, text: string) =>
    dataOf<{ id: string }>("a comment", api.request("POST", `/v3/pins/${pinId}/comments/`, { cookie, body: { text } }));

  /** Jane's fresh Pin with Pat's comment, and Pat's fresh Pin on a fresh secret board. */
  async function onPin(params: unknown, state: string) {
    const jane = await loggedIn(credentials(params, state));
    const pat = await loggedIn(PAT);
    janeBoard ??= findOrMakeBoard(jane);
    const pin = await freshPin(jane, await janeBoard);
    const patComment = await comment(pat, pin.id, PAT_COMMENT);
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const secret = await dataOf<{ id: string }>("a secret board", api.request("POST", "/v3/boards/", { cookie: pat, body: { name: `Pact hush ${tag}`, privacy: "secret" } }));
    const secretPin = await freshPin(pat, secret.id);
    return { sessionCookie: jane, pinId: pin.id, commentId: patComment.id, secretPinId: secretPin.id };
  }

  const PROVIDES = "${sessionCookie} (Jane's), ${pinId} (a fresh Pin of Jane's on her public board 'Pact comments'), ${commentId} (Pat's comment on it), ${secretPinId} (a fresh Pin of Pat's on a fresh secret board)";
  return [
    { name: COMMENT_STATES.onPin, params: "{email, password}; provides " + PROVIDES, handler: (params) => onPin(params, COMMENT_STATES.onPin) },
    {
      name: COMMENT_STATES.own,
      params: `{email, password}; provides ${PROVIDES} and \${ownCommentId} (Jane's comment on her Pin)`,
      handler: async (params) => {
        const values = await onPin(params, COMMENT_STATES.own);
        const own = await comment(values.sessionCookie, values.pinId, JANE_COMMENT);
        return { ...values, ownCommentId: own.id };
      },
    },
    {
      name: COMMENT_STATES.reported,
      params: `{email, password}; provides ${PROVIDES}; Jane has reported \${commentId}`,
      handler: async (params) => {
        const values = await onPin(params, COMMENT_STATES.reported);
        await dataOf("a report", api.request("POST", `/v3/pins/${values.pinId}/comments/${values.commentId}/report/`, { cookie: values.sessionCookie }));
        return values;
      },
    },
    {
      name: COMMENT_STATES.tooFast,
      params: `{email, password}; Jane's; provides \${sessionCookie} of a fresh account that has just posted ${COMMENTS_PER_WINDOW} comments on \${pinId}, a fresh Pin of Jane's`,
      handler: async (params) => {
        const values = await onPin(params, COMMENT_STATES.tooFast);
        const email = freshEmail("pact.comments");
        const res = await api.register({ email, password: "correct-horse-12" });
        const cookie = api.sessionCookieFrom(res.setCookies);
        if (res.status !== 200 || !cookie) throw new Error(`registering ${email}: HTTP ${res.status}`);
        for (let i = 0; i < COMMENTS_PER_WINDOW; i++) await comment(cookie, values.pinId, `Pact chatter ${i}`);
        return { sessionCookie: cookie, pinId: values.pinId };
      },
    },
  ];
}
