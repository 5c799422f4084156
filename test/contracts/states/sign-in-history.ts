/**
 * Provider states of the sign-in history (/settings/security's "Sign-in history";
 * docs/decisions/037), arranged through the public API: a fresh account per use (one sign-up,
 * its first sign-in) that then gives one wrong password (a failed attempt), kept logged in by its
 * sign-up's session. Rows are written after the answer: the state waits until both are listed.
 *
 * Values handed to Pact: `${sessionCookie}`.
 */
import type { ApiCallResult, StateContext, StateDefinition } from "./types";

export const SIGN_IN_HISTORY_PASSWORD = "correct-horse-5";

export const SIGN_IN_HISTORY_STATES = {
  signedInAndFailed: "the viewer signed up and then gave a wrong password once",
} as const;

function need(what: string, res: ApiCallResult, status = 200): ApiCallResult {
  if (res.status !== status) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
  return res;
}

export function signInHistoryStates({ api, freshEmail }: StateContext): StateDefinition[] {
  return [
    {
      name: SIGN_IN_HISTORY_STATES.signedInAndFailed,
      params: "none; provides ${sessionCookie}",
      handler: async () => {
        const email = freshEmail("pact.signins");
        const res = need(`registering ${email}`, await api.register({ email, password: SIGN_IN_HISTORY_PASSWORD }));
        const session = api.sessionCookieFrom(res.setCookies);
        if (!session) throw new Error(`registering ${email} set no session cookie`);
        need(`a wrong password for ${email}`, await api.logIn({ email, password: "wrong-horse-5" }), 401);
        for (let i = 0; i < 100; i++) {
          const list = need(`sign-in history of ${email}`, await api.request("GET", "/v3/users/me/sign_ins/", { cookie: session }));
          if ((list.data as unknown[]).length >= 2) return { sessionCookie: session };
          await new Promise((r) => setTimeout(r, 50));
        }
        throw new Error(`the sign-in history of ${email} did not list the sign-up and the wrong password within 5 s`);
      },
    },
  ];
}
