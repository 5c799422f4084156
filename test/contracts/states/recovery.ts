/**
 * Provider states of account recovery and devices (auth.md §2.3 forgot password; the sessions of
 * /settings/security). Arranged through the public API like the auth states (./auth.ts), plus the
 * developer mailbox route (GET /v3/dev/mailbox/, DEV_TOOLS="true": local runs and staging) for the
 * one value only an email carries, a reset link's token.
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

/** A never-used address (no product name in it: the API refuses those). */
const freshEmail = () => `pact.reset.${Date.now().toString(36)}.${crypto.randomUUID().slice(0, 8)}@example.com`;

export function recoveryStates(ctx: StateContext): StateDefinition[] {
  const { api, ensureUser, credentials } = ctx;
  let devices: string[] = [];
  return [
    {
      // One sign-up and one forgot-password call (the per-IP recovery limit) per use.
      name: RECOVERY_STATES.resetLinkMailed,
      params: "none; provides ${email}, ${resetToken}",
      handler: async () => {
        const email = freshEmail();
        const res = await api.register({ email, password: RESET_ACCOUNT_PASSWORD });
        if (res.status !== 200) throw new Error(`could not register ${email}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
        const cookie = api.sessionCookieFrom(res.setCookies);
        if (cookie) await api.logOut(cookie);
        const sent = await api.forgotPassword(email);
        if (sent.status !== 200) throw new Error(`forgot password for ${email}: HTTP ${sent.status} ${JSON.stringify(sent.error)}`);
        // A fresh account has no other mail: the newest message is the reset email.
        return { email, resetToken: await api.resetTokenMailedTo(email, 0) };
      },
    },
    {
      // Two log-ins.
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
