/**
 * Route contracts of "Download your data" (issue 34 item 6; docs/decisions/042): the viewer's
 * latest archive, asking for one (prepared by the DataExport workflow) and downloading it.
 * Registered by worker/auth/data-export/routes.ts.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import { DataExportParamsSchema, DataExportSchema, DataExportsSchema, RequestDataExportBodySchema } from "./schemas";
import { FRESH_PROOF_ERRORS } from "../passkeys";

const tags = ["auth"];

export const dataExportsRoute = createRoute({
  operationId: "dataExports",
  method: "get",
  path: "/v3/users/me/data_exports/",
  tags,
  summary: "The viewer's latest data archive and when another may be asked for",
  responses: {
    200: okResponse(DataExportsSchema, "The latest archive, or null"),
    ...errorResponses("AUTH_REQUIRED"),
  },
});

export const requestDataExportRoute = createRoute({
  operationId: "requestDataExport",
  method: "post",
  path: "/v3/users/me/data_exports/",
  tags,
  summary: "Ask for an archive of the viewer's data (one a day), prepared in the background",
  description:
    "A fresh proof first. A workflow writes JSON per kind (profile, boards, sections, Pins, follows, invites, sign-in history, business records) and the original images into one zip in R2, then emails the owner. Images past 32 MiB are left out and listed (state too_large).",
  request: { body: jsonBody(RequestDataExportBodySchema) },
  responses: {
    200: okResponse(DataExportSchema, "Asked for: state preparing"),
    ...errorResponses(...JSON_WRITE_ERRORS, "RATE_LIMITED", "AUTH_REQUIRED", ...FRESH_PROOF_ERRORS, "DATA_EXPORT_TOO_SOON"),
  },
});

export const downloadDataExportRoute = createRoute({
  operationId: "downloadDataExport",
  method: "get",
  path: "/v3/users/me/data_exports/{exportId}/download/",
  tags,
  summary: "Download one of the viewer's archives (a zip) while its link lasts",
  request: { params: DataExportParamsSchema },
  responses: {
    200: {
      description: "The zip, as an attachment",
      content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...errorResponses("BAD_REQUEST", "AUTH_REQUIRED", "DATA_EXPORT_NOT_FOUND", "DATA_EXPORT_NOT_READY", "DATA_EXPORT_EXPIRED"),
  },
});
