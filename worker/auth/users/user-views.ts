/** Maps a user row to the shapes the API answers with (auth.md §3). */
import type { StoredAccount } from "~common/auth/sessions";
import type { LoggedInUser, Viewer } from "~common/auth/schemas";
import type { UserRow } from "./users-repo";

export const fullName = (u: Pick<UserRow, "first_name" | "last_name">) => [u.first_name, u.last_name].filter(Boolean).join(" ");

export const toLoggedInUser = (u: UserRow): LoggedInUser => ({
  id: u.id,
  username: u.username,
  full_name: fullName(u),
  image_large_url: u.image_url,
  avatar_color_index: u.avatar_color_index,
  is_partner: u.account_type === "business",
});

export const LOGGED_OUT_VIEWER: Viewer = { type: "LOGGED_OUT", info: null, user: null };

const viewerInfo = (u: UserRow): NonNullable<Viewer["info"]> => ({
  firstName: u.first_name,
  imageUrl: u.image_url,
  email: u.email,
  hasPassword: u.password_hash !== null,
  connectedToFacebook: u.connected_to_facebook === 1,
  connectedToGoogle: u.connected_to_google === 1,
});

/** The account this device remembers after log-out (auth.md §3 Viewer LIMITED_LOGIN): no user. */
export const toLimitedViewer = (u: UserRow): Viewer => ({ type: "LIMITED_LOGIN", info: viewerInfo(u), user: null });

export const toViewer = (u: UserRow): Viewer => ({ type: "AUTH", info: viewerInfo(u), user: toLoggedInUser(u) });

/**
 * An account the device holds (auth.md §3 stored account). The one picture a user has serves as
 * both sizes; `partner` only for a business account, all of which are created as one so far
 * (/business/create).
 */
export const toStoredAccount = (u: UserRow): StoredAccount => ({
  id: u.id,
  username: u.username,
  email: u.email,
  fullName: fullName(u),
  imageMediumUrl: u.image_url,
  imageLargeUrl: u.image_url,
  avatarColorIndex: u.avatar_color_index,
  ...(u.account_type === "business" && { partner: { is_create: true } }),
});
