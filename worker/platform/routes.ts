/**
 * Why: the platform's own routes — /healthz, the pages' error reports, the viewer's experiment groups (auth.md §6, with the
 * developer-only route that puts a device in a group) and the Scalar reference at /api/docs (HTML,
 * not in the document) — as one router beside the areas'; the API app (./api-app.ts) mounts it.
 */
import { apiDocsRoutes } from "./api-docs";
import { clientErrorRoutes } from "./client-errors";
import { experimentRoutes } from "./experiments/routes";
import { healthRoutes } from "./health";
import { createRouter } from "./router";

export const platformRouter = createRouter()
  .route("/", healthRoutes)
  .route("/", clientErrorRoutes)
  .route("/", experimentRoutes)
  .route("/", apiDocsRoutes);
