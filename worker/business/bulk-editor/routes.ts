/**
 * Why: the bulk editor's routes (docs/decisions/055), registered against their contracts in
 * common/business/bulk-editor/. An upload needs a viewer who may act for the ad account and is
 * limited per address like the account's other writes; the template, the ids and the history are
 * readable by everyone with access to it (business.md §4: an ANALYST too).
 */
import {
  BULK_MAX_ROWS,
  bulkIdsRoute,
  bulkTemplateRoute,
  bulkUploadRoute,
  bulkUploadsRoute,
  templateRows,
} from "~common/business/bulk-editor";
import { toCsv } from "~common/platform/csv";
import { requireAdvertiserAccess, requireBusinessViewer } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { promotedNow } from "../promoted-pins";
import { loadSheet } from "./sheet-repo";
import { idLibrary, listUploads } from "./uploads";
import { readSheet, uploadSheet } from "./upload";

export const bulkEditorRoutes = createRouter();
bulkEditorRoutes.on("POST", "/ads/v4/advertisers/:advertiserId/bulk/", rateLimit("account"));

bulkEditorRoutes
  .openapi(bulkTemplateRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: false });
    const only = c.req.valid("query").campaign_id;
    const { sheet } = await loadSheet(c.env.DB, advertiser);
    const rows = templateRows(sheet, { maxRows: BULK_MAX_ROWS, campaignIds: only === undefined ? undefined : [only].flat() });
    const day = new Date(promotedNow(c)).toISOString().slice(0, 10);
    return c.body(toCsv(rows), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="bulk-sheet-${advertiser.id}-${day}.csv"`,
      "cache-control": "private, no-store",
    }) as never;
  })
  .openapi(bulkUploadRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: true });
    const query = c.req.valid("query");
    const { text, fileName } = await readSheet(c.req, query.file_name);
    return ok(
      c,
      await uploadSheet(c.env, { advertiser, actor: viewer.id, text, fileName, dryRun: query.dry_run === "true", nowMs: promotedNow(c) }),
    );
  })
  .openapi(bulkUploadsRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: false });
    return ok(c, await listUploads(c.env.DB, advertiser.id, c.req.valid("query")));
  })
  .openapi(bulkIdsRoute, async (c) => {
    const viewer = await requireBusinessViewer(c);
    const { advertiser } = await requireAdvertiserAccess(c.env.DB, viewer.id, Number(c.req.valid("param").advertiserId), { act: false });
    const { sheet } = await loadSheet(c.env.DB, advertiser);
    return ok(c, idLibrary(sheet, c.req.valid("query").q));
  });
