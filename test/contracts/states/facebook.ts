/**
 * Provider states of Facebook log-in's retirement (auth.md §7 /v3/facebook/*; docs/decisions/020).
 * A Facebook access token only comes from Facebook's OAuth dialog, so these states follow the
 * /connect/facebook/ popup's flow through the public API (connect/start, the dialog, connect/token)
 * and choose the person on the dialog of the local Graph stand-in (scripts/local-facebook.ts: local
 * runs, the tests, a staging deployment pointed at it); against the real Facebook they cannot be
 * arranged. No public call makes a Facebook account any more, so the account state links an
 * account made by an ordinary sign-up through the provider-state endpoint (./types.ts StateSetup).
 *
 * Values handed to Pact: `${flowCookie}`, `${code}`, `${state}` (a flow the dialog came back
 * from), `${facebookId}` and `${facebookToken}` (a person's app-scoped id and a fresh user access
 * token), `${email}` (the address of the Facebook-only account).
 */
import type { ProviderProbe, PublicApi, StateContext, StateDefinition } from "./types";

export const FACEBOOK_STATES = {
  codeBack: "a Facebook connect flow came back from the dialog with its code",
  newPerson: "a Facebook person without an account has a fresh access token",
  facebookOnly: "a Facebook person with a Facebook-only account has a fresh access token",
} as const;

/** The stand-in's people these states choose (scripts/local-facebook.ts FACEBOOK_PEOPLE). */
type DialogPerson = "fiona" | "nora";

/** The password of the accounts these states register (removed again: they are Facebook-only). */
const PASSWORD = "correct-horse-11";

/**
 * Starts the popup's flow and answers the stand-in's dialog as `person`, as the dialog's
 * "Continue as …" button does; returns the flow cookie and what the dialog sent the popup back with.
 */
async function dialogAs(api: PublicApi, person: DialogPerson) {
  const started = await api.request("POST", "/v3/facebook/connect/start/", { body: {} });
  const url = (started.data as { dialog_url?: string } | undefined)?.dialog_url;
  const flowCookie = started.setCookies.find((c) => c.startsWith("oidc_flow="))?.split(";")[0];
  if (started.status !== 200 || !url || !flowCookie) throw new Error(`POST /v3/facebook/connect/start/ answered ${started.status} ${JSON.stringify(started.error)}`);
  const dialog = new URL(url);
  const confirm = new URL(`${dialog.pathname}/confirm`, dialog);
  for (const k of ["client_id", "redirect_uri", "state"]) confirm.searchParams.set(k, dialog.searchParams.get(k) ?? "");
  confirm.searchParams.set("person", person);
  // The real dialog may be slow or out of reach: the stand-in answers at once.
  const res = await fetch(confirm, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
  const back = new URL(res.headers.get("location") ?? "", confirm);
  const code = back.searchParams.get("code");
  const state = back.searchParams.get("state");
  if (!code || !state) throw new Error(`the dialog at ${dialog.origin} did not send a code back (HTTP ${res.status}): these states need the local Graph stand-in`);
  return { flowCookie, code, state };
}

/** `person`'s Facebook id and a fresh access token, through the popup's code exchange. */
async function tokenOf(api: PublicApi, person: DialogPerson) {
  const { flowCookie, code, state } = await dialogAs(api, person);
  const res = await api.request("POST", "/v3/facebook/connect/token/", { body: { code, state }, cookie: flowCookie });
  const data = res.data as { facebook_id?: string; facebook_token?: string } | undefined;
  if (res.status !== 200 || !data?.facebook_id || !data.facebook_token) throw new Error(`POST /v3/facebook/connect/token/ answered ${res.status} ${JSON.stringify(res.error)}`);
  return { facebookId: data.facebook_id, facebookToken: data.facebook_token };
}

/** What Facebook's OAuth dialog is for the target (./types.ts ProviderProbe), found as the states find it. */
export async function probeFacebook({ api }: StateContext): Promise<ProviderProbe> {
  return dialogAs(api, "nora").then(
    () => "stand-in",
    (err: unknown) => (/connect\/start/.test(String(err)) ? "unreachable" : "real"),
  );
}

export function facebookStates({ api, setup, freshEmail }: StateContext): StateDefinition[] {
  return [
    {
      name: FACEBOOK_STATES.codeBack,
      needs: "facebook",
      params: "none; provides ${flowCookie}, ${code}, ${state}",
      handler: async () => dialogAs(api, "nora"),
    },
    {
      // Nora: no state links her (the stand-in's person with no account).
      name: FACEBOOK_STATES.newPerson,
      needs: "facebook",
      params: "none; provides ${facebookId}, ${facebookToken}",
      handler: async () => tokenOf(api, "nora"),
    },
    {
      // A fresh sign-up made Facebook-only and linked to Fiona, taking her from any earlier account.
      name: FACEBOOK_STATES.facebookOnly,
      needs: "facebook",
      params: "none; provides ${facebookId}, ${facebookToken}, ${email}",
      handler: async () => {
        const email = freshEmail("fbpact");
        const signup = await api.register({ email, password: PASSWORD });
        if (signup.status !== 200) throw new Error(`could not register ${email}: HTTP ${signup.status} ${JSON.stringify(signup.error)}`);
        const session = api.sessionCookieFrom(signup.setCookies);
        if (session) await api.logOut(session);
        const fiona = await tokenOf(api, "fiona");
        await setup.facebookOnly(email, fiona.facebookId);
        return { ...fiona, email };
      },
    },
  ];
}
