/**
 * Zod schemas of the bookmarklet's calls (saving.md §3 "Found image item: type (pinnable) and
 * url", §7 Find-pin-images resource, PUT /v3/pins/image/, the logging image beacon).
 */
import { z } from "@hono/zod-openapi";
import { PIN_DESCRIPTION_MAX_LENGTH, PIN_LINK_MAX_LENGTH } from "../constants";
import { ID_PATTERN } from "../schemas";

const httpUrl = (name: string, where: "query" | "body") =>
  z
    .string()
    .max(PIN_LINK_MAX_LENGTH)
    .regex(/^[hH][tT][tT][pP][sS]?:\/\/\S+$/)
    .openapi(
      where === "query"
        ? { param: { name, in: "query", required: true }, example: "https://example.com/recipe" }
        : { example: "https://example.com/soup.jpg" },
    );

export const FindImagesQuerySchema = z.object({
  url: httpUrl("url", "query"),
  scrapeMetric: z
    .string()
    .max(64)
    .optional()
    .openapi({ param: { name: "scrapeMetric", in: "query", required: false }, description: "Accepted and ignored (§7)" }),
});

export const FoundImagesSchema = z
  .object({ items: z.array(z.object({ type: z.literal("pinnable"), url: z.string() })) })
  .openapi("FoundImages");

export const RegisterImageBodySchema = z.object({ image_url: httpUrl("image_url", "body") }).openapi("RegisterImagePayload");

export const RegisteredImageSchema = z
  .object({
    image_url: z.string().openapi({
      description: "The image on this service (/i/originals/…), for POST /v3/pins/ image_url",
      example: "/i/originals/0123456789abcdef0123456789abcdef.jpg",
    }),
    width: z.number().int(),
    height: z.number().int(),
    dominant_color: z.string(),
  })
  .openapi("RegisteredImage");

/** saving.md §7 logging image beacon: client=web, event, pin_id, the page's query parameters, path=method. */
export const PIN_CREATE_EVENTS = ["pin_create_success", "pin_create_fail"] as const;
const q = (name: string, max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .openapi({ param: { name, in: "query", required: false } });
export const PinCreateLogQuerySchema = z.object({
  client: z.literal("web").openapi({ param: { name: "client", in: "query", required: true }, example: "web" }),
  event: z.enum(PIN_CREATE_EVENTS).openapi({ param: { name: "event", in: "query", required: true }, example: "pin_create_success" }),
  path: z
    .string()
    .regex(/^[a-z_]{1,32}$/)
    .openapi({
      param: { name: "path", in: "query", required: true },
      description: "The page's method (/pin/create/{method})",
      example: "button",
    }),
  pin_id: z
    .string()
    .regex(ID_PATTERN)
    .optional()
    .openapi({ param: { name: "pin_id", in: "query", required: false }, example: "42" }),
  guid: q("guid", 64),
  url: q("url", PIN_LINK_MAX_LENGTH),
  media: q("media", PIN_LINK_MAX_LENGTH),
  description: q("description", PIN_DESCRIPTION_MAX_LENGTH),
  color: q("color", 16),
});

export type FoundImages = z.infer<typeof FoundImagesSchema>;
export type PinCreateLogQuery = z.infer<typeof PinCreateLogQuerySchema>;
