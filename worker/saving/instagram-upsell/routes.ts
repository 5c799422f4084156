/**
 * Why: the settings behind the Instagram upsell (common/saving/instagram-upsell/contracts.ts; saving.md
 * §3 User settings, §4, §7 GET /v3/users/settings): read and set the listed website, connect and
 * disconnect Instagram through `InstagramOAuth` (./instagram-oauth.ts, a local stand-in),
 * whose consent step is a developer route.
 */
import { ApiError } from "~common/errors";
import {
  connectInstagramRoute,
  disconnectInstagramRoute,
  instagramAuthorizeRoute,
  updateUserSettingsRoute,
  userSettingsRoute,
} from "~common/saving/instagram-upsell/contracts";
import type { UserSettings } from "~common/saving/instagram-upsell/schemas";
import { config } from "../../platform/config";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { requireViewer } from "../../platform/guards";
import { instagramOAuth } from "./instagram-oauth";

async function settingsOf(db: D1Database, userId: string): Promise<UserSettings> {
  const row = await db
    .prepare("SELECT listed_website_url, instagram_username FROM user_settings WHERE user_id = ?")
    .bind(userId)
    .first<{ listed_website_url: string | null; instagram_username: string | null }>();
  return {
    connected_to_instagram: Boolean(row?.instagram_username),
    listed_website_url: row?.listed_website_url ?? null,
    instagram_username: row?.instagram_username ?? null,
  };
}

const setWebsite = (db: D1Database, userId: string, url: string | null, at: number) =>
  db
    .prepare(
      `INSERT INTO user_settings (user_id, listed_website_url, updated_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (user_id) DO UPDATE SET listed_website_url = ?2, updated_at = ?3`,
    )
    .bind(userId, url, at)
    .run();

const setInstagram = (db: D1Database, userId: string, username: string | null, at: number) =>
  db
    .prepare(
      `INSERT INTO user_settings (user_id, instagram_username, instagram_connected_at, updated_at) VALUES (?1, ?2, CASE WHEN ?2 IS NULL THEN NULL ELSE ?3 END, ?3)
       ON CONFLICT (user_id) DO UPDATE SET instagram_username = ?2, instagram_connected_at = CASE WHEN ?2 IS NULL THEN NULL ELSE ?3 END, updated_at = ?3`,
    )
    .bind(userId, username, at)
    .run();

const now = () => Math.floor(Date.now() / 1000);

export const settingsRoutes = createRouter()
  .openapi(userSettingsRoute, async (c) => ok(c, await settingsOf(c.env.DB, await requireViewer(c))))
  .openapi(updateUserSettingsRoute, async (c) => {
    const viewer = await requireViewer(c);
    const url = c.req.valid("json").listed_website_url.trim();
    await setWebsite(c.env.DB, viewer, url === "" ? null : url, now());
    return ok(c, await settingsOf(c.env.DB, viewer));
  })
  .openapi(connectInstagramRoute, async (c) => {
    const viewer = await requireViewer(c);
    const granted = await instagramOAuth(c.env).exchange(viewer, c.req.valid("json").code, now());
    if (!granted) throw new ApiError("INSTAGRAM_CODE_INVALID", { data: { field: "code" } });
    await setInstagram(c.env.DB, viewer, granted.username, now());
    return ok(c, await settingsOf(c.env.DB, viewer));
  })
  .openapi(disconnectInstagramRoute, async (c) => {
    const viewer = await requireViewer(c);
    await setInstagram(c.env.DB, viewer, null, now());
    return ok(c, await settingsOf(c.env.DB, viewer));
  })
  .openapi(instagramAuthorizeRoute, async (c) => {
    if (!config(c.env).DEV_TOOLS) throw new ApiError("NOT_FOUND", { detail: `${c.req.method} ${c.req.path}` });
    const viewer = await requireViewer(c);
    return ok(c, { code: await instagramOAuth(c.env).authorize(viewer, c.req.valid("json").username, now()) });
  });
