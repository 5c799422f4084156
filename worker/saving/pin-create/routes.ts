/**
 * Why: the bookmarklet's calls (common/saving/pin-create/contracts.ts): scraping a page for its
 * pinnable images, registering an image of another site, and the logging beacon. The first two
 * fetch other sites only through safe-fetch.ts, with private addresses open only where the
 * ALLOW_PRIVATE_FETCH var says so (tests).
 */
import { ApiError } from "~common/errors";
import { findImagesRoute, pinCreateLogRoute, registerImageRoute } from "~common/saving/pin-create/contracts";
import { config } from "../../platform/config";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { requireViewer, viewerId } from "../../platform/guards";
import { findImages } from "./find-images";
import { registerImage } from "./register-image";
import type { FetchAccess } from "./safe-fetch";

const fetchAccess = (env: Env): FetchAccess => {
  const cfg = config(env);
  return { allowPrivate: cfg.ALLOW_PRIVATE_FETCH, outbound: cfg.OUTBOUND_FETCH === "on" };
};

export const pinCreateRoutes = createRouter()
  .openapi(findImagesRoute, async (c) => {
    await requireViewer(c);
    try {
      return ok(c, { items: await findImages(new URL(c.req.valid("query").url), fetchAccess(c.env)) });
    } catch {
      throw new ApiError("PAGE_UNREACHABLE", { data: { field: "url" } });
    }
  })
  .openapi(registerImageRoute, async (c) => {
    await requireViewer(c);
    const address = URL.parse(c.req.valid("json").image_url);
    if (!address) throw new ApiError("PIN_IMAGE_UNREACHABLE", { data: { field: "image_url" } });
    return ok(c, await registerImage(c.env, address, fetchAccess(c.env), new URL(c.req.url).origin));
  })
  .openapi(pinCreateLogRoute, async (c) => {
    const q = c.req.valid("query");
    const user = await viewerId(c);
    await c.env.DB.prepare(
      "INSERT INTO pin_create_events (event, client, path, pin_id, guid, url, media, description, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
      .bind(
        q.event,
        q.client,
        q.path,
        q.pin_id === undefined ? null : Number(q.pin_id),
        q.guid ?? null,
        q.url ?? null,
        q.media ?? null,
        q.description ?? null,
        user,
        Math.floor(Date.now() / 1000),
      )
      .run();
    return ok(c, null);
  });
