/**
 * Why: the account settings page's routes (common/auth/settings/contracts.ts; issue 34 items 4,
 * 9). Only the viewer's own account: every route takes the session's user, never an id. Changes
 * that judge a guess or send email use the per-IP account bucket.
 */
import {
  accountSettingsRoute,
  confirmEmailChangeRoute,
  removeProfilePhotoRoute,
  setProfilePhotoRoute,
  startEmailChangeRoute,
  unlinkIdentityRoute,
  updatePreferencesRoute,
  updateProfileRoute,
  usernameRoute,
} from "~common/auth/settings";
import { ApiError } from "~common/errors";
import { requireSession } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { unlinkProvider } from "../federated";
import { recordSignIn } from "../sign-in-history";
import { confirmEmailChange, startEmailChange } from "./email-change";
import { lookUpUsername, removePhoto, setPhoto, updateProfile } from "./profile";
import { accountSettings, findSettingsRow, waysInOf } from "./store";

const now = () => Math.floor(Date.now() / 1000);

const router = createRouter();
for (const route of [updateProfileRoute, setProfilePhotoRoute, startEmailChangeRoute, confirmEmailChangeRoute, unlinkIdentityRoute])
  router.on(route.method.toUpperCase(), route.path.replace(/\{(\w+)\}/g, ":$1"), rateLimit("account"));

export const settingsRoutes = router
  .openapi(accountSettingsRoute, async (c) => {
    const { user } = await requireSession(c);
    c.header("Cache-Control", "private, no-store");
    return ok(c, await accountSettings(c.env.DB, user.id));
  })
  .openapi(updateProfileRoute, async (c) => {
    const { user } = await requireSession(c);
    await updateProfile(c.env.DB, user.id, user.username, c.req.valid("json"), now());
    return ok(c, await accountSettings(c.env.DB, user.id));
  })
  .openapi(setProfilePhotoRoute, async (c) => {
    const { user } = await requireSession(c);
    await setPhoto(c.env, user.id, c.req.valid("json").image_base64, now());
    return ok(c, await accountSettings(c.env.DB, user.id));
  })
  .openapi(removeProfilePhotoRoute, async (c) => {
    const { user } = await requireSession(c);
    await removePhoto(c.env.DB, user.id, now());
    return ok(c, await accountSettings(c.env.DB, user.id));
  })
  .openapi(startEmailChangeRoute, async (c) => {
    const { user } = await requireSession(c);
    c.header("Cache-Control", "private, no-store");
    return ok(c, await startEmailChange(c, user, c.req.valid("json"), now()));
  })
  .openapi(confirmEmailChangeRoute, async (c) => {
    const { user } = await requireSession(c);
    await confirmEmailChange(c, user, c.req.valid("json").code, now());
    await recordSignIn(c, { userId: user.id, method: "email_changed", ok: true });
    return ok(c, await accountSettings(c.env.DB, user.id));
  })
  .openapi(unlinkIdentityRoute, async (c) => {
    const { user } = await requireSession(c);
    const { provider } = c.req.valid("param");
    await unlinkProvider(c.env.DB, user.id, provider, await waysInOf(c.env.DB, user.id, user.password_hash !== null));
    return ok(c, await accountSettings(c.env.DB, user.id));
  })
  .openapi(updatePreferencesRoute, async (c) => {
    const { user } = await requireSession(c);
    const body = c.req.valid("json");
    const row = await findSettingsRow(c.env.DB, user.id);
    const hide = body.hide_from_search ?? row?.hide_from_search === 1;
    const invites = body.email_board_invites ?? row?.email_board_invites !== 0;
    await c.env.DB.prepare("UPDATE users SET hide_from_search = ?, email_board_invites = ?, updated_at = ? WHERE id = ?")
      .bind(hide ? 1 : 0, invites ? 1 : 0, now(), user.id)
      .run();
    return ok(c, await accountSettings(c.env.DB, user.id));
  })
  .openapi(usernameRoute, async (c) => {
    const found = await lookUpUsername(c.env.DB, c.req.valid("param").username, now());
    if (!found) throw new ApiError("USER_NOT_FOUND", { data: { field: "username" } });
    return ok(c, found);
  });
