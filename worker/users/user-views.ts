/** Maps a user row to the shapes the API answers with (auth.md §3). */
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
  connectedToFacebook: false,
  connectedToGoogle: false,
});

/** The account this device remembers after log-out (auth.md §3 Viewer LIMITED_LOGIN): no user. */
export const toLimitedViewer = (u: UserRow): Viewer => ({ type: "LIMITED_LOGIN", info: viewerInfo(u), user: null });

export const toViewer = (u: UserRow): Viewer => ({ type: "AUTH", info: viewerInfo(u), user: toLoggedInUser(u) });
