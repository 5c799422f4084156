/**
 * /settings/claim/'s server work (saving.md §2 "Target of the Connect now button in the Instagram
 * upsell", §3 User settings): the viewer's settings (GET /v3/users/settings); set the listed
 * website; connect Instagram with the code its authorization sent back (?code=, from the local
 * stand-in's consent page, claim-instagram.tsx), or disconnect. Logged-out visitors log in first.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { SAVING_COPY } from "~common/saving/messages";
import {
  connectInstagramRoute,
  disconnectInstagramRoute,
  instagramAuthorizeRoute,
  updateUserSettingsRoute,
  userSettingsRoute,
} from "~common/saving/instagram-upsell/contracts";
import { INSTAGRAM_USERNAME_PATTERN } from "~common/saving/instagram-upsell/schemas";
import { apiClientFor } from "../../../lib/api.server";
import { formString } from "../../../lib/forms";
import { requireUser } from "../../../lib/guards.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export interface ClaimAnswer {
  fieldError?: string;
  formError?: string;
  website?: string;
}

export async function loadClaim(args: Args) {
  await requireUser(args);
  const settings = await apiClientFor(args.request, args.context).call(userSettingsRoute, {});
  const url = new URL(args.request.url);
  const code = url.searchParams.get("code");
  // The stand-in's code reads "{instagram username}.{expiry}.{signature}" (worker/saving/instagram-upsell/).
  const named = code ? /^([A-Za-z0-9._]{1,30})\.\d{1,12}\.[A-Za-z0-9_-]+$/.exec(code) : null;
  return {
    settings: settings.ok ? settings.data : { connected_to_instagram: false, listed_website_url: null, instagram_username: null },
    // A code back from the authorization: the account it names, to confirm.
    pending: code && named ? { code, username: named[1]! } : null,
    saved: url.searchParams.get("saved") === "1",
  };
}

export async function claimAction(args: Args) {
  await requireUser(args);
  const form = await args.request.formData();
  const intent = formString(form, "intent");
  const api = apiClientFor(args.request, args.context);
  if (intent === "website") {
    const website = formString(form, "listed_website_url").trim();
    if (website !== "" && !/^https?:\/\/\S+$/i.test(website))
      return data<ClaimAnswer>({ website, fieldError: SAVING_COPY.listedWebsiteHint }, { status: 400 });
    const result = await api.call(updateUserSettingsRoute, { json: { listed_website_url: website } });
    if (!result.ok) return data<ClaimAnswer>({ website, fieldError: SAVING_COPY.listedWebsiteHint }, { status: result.status });
    throw redirect("/settings/claim/?saved=1");
  }
  if (intent === "connect") {
    const result = await api.call(connectInstagramRoute, { json: { code: formString(form, "code") } });
    if (!result.ok) return data<ClaimAnswer>({ formError: result.error.message }, { status: result.status });
    throw redirect("/settings/claim/?saved=1");
  }
  if (intent === "disconnect") {
    await api.call(disconnectInstagramRoute, {});
    throw redirect("/settings/claim/");
  }
  throw redirect("/settings/claim/");
}

/** The stand-in consent page's Allow: a code for the account named, then back to /settings/claim/?code=. */
export async function standInAuthorize(args: Args) {
  await requireUser(args);
  const form = await args.request.formData();
  const username = formString(form, "username").trim().replace(/^@/, "");
  if (!INSTAGRAM_USERNAME_PATTERN.test(username))
    return data<ClaimAnswer>({ fieldError: SAVING_COPY.instagramUsernameLabel }, { status: 400 });
  const result = await apiClientFor(args.request, args.context).call(instagramAuthorizeRoute, { json: { username } });
  if (!result.ok) throw data(null, { status: result.status === 404 ? 404 : 400 });
  throw redirect(`/settings/claim/?${new URLSearchParams({ code: result.data.code })}`);
}
