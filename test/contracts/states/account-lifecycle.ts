/**
 * Provider states of leaving an account and downloading one's data (docs/decisions/042),
 * arranged through the public API: a fresh account per use (one sign-up), kept logged in by its
 * sign-up's session, then deactivated, closed, or with its archive asked for.
 *
 * Values handed to Pact: `${sessionCookie}`, `${email}`, `${reopenToken}`, `${exportId}`.
 */
import type { ApiCallResult, StateContext, StateDefinition } from "./types";

export const LIFECYCLE_PASSWORD = "correct-horse-42";

export const LIFECYCLE_STATES = {
  viewer: "the viewer is logged in with a password and may leave or ask for its data",
  deactivated: "an account was deactivated by its owner",
  closed: "an account was closed by its owner and is in its grace",
  reopenToken: "a log-in found an account closed and holds its reopen token",
  archiveReady: "the viewer asked for its data and the archive is ready",
} as const;

function need(what: string, res: ApiCallResult, status = 200): ApiCallResult {
  if (res.status !== status) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
  return res;
}

export function accountLifecycleStates({ api, freshEmail }: StateContext): StateDefinition[] {
  const signUp = async () => {
    const email = freshEmail("pact.leaving");
    const res = need(`registering ${email}`, await api.register({ email, password: LIFECYCLE_PASSWORD }));
    const session = api.sessionCookieFrom(res.setCookies);
    if (!session) throw new Error(`registering ${email} set no session cookie`);
    return { email, session };
  };
  const leave = async (path: string, body: Record<string, unknown>) => {
    const { email, session } = await signUp();
    need(`${path} for ${email}`, await api.request("POST", path, { cookie: session, body: { password: LIFECYCLE_PASSWORD, ...body } }));
    return email;
  };
  return [
    {
      name: LIFECYCLE_STATES.viewer,
      params: "none; provides ${sessionCookie}",
      handler: async () => ({ sessionCookie: (await signUp()).session }),
    },
    {
      name: LIFECYCLE_STATES.deactivated,
      params: "none; provides ${email}",
      handler: async () => ({ email: await leave("/v3/users/me/deactivate/", {}) }),
    },
    {
      name: LIFECYCLE_STATES.closed,
      params: "none; provides ${email}",
      handler: async () => ({ email: await leave("/v3/users/me/close/", { acknowledge: true }) }),
    },
    {
      name: LIFECYCLE_STATES.reopenToken,
      params: "none; provides ${reopenToken}",
      handler: async () => {
        const email = await leave("/v3/users/me/close/", { acknowledge: true });
        const refused = need(`logging in to the closed ${email}`, await api.logIn({ email, password: LIFECYCLE_PASSWORD }), 403);
        const token = (refused.error as { data?: { reopen_token?: string } } | undefined)?.data?.reopen_token;
        if (!token) throw new Error(`the log-in of ${email} gave no reopen token`);
        return { reopenToken: token };
      },
    },
    {
      name: LIFECYCLE_STATES.archiveReady,
      params: "none; provides ${sessionCookie}, ${exportId}",
      handler: async () => {
        const { email, session } = await signUp();
        const asked = need(`asking for ${email}'s data`, await api.request("POST", "/v3/users/me/data_exports/", { cookie: session, body: { password: LIFECYCLE_PASSWORD } }));
        const exportId = (asked.data as { id: string }).id;
        for (let i = 0; i < 200; i++) {
          const list = need(`${email}'s archives`, await api.request("GET", "/v3/users/me/data_exports/", { cookie: session }));
          if ((list.data as { latest: { state: string } | null }).latest?.state === "ready") return { sessionCookie: session, exportId };
          await new Promise((r) => setTimeout(r, 50));
        }
        throw new Error(`the archive of ${email} was not ready within 10 s`);
      },
    },
  ];
}
