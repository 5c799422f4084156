/**
 * Provider states of several accounts on one device (auth.md §3 stored accounts, §6 account-switch
 * mode; docs/decisions/012). The accounts are verification accounts like the auth states'
 * (./auth.ts); the devices are made through the public API: log in, then log in to more accounts
 * with the account-switch flag (`switch_account`), which keeps the previous session as a stored
 * account.
 *
 * Values handed back to Pact (`fromProviderState`):
 *   - `${sessionCookie}`: the `Cookie` header of a session (one account on the device);
 *   - `${accountsCookie}`: the `Cookie` header of a device holding several accounts, the active
 *     session's cookie and the stored-accounts cookie (`pin_sess=…; pin_accts=…`, `__Host-`
 *     prefixed over https);
 *   - `${storedUserId}`: the id of the stored (not active) account of a two-account device.
 * The two-account device is kept across interactions while it stays intact (see deviceOfTwo); the
 * other states log their devices out of all accounts at teardown (DELETE /v3/sessions/accounts/).
 */
import type { ApiCallResult, Credentials, StateContext, StateDefinition } from "./types";
import { JANE } from "./auth";

/** The account added beside jane@example.com. */
export const OTHER = { email: "ana.pact@example.com", password: "correct-horse-9" };
/** Three more accounts that, with jane and OTHER, fill a device (MAX_ACCOUNTS_PER_DEVICE = 5). */
const DEVICE_MATES: Credentials[] = [1, 2, 3].map((i) => ({ email: `device.mate${i}.pact@example.com`, password: "correct-horse-9" }));

export const ACCOUNTS_STATES = {
  otherExists: `the viewer is logged in as ${JANE.email} and ${OTHER.email} exists`,
  twoAccounts: `the viewer logged in as ${JANE.email}, then added ${OTHER.email} on the same device`,
  fullDevice: `the viewer's device holds 5 accounts, ${JANE.email} and ${OTHER.email} among them`,
} as const;

const cookiePair = (setCookies: string[], name: string) => setCookies.find((c) => new RegExp(`^(__Host-)?${name}=[^;]+`).test(c))?.split(";")[0];

/** The other account's credentials from the state's params (otherEmail, otherPassword). */
function otherFrom(params: unknown, state: string): Credentials {
  const p = (params ?? {}) as Partial<Record<string, unknown>>;
  if (typeof p.otherEmail !== "string" || typeof p.otherPassword !== "string") {
    throw new Error(`state "${state}" needs params {email, password, otherEmail, otherPassword} in the contract`);
  }
  return { email: p.otherEmail, password: p.otherPassword };
}

export function accountsStates(ctx: StateContext): StateDefinition[] {
  const { api, ensureUser, credentials } = ctx;
  const open: string[] = []; // Cookie headers of devices to log out at teardown
  /**
   * The two-account device made last, kept across interactions while it is still intact (a read,
   * or a refused switch, leaves it so): each state checks it with a read, which costs no log-in,
   * and makes a new one only when an interaction changed it (a switch, a log-out).
   */
  let twoAccountDevice: { cookie: string; storedUserId: string; otherEmail: string } | undefined;

  async function logIn(c: Credentials): Promise<string> {
    const res = await api.logIn(c);
    const cookie = api.sessionCookieFrom(res.setCookies);
    if (res.status !== 200 || !cookie) throw new Error(`could not log in as ${c.email}: HTTP ${res.status} ${JSON.stringify(res.error)}`);
    return cookie;
  }

  /** Logs the device (`cookie`) in to `c` too, in account-switch mode; the device's new Cookie header. */
  async function addAccount(cookie: string, c: Credentials): Promise<string> {
    const res: ApiCallResult = await api.logIn(c, { cookie, body: { switch_account: true } });
    const session = api.sessionCookieFrom(res.setCookies);
    const stored = cookiePair(res.setCookies, "pin_accts");
    if (res.status !== 200 || !session || !stored) throw new Error(`could not add ${c.email} to a device: HTTP ${res.status} ${JSON.stringify(res.error)}`);
    return `${session}; ${stored}`;
  }

  /** The device's accounts map (GET /v3/sessions/accounts/), or undefined when it has no session. */
  async function accountsOf(cookie: string) {
    const res = await api.request("GET", "/v3/sessions/accounts/", { cookie });
    return res.status === 200 ? (res.data as { active_id: string; accounts: Record<string, { email: string }> }) : undefined;
  }

  /** A device where `jane` logged in and then added `other` (made anew only when the kept one changed). */
  async function deviceOfTwo(jane: Credentials, other: Credentials) {
    const kept = twoAccountDevice;
    if (kept && kept.otherEmail === other.email) {
      const map = await accountsOf(kept.cookie);
      const ids = Object.keys(map?.accounts ?? {});
      if (map && ids.length === 2 && map.accounts[map.active_id]?.email === other.email && ids.includes(kept.storedUserId)) return kept;
    }
    await ensureUser(jane);
    await ensureUser(other);
    const cookie = await addAccount(await logIn(jane), other);
    open.push(cookie);
    const map = await accountsOf(cookie);
    const storedUserId = Object.keys(map?.accounts ?? {}).find((id) => id !== map?.active_id);
    if (!storedUserId) throw new Error(`the device holds no second account: ${JSON.stringify(map)}`);
    twoAccountDevice = { cookie, storedUserId, otherEmail: other.email };
    return twoAccountDevice;
  }

  const logOutDevices = async () => {
    for (const cookie of open.splice(0)) await api.request("DELETE", "/v3/sessions/accounts/", { cookie }); // idempotent
  };

  return [
    {
      // One log-in.
      name: ACCOUNTS_STATES.otherExists,
      params: "{email, password, otherEmail, otherPassword}; provides ${sessionCookie}",
      handler: {
        setup: async (params) => {
          const jane = credentials(params, ACCOUNTS_STATES.otherExists);
          await ensureUser(jane);
          await ensureUser(otherFrom(params, ACCOUNTS_STATES.otherExists));
          const cookie = await logIn(jane);
          open.push(cookie);
          return { sessionCookie: cookie };
        },
        teardown: logOutDevices,
      },
    },
    {
      // Two log-ins, or none while the device made for an earlier interaction is intact.
      name: ACCOUNTS_STATES.twoAccounts,
      params: "{email, password, otherEmail, otherPassword}; provides ${accountsCookie}, ${storedUserId}",
      handler: async (params) => {
        const { cookie, storedUserId } = await deviceOfTwo(credentials(params, ACCOUNTS_STATES.twoAccounts), otherFrom(params, ACCOUNTS_STATES.twoAccounts));
        return { accountsCookie: cookie, storedUserId };
      },
    },
    {
      // Three log-ins (adding three accounts to the two-account device), five without one intact.
      name: ACCOUNTS_STATES.fullDevice,
      params: "{email, password, otherEmail, otherPassword}; provides ${accountsCookie}",
      handler: {
        setup: async (params) => {
          const { cookie: two } = await deviceOfTwo(credentials(params, ACCOUNTS_STATES.fullDevice), otherFrom(params, ACCOUNTS_STATES.fullDevice));
          twoAccountDevice = undefined; // it becomes the full device
          let cookie = two;
          for (const c of DEVICE_MATES) {
            await ensureUser(c);
            cookie = await addAccount(cookie, c);
          }
          open.push(cookie);
          return { accountsCookie: cookie };
        },
        teardown: logOutDevices,
      },
    },
  ];
}
