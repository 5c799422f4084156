/**
 * The viewer's business access profiles and the ad account they act for (business.md §3, §4;
 * saving.md §6), read once per request however many loaders ask: the business header
 * (business-header.server.ts) and the save-to-board screens (app/routes/saving/board-picker/repin.server.ts,
 * which send `advertiser_id` while the viewer acts for an ad account they do not own).
 */
import type { RouterContextProvider } from "react-router";
import { advertisersRoute, businessProfilesRoute } from "~common/business/contracts";
import { actingProfile } from "~common/business/acting-profile/rules";
import type { BusinessAccessProfile } from "~common/business/schemas";
import { apiClientFor } from "../../../lib/api.server";
import { experimentsFor } from "../../../lib/experiments.server";
import { viewerFor } from "../../../lib/viewer.server";

type Context = Readonly<RouterContextProvider>;
export interface ViewerProfiles {
  viewerId: string;
  profiles: BusinessAccessProfile[];
  actingProfileId: string;
}

const profilesMemo = new WeakMap<object, Promise<ViewerProfiles | null>>();
const adAccountMemo = new WeakMap<object, Promise<{ advertiserId: string; name: string } | null>>();

/** A logged-in partner's profiles (GET /vx/business_access/profiles/); null for anyone else. */
export function profilesFor(request: Request, context: Context): Promise<ViewerProfiles | null> {
  let found = profilesMemo.get(context);
  if (!found) {
    found = (async () => {
      const viewer = await viewerFor(request, context);
      if (viewer?.type !== "AUTH" || !viewer.user?.is_partner) return null;
      const result = await apiClientFor(request, context).call(businessProfilesRoute);
      if (!result.ok || result.data.profiles.length === 0) return null;
      return { viewerId: viewer.user.id, profiles: result.data.profiles, actingProfileId: result.data.acting_profile_id };
    })();
    profilesMemo.set(context, found);
  }
  return found;
}

/**
 * saving.md §6 "An advertiser acting for an ad account that the viewer does not own": the ad
 * account of the profile acting on a page of no profile (the save-to-board screens), when that
 * profile is someone else's; null otherwise (their own work needs no advertiser_id).
 *
 * @example
 * const acting = await actingAdAccountFor(request, context); // { advertiserId: "7", name: "Olga's shop" } | null
 */
export function actingAdAccountFor(request: Request, context: Context): Promise<{ advertiserId: string; name: string } | null> {
  let found = adAccountMemo.get(context);
  if (!found) {
    found = (async () => {
      const [mine, experiments] = await Promise.all([profilesFor(request, context), experimentsFor(request, context)]);
      if (!mine) return null;
      const acting = actingProfile({
        viewerId: mine.viewerId,
        profiles: mine.profiles,
        page: { kind: "other" },
        chosenId: mine.actingProfileId,
        disableActingOffProfile: experiments.groups.acting_as_off_profile_disabled === "enabled",
      });
      if (!acting.delegated) return null;
      const list = await apiClientFor(request, context).call(advertisersRoute);
      const account = list.ok ? list.data.find((a) => a.owner_user_id === acting.profile.id) : undefined;
      return account ? { advertiserId: account.id, name: acting.profile.user.businessName ?? account.name } : null;
    })();
    adAccountMemo.set(context, found);
  }
  return found;
}
