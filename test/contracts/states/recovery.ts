/**
 * Provider states of account recovery and devices (auth.md §2.3 forgot password; the sessions of
 * /settings/security). Arranged through the public API like the auth states (./auth.ts); the one
 * value only an email carries, a reset link's token, is read through the provider-state endpoint
 * (the mail action: the Worker keeps mail to the example domains where the credential is on).
 *
 * Values handed back to Pact (`fromProviderState`):
 *   - `${email}` and `${resetToken}`: a freshly registered account and the token of the reset link
 *     just emailed to it (a fresh account per use, so a run never trips the per-account limit of
 *     reset emails and never changes a seeded account's password);
 *   - `${sessionCookie}` and `${otherSessionId}`: a session of jane@example.com and the id of a
 *     second one of hers (another "device").
 */
import type { StateContext, StateDefinition } from "./types";

export const RESET_ACCOUNT_PASSWORD = "correct-horse-9";

export const RECOVERY_STATES = {
  resetLinkMailed: "a password reset link was emailed to a freshly registered account",
  twoDevices: "the viewer is logged in as jane@example.com on two devices",
} as const;

export function recoveryStates(ctx: StateContext): StateDefinition[] {
  const { api, setup, ensureUser, credentials, freshEmail } = ctx;
  let devices: string[] = [];
  return [
    {
      // A fresh sign-up and a forgot-password call per use (neither counted per IP: state set-up).
      name: RECOVERY_STATES.resetLinkMailed,
      params: "none; provides ${email}, ${resetToken}",
      handler: async () => {
        const email = freshEmail("pact.reset");
        const res = await api.register({ email, password: RESET_ACCOUNT_PASSWORD });
        if (res.status !== 200) throw new Error(`could not register ${email}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
        const cookie = api.sessionCookieFrom(res.setCookies);
        if (cookie) await api.logOut(cookie);
        const sent = await api.forgotPassword(email);
        if (sent.status !== 200) throw new Error(`forgot password for ${email}: HTTP ${sent.status} ${JSON.stringify(sent.error)}`);
        // A fresh account has no other mail: the newest message is the reset email.
        const resetToken = await setup.mailed(email, "a reset link", (m) => /\/password\/reset\/([A-Za-z0-9_-]{22})\b/.exec(m.text)?.[1]);
        return { email, resetToken };
      },
    },
    {
      // Two log-ins (not counted per IP: state set-up).
      name: RECOVERY_STATES.twoDevices,
      params: "{email, password}; provides ${sessionCookie}, ${otherSessionId}",
      handler: {
        setup: async (params) => {
          const c = credentials(params, RECOVERY_STATES.twoDevices);
          await ensureUser(c);
          devices = [];
          for (let i = 0; i < 2; i++) {
            const res = await api.logIn(c);
            const cookie = api.sessionCookieFrom(res.setCookies);
            if (res.status !== 200 || !cookie) throw new Error(`could not log in as ${c.email}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
            devices.push(cookie);
          }
          const other = await api.sessions(devices[1]!);
          const otherId = other.sessions.find((s) => s.current)?.id;
          if (other.status !== 200 || !otherId) throw new Error(`could not list the sessions of ${c.email}: HTTP ${other.status}`);
          return { sessionCookie: devices[0]!, otherSessionId: otherId };
        },
        teardown: async () => {
          for (const cookie of devices) await api.logOut(cookie); // idempotent
          devices = [];
        },
      },
    },
  ];
}
