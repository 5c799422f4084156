/**
 * Provider states of a Pin's comments (common/saving/comments/contracts.ts), arranged through the
 * public API with the saving states' accounts (Jane and Pat, made or reset once per run): a fresh
 * Pin of Jane's on a fresh secret board of hers that Pat collaborates on (so he sees it, and
 * nothing of it reaches search, the feeds or Jane's public boards, which other interactions
 * count), with a comment of Pat's; and a fresh Pin of Pat's on a fresh secret board Jane cannot
 * see. Set-up calls carry the provider-state credential, so Pat's comments spend no per-account
 * limit; the limit's own state has a fresh account post its whole minute of comments on its own Pin.
 */
import { COMMENTS_PER_WINDOW } from "~common/saving/comments/rules";
import { JANE } from "./auth";
import { PACT_PNG, PAT } from "./saving";
import type { ApiCallResult, Credentials, StateContext, StateDefinition } from "./types";

export const PAT_COMMENT = "Pat says: lovely!";
export const JANE_COMMENT = "Jane's own note";

export const COMMENT_STATES = {
  onPin: `${JANE.email} is logged in and has a fresh Pin, on a board shared with ${PAT.email}, with a comment of his`,
  own: `${JANE.email} is logged in and has commented on her fresh Pin that ${PAT.email} commented on`,
  reported: `${JANE.email} is logged in and has reported ${PAT.email}'s comment on her fresh Pin`,
  tooFast: `a fresh account is logged in and has just posted its minute's comments on a fresh Pin of its own`,
} as const;

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

  const freshPin = (cookie: string, boardId: string) =>
    dataOf<{ id: string }>("a Pin", api.request("POST", "/v3/pins/", { cookie, body: { board_id: boardId, title: "Teapot talk", image_base64: PACT_PNG } }));
  const comment = (cookie: string, pinId: string, text: string) =>
    dataOf<{ id: string }>("a comment", api.request("POST", `/v3/pins/${pinId}/comments/`, { cookie, body: { text } }));

  const tagged = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const secretBoard = (cookie: string, name: string) =>
    dataOf<{ id: string }>("a secret board", api.request("POST", "/v3/boards/", { cookie, body: { name: tagged(name), privacy: "secret" } }));
  const userId = async (cookie: string) =>
    (await dataOf<{ user: { id: string } }>("viewer", api.request("GET", "/v3/users/me/", { cookie }))).user.id;

  /** Jane's fresh Pin on a fresh board shared with Pat, his comment on it, and his fresh Pin on a secret board of his. */
  async function onPin(params: unknown, state: string) {
    const jane = await loggedIn(credentials(params, state));
    const pat = await loggedIn(PAT);
    const shared = await secretBoard(jane, "Pact talk");
    const patId = await userId(pat);
    await dataOf("inviting Pat", api.request("POST", `/v3/boards/${shared.id}/invites/`, { cookie: jane, body: { user_ids: [patId] } }));
    await dataOf("Pat accepting", api.request("POST", `/v3/boards/${shared.id}/invites/${patId}/accept/`, { cookie: pat }));
    const pin = await freshPin(jane, shared.id);
    const patComment = await comment(pat, pin.id, PAT_COMMENT);
    const secretPin = await freshPin(pat, (await secretBoard(pat, "Pact hush")).id);
    return { sessionCookie: jane, pinId: pin.id, commentId: patComment.id, secretPinId: secretPin.id };
  }

  const PROVIDES = "${sessionCookie} (Jane's), ${pinId} (a fresh Pin of Jane's on a fresh secret board of hers shared with Pat), ${commentId} (Pat's comment on it), ${secretPinId} (a fresh Pin of Pat's on a fresh secret board)";
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
      params: `none; provides \${sessionCookie} of a fresh account that has just posted ${COMMENTS_PER_WINDOW} comments on \${pinId}, a fresh Pin of its own on a secret board`,
      handler: async () => {
        const email = freshEmail("pact.comments");
        const res = await api.register({ email, password: "correct-horse-12" });
        const cookie = api.sessionCookieFrom(res.setCookies);
        if (res.status !== 200 || !cookie) throw new Error(`registering ${email}: HTTP ${res.status}`);
        const pin = await freshPin(cookie, (await secretBoard(cookie, "Pact chatter")).id);
        for (let i = 0; i < COMMENTS_PER_WINDOW; i++) await comment(cookie, pin.id, `Pact chatter ${i}`);
        return { sessionCookie: cookie, pinId: pin.id };
      },
    },
  ];
}
