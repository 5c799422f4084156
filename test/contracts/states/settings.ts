/**
 * Provider states of the account settings (/settings/…; worker/auth/settings), arranged through
 * the public API: two fresh accounts per use (their sign-ups carry the state credential, so no
 * limit counts them) — the viewer, kept logged in by its sign-up's session, which then renamed
 * itself (its former username redirects), and another whose username and email are taken.
 *
 * Values handed to Pact: `${sessionCookie}`, `${username}`, `${formerUsername}`, `${takenUsername}`, `${takenEmail}`.
 */
import type { ApiCallResult, StateContext, StateDefinition } from "./types";

export const SETTINGS_PASSWORD = "correct-horse-34";

export const SETTINGS_STATES = {
  renamed: "a fresh account is logged in, renamed itself, and another account exists",
} as const;

function need(what: string, res: ApiCallResult, status = 200): ApiCallResult {
  if (res.status !== status) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
  return res;
}

export function settingsStates({ api, freshEmail }: StateContext): StateDefinition[] {
  return [
    {
      name: SETTINGS_STATES.renamed,
      params: "none; provides ${sessionCookie}, ${username}, ${formerUsername}, ${takenUsername}, ${takenEmail}",
      handler: async () => {
        const email = freshEmail("pact.settings");
        const takenEmail = freshEmail("pact.taken");
        const res = need(`registering ${email}`, await api.register({ email, password: SETTINGS_PASSWORD }));
        const taken = need(`registering ${takenEmail}`, await api.register({ email: takenEmail, password: SETTINGS_PASSWORD }));
        const session = api.sessionCookieFrom(res.setCookies);
        if (!session) throw new Error(`registering ${email} set no session cookie`);
        const formerUsername = (res.data as { username: string }).username;
        const username = `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.slice(0, 30);
        need(`renaming ${formerUsername}`, await api.request("PATCH", "/v3/users/me/profile/", { cookie: session, body: { username } }));
        return { sessionCookie: session, username, formerUsername, takenUsername: (taken.data as { username: string }).username, takenEmail };
      },
    },
  ];
}
