/**
 * Route contracts of the bookmarklet's pin creation (saving.md §4 "Bookmarklet pin creation", §7
 * Find-pin-images resource GET, PUT /v3/pins/image/, the logging image beacon). Registered in
 * worker/saving/pin-create/routes.ts. The Worker fetches other sites for the first two, refusing
 * private and loopback addresses (worker/saving/pin-create/safe-fetch.ts).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses, JSON_WRITE_ERRORS, jsonBody, okResponse } from "../../platform/envelope";
import {
  FindImagesQuerySchema,
  FoundImagesSchema,
  PinCreateLogQuerySchema,
  RegisterImageBodySchema,
  RegisteredImageSchema,
} from "./schemas";

const tags = ["saving"];

export const findImagesRoute = createRoute({
  operationId: "findPinImages",
  method: "get",
  path: "/v3/pins/find_images/",
  tags,
  summary: "The pinnable images of a page: og:image, then <img>s at least 120 px each way",
  description: "For a logged-in viewer. The page is fetched by the Worker (http(s), public addresses only, at most 1 MiB, 5 s).",
  request: { query: FindImagesQuerySchema },
  responses: {
    200: okResponse(FoundImagesSchema, "The images, best first"),
    ...errorResponses("BAD_REQUEST", "AUTH_REQUIRED", "PAGE_UNREACHABLE"),
  },
});

export const registerImageRoute = createRoute({
  operationId: "registerPinImage",
  method: "put",
  path: "/v3/pins/image/",
  tags,
  summary: "Fetch and store an image of another site, for a Pin to be made from",
  description: "For a logged-in viewer. A JPEG, PNG, WebP or GIF of at most 5 MiB on a public http(s) address.",
  request: { body: jsonBody(RegisterImageBodySchema) },
  responses: {
    200: okResponse(RegisteredImageSchema, "The stored image"),
    ...errorResponses(...JSON_WRITE_ERRORS, "AUTH_REQUIRED", "PIN_IMAGE_UNREACHABLE", "PIN_IMAGE_INVALID"),
  },
});

export const pinCreateLogRoute = createRoute({
  operationId: "logPinCreate",
  method: "get",
  path: "/v3/logging/pin_create/",
  tags,
  summary: "The pin create page's logging beacon (pin_create_success, pin_create_fail)",
  request: { query: PinCreateLogQuerySchema },
  responses: { 200: okResponse(z.null(), "Logged"), ...errorResponses("BAD_REQUEST") },
});
