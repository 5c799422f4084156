/**
 * Why: a person who does not want an ad hides it ("Hide this ad" on a promoted card;
 * docs/decisions/039); delivery then never promotes that Pin to their account again. The card's
 * delivery token names the Pin, and is checked as the beacon checks it (ours, for this viewer), so
 * nobody hides Pins for someone else. The Pin's organic appearances are not touched.
 */
import type { Context } from "hono";
import type { ApiEnv } from "../../platform/types";
import { promotedNow } from "./clock";
import { viewerToken } from "./tokens";

export async function hidePromoted(c: Context<ApiEnv>, userId: string, token: string) {
  const nowMs = promotedNow(c);
  const check = await viewerToken(c, userId, token, nowMs, "token");
  await c.env.DB.prepare(`INSERT OR IGNORE INTO promoted_hides (user_id, pin_id, created_at) VALUES (?, ?, ?)`)
    .bind(userId, check.token.pinId, Math.floor(nowMs / 1000))
    .run();
  return { pin_id: String(check.token.pinId), hidden: true };
}

export async function unhidePromoted(db: D1Database, userId: string, pinId: number) {
  await db.prepare(`DELETE FROM promoted_hides WHERE user_id = ? AND pin_id = ?`).bind(userId, pinId).run();
  return { pin_id: String(pinId), hidden: false };
}
