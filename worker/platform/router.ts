/**
 * Why: every API router is made here, so all of them turn zod validation failures into the same
 * 400 envelope naming the field, and all share one Hono environment type.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { z } from "zod";
import { ApiError } from "~common/errors";
import type { ApiEnv } from "./types";

/** "email: Invalid input: expected string, received number" for the first issue of a zod error. */
export function describeZodError(error: z.ZodError): { field: string; detail: string } {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join(".") : "body";
  return { field, detail: `${field}: ${issue?.message ?? "invalid"}` };
}

/**
 * A router for one capability's routes.
 *
 * @example
 * export const authRoutes = createRouter().openapi(viewerRoute, async (c) => ok(c, viewer));
 */
export const createRouter = () =>
  new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const { field, detail } = describeZodError(result.error);
        throw new ApiError("BAD_REQUEST", { detail, data: { field } });
      }
    },
  });
