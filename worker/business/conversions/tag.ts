/**
 * Why: the tag's events come from a shop's pages, from any origin and without credentials, so
 * nothing in them is trusted but what they say happened: the time is the arrival's, the source
 * `web`, the client's address and browser the request's (checked as the API's "user data", not
 * kept). The tag id names the ad account; an unknown one is 404 and counts nothing.
 */
import type { Context } from "hono";
import type { ConversionEvent, ConversionEventsAnswer, TagEventsBody } from "~common/business/conversions";
import { ApiError } from "~common/errors";
import { clientIp } from "../../platform/middleware";
import type { ApiEnv } from "../../platform/types";
import { receiveEvents } from "./events";

export async function receiveTagEvents(c: Context<ApiEnv>, body: TagEventsBody, now: number): Promise<ConversionEventsAnswer> {
  const tag = await c.env.DB.prepare("SELECT id, advertiser_id FROM conversion_tags WHERE id = ?")
    .bind(Number(body.tag_id))
    .first<{ id: number; advertiser_id: number }>();
  if (!tag) throw new ApiError("CONVERSION_TAG_NOT_FOUND", { data: { field: "tag_id" } });
  const ip = await clientIp(c.req.raw.headers);
  const ua = c.req.header("user-agent") ?? "";
  const events: ConversionEvent[] = body.events.map((e) => ({
    event_name: e.event_name,
    action_source: "web",
    event_time: now,
    event_id: e.event_id,
    ...(e.event_source_url ? { event_source_url: e.event_source_url } : {}),
    user_data: {
      ...(e.em ? { em: [e.em] } : {}),
      ...(ip && ua ? { client_ip_address: ip, client_user_agent: ua.slice(0, 1024) } : {}),
      ...(e.click_id ? { click_id: e.click_id } : {}),
    },
    ...(e.value !== undefined || e.currency !== undefined || e.order_id !== undefined
      ? { custom_data: { value: e.value, currency: e.currency, order_id: e.order_id } }
      : {}),
  }));
  return receiveEvents(c.env.DB, { advertiserId: tag.advertiser_id, events, test: body.test === true, channel: "tag", tagId: tag.id, now });
}
