/**
 * Why: the experiments API (auth.md §6): the viewer's groups, and a developer-only route that puts
 * this device in a group (the /_dev/experiments page), answering 404 unless DEV_TOOLS is "true".
 */
import { assignDeviceExperimentRoute, experimentsRoute } from "~common/auth/contracts";
import { EXPERIMENTS } from "~common/platform/experiments";
import { ApiError } from "~common/errors";
import { config } from "../config";
import { ok } from "../respond";
import { createRouter } from "../router";
import { assign } from "./assignments-repo";
import { deviceId } from "./device-id";
import { viewerExperiments } from "./viewer-experiments";

export const experimentRoutes = createRouter()
  .openapi(experimentsRoute, async (c) => {
    c.header("Cache-Control", "private, no-store");
    return ok(c, await viewerExperiments(c, { mintDevice: true }));
  })
  .openapi(assignDeviceExperimentRoute, async (c) => {
    if (!config(c.env).DEV_TOOLS) throw new ApiError("NOT_FOUND", { detail: `${c.req.method} ${c.req.path}` });
    const { experiment: name, group } = c.req.valid("json");
    if (!(EXPERIMENTS[name].groups as readonly string[]).includes(group)) {
      throw new ApiError("BAD_REQUEST", { detail: `group: ${name} has no group "${group}"`, data: { field: "group" } });
    }
    await assign(c.env.DB, "device", deviceId(c), name, group, Math.floor(Date.now() / 1000));
    c.header("Cache-Control", "private, no-store");
    return ok(c, await viewerExperiments(c, { mintDevice: true }));
  });
