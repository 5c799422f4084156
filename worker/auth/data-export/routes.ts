/**
 * Why: "Download your data" (docs/decisions/042), registered against
 * common/auth/data-export/contracts.ts. Asking takes a fresh proof (a stolen session alone cannot
 * take the archive), one per account a day (a conditional insert) and the per-address account
 * bucket; the DataExport workflow prepares it. The download is session-checked: only the owner,
 * only while its link lasts, straight from R2.
 */
import { exportWaitSeconds } from "~common/auth/data-export";
import { dataExportsRoute, downloadDataExportRoute, requestDataExportRoute } from "~common/auth/data-export/contracts";
import { ApiError } from "~common/errors";
import { requireSession } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { proveOwner } from "../passkeys";
import { newToken } from "../sessions";
import { findExport, insertExport, latestExport, toDataExport } from "./store";

const nowSeconds = () => Math.floor(Date.now() / 1000);

const router = createRouter();
router.on("POST", requestDataExportRoute.path, rateLimit("account"));
router.on("GET", "/v3/users/me/data_exports/:exportId/download/", rateLimit("account"));

export const dataExportRoutes = router
  .openapi(dataExportsRoute, async (c) => {
    const { user } = await requireSession(c);
    const now = nowSeconds();
    const latest = await latestExport(c.env.DB, user.id);
    c.header("Cache-Control", "private, no-store");
    return ok(c, {
      latest: latest ? toDataExport(latest, now) : null,
      next_allowed_at: now + exportWaitSeconds(latest?.requested_at ?? null, now),
    });
  })
  .openapi(requestDataExportRoute, async (c) => {
    const { user } = await requireSession(c);
    const now = nowSeconds();
    const latest = await latestExport(c.env.DB, user.id);
    const wait = exportWaitSeconds(latest?.requested_at ?? null, now);
    const tooSoon = (seconds: number) =>
      new ApiError("DATA_EXPORT_TOO_SOON", { headers: { "Retry-After": String(seconds) }, data: { retry_after_seconds: seconds } });
    // Judged before the proof: a refusal costs no guess against the lockout.
    if (wait > 0) throw tooSoon(wait);
    await proveOwner(c, user, c.req.valid("json"));
    const id = newToken().slice(0, 32);
    if (!(await insertExport(c.env.DB, id, user.id, now))) throw tooSoon(exportWaitSeconds(now, now));
    await c.env.DATA_EXPORT.create({ id: `export-${id}`, params: { exportId: id, userId: user.id, origin: new URL(c.req.url).origin } });
    c.header("Cache-Control", "private, no-store");
    return ok(c, toDataExport((await findExport(c.env.DB, user.id, id))!, now));
  })
  .openapi(downloadDataExportRoute, async (c) => {
    const { user } = await requireSession(c);
    const row = await findExport(c.env.DB, user.id, c.req.valid("param").exportId);
    if (!row) throw new ApiError("DATA_EXPORT_NOT_FOUND");
    const view = toDataExport(row, nowSeconds());
    if (view.state === "expired") throw new ApiError("DATA_EXPORT_EXPIRED");
    if (!view.download_path || !row.r2_key) throw new ApiError("DATA_EXPORT_NOT_READY");
    const object = await c.env.IMAGES.get(row.r2_key);
    if (!object) throw new ApiError("DATA_EXPORT_EXPIRED");
    const day = new Date(row.requested_at * 1000).toISOString().slice(0, 10);
    return new Response(object.body, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Length": String(object.size),
        "Content-Disposition": `attachment; filename="pinboard-data-${day}.zip"`,
        "Cache-Control": "private, no-store",
      },
    });
  });
