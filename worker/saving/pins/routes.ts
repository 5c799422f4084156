/**
 * Why: the Pin API of saving.md §7 — GET /v3/pins/{id}/ with its field sets (and the Pin's
 * sensitivity, for the save modal's notice of §2), and create on the pin resource (save, or repin
 * with pin_id) — registered against common/saving/contracts.ts; and the Pin's edit, delete and
 * Undo (issue 34, common/saving/pins/contracts.ts). A delete starts a durable purge, so deletes
 * and Undos share the ACCOUNT rate limit per IP.
 */
import { createPinRoute, pinRoute } from "~common/saving/contracts";
import { deletePinRoute, editPinRoute, restorePinRoute } from "~common/saving/pins";
import { rateLimit } from "../../platform/middleware";
import { ApiError } from "~common/errors";
import { PIN_FIELDS, type PinField, type PinFields } from "~common/saving/schemas";
import { pinSensitivity } from "../../business/advisories";
import { requestCountry } from "~common/platform/request-country";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { promotionFor } from "../../business/promoted-pins";
import { requireViewer, viewerId } from "../../platform/guards";
import { savePin } from "./create-pin";
import { deletePin, restorePin } from "./delete-pin";
import { editPin } from "./edit-pin";
import { startPinPurge } from "./purge-workflow";
import { findVisiblePin, pickPinFields } from "./pins-repo";

/** `pin.board,pin.id` → ["board", "id"]; null for all fields; 400 for an unknown field set. */
export function parsePinFields(fields: string | undefined): PinField[] | null {
  if (fields === undefined || fields.trim() === "") return null;
  return fields.split(",").map((raw) => {
    const name = raw.trim().replace(/^pin\./, "");
    if (!(PIN_FIELDS as readonly string[]).includes(name)) {
      throw new ApiError("BAD_REQUEST", { detail: `fields: unknown field set "${raw.trim()}"`, data: { field: "fields" } });
    }
    return name as PinField;
  });
}

const router = createRouter();
router.on("DELETE", deletePinRoute.path.replace("{id}", ":id"), rateLimit("account"));
router.on("POST", restorePinRoute.path.replace("{id}", ":id"), rateLimit("account"));

export const pinRoutes = router
  .openapi(pinRoute, async (c) => {
    const fields = parsePinFields(c.req.valid("query").fields);
    const viewer = await viewerId(c);
    const pin = await findVisiblePin(c.env.DB, Number(c.req.valid("param").id), viewer);
    if (!pin) throw new ApiError("PIN_NOT_FOUND", { data: { field: "id" } });
    const picked: PinFields = pickPinFields(pin, fields);
    if (!fields || fields.includes("sensitivity")) picked.sensitivity = await pinSensitivity(c.env.DB, pin, requestCountry(c.req.raw));
    const promotion = fields ? null : await promotionFor(c, pin.id, viewer);
    return ok(c, promotion ? { ...picked, promotion } : picked);
  })
  .openapi(createPinRoute, async (c) => {
    const viewer = await requireViewer(c);
    const pin = await savePin(
      { db: c.env.DB, bucket: c.env.IMAGES, viewerId: viewer, origin: new URL(c.req.url).origin, country: requestCountry(c.req.raw) },
      c.req.valid("json"),
    );
    return ok(c, pin);
  })
  .openapi(editPinRoute, async (c) => {
    const viewer = await requireViewer(c);
    return ok(c, await editPin(c.env, viewer, Number(c.req.valid("param").id), c.req.valid("json")));
  })
  .openapi(deletePinRoute, async (c) => {
    const viewer = await requireViewer(c);
    const env = c.env;
    return ok(c, await deletePin(env.DB, viewer, Number(c.req.valid("param").id), (pinId, token) => startPinPurge(env, pinId, token)));
  })
  .openapi(restorePinRoute, async (c) => {
    const viewer = await requireViewer(c);
    return ok(c, await restorePin(c.env.DB, viewer, Number(c.req.valid("param").id)));
  });
