/**
 * Why: query parameters are documented the same way in every contract (name, in: query, a
 * description, an example), and the search resource's and the offsite check's options share two
 * shapes — a "true"/"false" flag with a default, and a logging option accepted and ignored.
 */
import { z } from "@hono/zod-openapi";

/**
 * An optional query parameter's OpenAPI metadata.
 *
 * @example
 * z.string().optional().openapi(optionalQuery("bookmark", "The previous page's bookmark"))
 */
export const optionalQuery = (name: string, description: string, example?: unknown) => ({
  param: { name, in: "query" as const, required: false },
  description,
  ...(example !== undefined && { example }),
});

/** A "true" / "false" query flag with its default. */
export const flagParam = (name: string, fallback: "true" | "false", description: string) =>
  z
    .enum(["true", "false"])
    .default(fallback)
    .openapi(optionalQuery(name, description, fallback));

/** A logging or module option: any short text, read and ignored. */
export const ignoredParam = (name: string, description: string) =>
  z
    .string()
    .max(2048)
    .optional()
    .openapi(optionalQuery(name, `${description} Accepted and ignored.`));
