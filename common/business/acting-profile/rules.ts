/**
 * Why: a partner account may act as one of several business access profiles (business.md §3, §4
 * "Profile switching"). Which profile is acting on a given page decides the business header, the
 * names and pictures shown, and what the API lets the person do, so the rule is one pure function
 * both the header (app) and the API's checks (worker) call, table-tested in
 * test/common/business/acting-profile/rules.test.ts.
 */
import { PROFILE_DEFAULTS, type BusinessPermission } from "../constants";

/** §3 Business access profile. */
export interface BusinessAccessProfile {
  id: string;
  permissions: string[];
  user: {
    username: string;
    businessName: string | null;
    imgUrl: string | null;
    merchantId: string | null;
    scheduledPinCount: number;
    eligibleForStlTool: boolean;
  };
  viewerMeetsMfaRequirement: boolean;
}

/** §4 "otherwise an empty profile is used": acting as nobody; the fields are blank. */
export const EMPTY_PROFILE: BusinessAccessProfile = {
  id: "",
  permissions: [],
  user: { username: "", businessName: null, imgUrl: null, ...PROFILE_DEFAULTS },
  viewerMeetsMfaRequirement: false,
};

/** §2 "Routes /{username} and /pin/{id} are matched to decide whose profile is the active one". */
export type PageOwner = { kind: "profile"; username: string } | { kind: "pin"; pinnerUsername: string | null } | { kind: "other" };

export interface ActingInput {
  /** The signed-in viewer's own user id (their own profile has this id and OWNER). */
  viewerId: string;
  profiles: readonly BusinessAccessProfile[];
  page: PageOwner;
  /** The profile the viewer switched to (held server-side per session), if any. */
  chosenId: string | null;
  /** §4 "An experiment can disable acting-as when the current page belongs to no profile". */
  disableActingOffProfile: boolean;
}

export interface ActingResult {
  /** The profile acting now, or EMPTY_PROFILE. */
  profile: BusinessAccessProfile;
  /** Why that one: the page's owner, the viewer's switch, their own, or none counted. */
  source: "page" | "chosen" | "own" | "none";
  /** Acting as someone other than themselves (delegated access). */
  delegated: boolean;
}

export const hasOwner = (p: Pick<BusinessAccessProfile, "permissions">) => p.permissions.includes("OWNER" satisfies BusinessPermission);

/** §4 "An acting profile counts only if the viewer meets the MFA requirement or has OWNER". */
export const profileCounts = (p: BusinessAccessProfile) => p.viewerMeetsMfaRequirement || hasOwner(p);

const pageUsername = (page: PageOwner) => (page.kind === "profile" ? page.username : page.kind === "pin" ? page.pinnerUsername : null);

/**
 * The acting profile (§4 Profile switching): the first profile that matches the page's owner,
 * else the one the viewer switched to, else their own (the profile with their id, holding
 * OWNER). With the experiment on, a page of no profile acts as the viewer's own profile. The
 * result counts only with the MFA requirement met or OWNER; otherwise EMPTY_PROFILE.
 *
 * @example
 * actingProfile({ viewerId: "u1", profiles: [own, shop], page: { kind: "profile", username: "shop" }, chosenId: null, disableActingOffProfile: false })
 * // { profile: shop, source: "page", delegated: true } (when shop counts)
 */
export function actingProfile(input: ActingInput): ActingResult {
  const { profiles, viewerId } = input;
  const username = pageUsername(input.page)?.toLowerCase() ?? null;
  const onPage = username === null ? undefined : profiles.find((p) => p.user.username.toLowerCase() === username);
  const own = profiles.find((p) => p.id === viewerId);
  const chosen = input.chosenId === null ? undefined : profiles.find((p) => p.id === input.chosenId);
  let picked: { profile: BusinessAccessProfile; source: ActingResult["source"] } | undefined;
  if (onPage) picked = { profile: onPage, source: "page" };
  else if (chosen && !input.disableActingOffProfile) picked = { profile: chosen, source: chosen.id === viewerId ? "own" : "chosen" };
  else if (own) picked = { profile: own, source: "own" };
  if (!picked || !profileCounts(picked.profile)) return { profile: EMPTY_PROFILE, source: "none", delegated: false };
  return { ...picked, delegated: picked.profile.id !== viewerId };
}

/** §3 Auth user fields that decide whether the account must set a password. */
export interface SocialLogins {
  hasPassword: boolean;
  socialNetwork: { facebook: { connected: boolean }; gplus: { connected: boolean } };
}

/**
 * §4 "An account with only a social login (facebook connected, no google, no password) is
 * identified as needing a password".
 *
 * @example
 * needsPassword({ hasPassword: false, socialNetwork: { facebook: { connected: true }, gplus: { connected: false } } }) // true
 */
export const needsPassword = (u: SocialLogins): boolean =>
  u.socialNetwork.facebook.connected && !u.socialNetwork.gplus.connected && !u.hasPassword;

/**
 * The profile the viewer may switch to: one of theirs that counts (§4). The API refuses any other.
 *
 * @example
 * canSwitchTo(profiles, "u2") // true when u2 is listed and counts
 */
export const canSwitchTo = (profiles: readonly BusinessAccessProfile[], id: string): boolean =>
  profiles.some((p) => p.id === id && profileCounts(p));
