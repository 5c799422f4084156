/**
 * The business header's data (business.md §2 "shown only when the user is authenticated, is a
 * partner, and has profiles"; §4 profile switching), read by the root loader: the viewer's
 * profiles (GET /vx/business_access/profiles/), the profile acting on this page by the rule of
 * common/business/acting-profile/rules.ts (the page's owner for /{username}/ and /pin/{id}/, the
 * session's choice, their own), and whether a social-only account must set a password. Null for
 * everyone else, at the cost of no API call.
 */
import type { RouterContextProvider } from "react-router";
import type { Viewer, ExperimentGroups } from "~common/auth/schemas";
import { actingProfile, needsPassword, profileCounts, type PageOwner } from "~common/business/acting-profile/rules";
import { pinRoute } from "~common/saving/contracts";
import { isReservedUsername } from "~common/saving/reserved-usernames";
import { apiClientFor } from "../../../lib/api.server";
import { pageUrl } from "../../../lib/page-url.server";
import { profilesFor } from "./business-profiles.server";

export interface BusinessHeaderProfile {
  id: string;
  name: string;
  username: string;
  imageUrl: string | null;
  own: boolean;
}

export interface BusinessHeaderData {
  acting: BusinessHeaderProfile | null;
  /** The profiles the viewer may switch to (those that count, §4). */
  profiles: BusinessHeaderProfile[];
  needsPassword: boolean;
}

const PROFILE_PATH = /^\/([A-Za-z0-9_]{1,30})\/?$/;
const PIN_PATH = /^\/pin\/([1-9][0-9]{0,14})\/?$/;

/** §2 "Routes /{username} and /pin/{id} are matched to decide whose profile is the active one". */
async function pageOwner(request: Request, context: Readonly<RouterContextProvider>, path: string): Promise<PageOwner> {
  const profile = PROFILE_PATH.exec(path)?.[1];
  if (profile && !isReservedUsername(profile)) return { kind: "profile", username: profile };
  const pin = PIN_PATH.exec(path)?.[1];
  if (!pin) return { kind: "other" };
  const result = await apiClientFor(request, context).call(pinRoute, { params: { id: pin }, query: { fields: "pin.pinner" } });
  return { kind: "pin", pinnerUsername: result.ok ? (result.data.pinner?.username ?? null) : null };
}

export async function businessHeaderFor(
  request: Request,
  context: Readonly<RouterContextProvider>,
  viewer: Viewer | null,
  experiments: ExperimentGroups,
): Promise<BusinessHeaderData | null> {
  if (viewer?.type !== "AUTH" || !viewer.user?.is_partner || !viewer.info) return null;
  const mine = await profilesFor(request, context);
  if (!mine) return null;
  const { profiles, actingProfileId: acting_profile_id } = mine;
  // Only someone with more than one profile has a page owner to match.
  const page = profiles.length > 1 ? await pageOwner(request, context, pageUrl(request).pathname) : ({ kind: "other" } as const);
  const { profile } = actingProfile({
    viewerId: viewer.user.id,
    profiles,
    page,
    chosenId: acting_profile_id,
    disableActingOffProfile: experiments.acting_as_off_profile_disabled === "enabled",
  });
  const view = (p: (typeof profiles)[number]): BusinessHeaderProfile => ({
    id: p.id,
    name: p.user.businessName ?? p.user.username,
    username: p.user.username,
    imageUrl: p.user.imgUrl,
    own: p.id === viewer.user!.id,
  });
  return {
    acting: profile.id ? view(profile) : null,
    profiles: profiles.filter(profileCounts).map(view),
    needsPassword: needsPassword({
      hasPassword: viewer.info.hasPassword,
      socialNetwork: { facebook: { connected: viewer.info.connectedToFacebook }, gplus: { connected: viewer.info.connectedToGoogle } },
    }),
  };
}
