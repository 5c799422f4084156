/**
 * Why: the user resource of the saving area (saving.md §3 User, followedByMe; auth.md §3's
 * inviter fields) and following, registered against common/saving/contracts.ts.
 */
import { followUserRoute, unfollowUserRoute, userProfileRoute } from "~common/saving/contracts";
import { readRememberedAccount } from "../../auth/sessions";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { requireViewer, viewerId } from "../../platform/guards";
import { setFollowing, userProfile } from "./profiles";

export const profileRoutes = createRouter()
  .openapi(userProfileRoute, async (c) => {
    const viewer = await viewerId(c);
    // Logged out, the account the device remembers (limited login) decides explicitly_followed_by_me.
    const follower = viewer ?? (await readRememberedAccount(c))?.uid ?? null;
    return ok(c, await userProfile(c.env.DB, c.req.valid("param").username, viewer, follower));
  })
  .openapi(followUserRoute, async (c) => {
    const viewer = await requireViewer(c);
    return ok(c, await setFollowing(c.env.DB, viewer, c.req.valid("param").username, true));
  })
  .openapi(unfollowUserRoute, async (c) => {
    const viewer = await requireViewer(c);
    return ok(c, await setFollowing(c.env.DB, viewer, c.req.valid("param").username, false));
  });
