/**
 * Why: the local mailbox is read through the API like everything else the pages show
 * (/_dev/mailbox, app/routes/dev/mailbox*.tsx), and like the other developer routes it exists
 * only where DEV_TOOLS is "true": elsewhere these paths answer the normal 404.
 */
import { mailboxMessageRoute, mailboxRoute } from "~common/platform/mailbox-contracts";
import { ApiError } from "~common/errors";
import { createMiddleware } from "hono/factory";
import { config } from "../platform/config";
import { ok } from "../platform/respond";
import { createRouter } from "../platform/router";
import type { ApiEnv } from "../platform/types";
import { findMessage, listMessages } from "../platform/email";

const devToolsOnly = createMiddleware<ApiEnv>(async (c, next) => {
  if (!config(c.env).DEV_TOOLS) throw new ApiError("NOT_FOUND", { detail: `${c.req.method} ${c.req.path}` });
  c.header("Cache-Control", "private, no-store");
  await next();
});

const router = createRouter();
router.use("/v3/dev/mailbox/*", devToolsOnly);

export const mailboxRoutes = router
  .openapi(mailboxRoute, async (c) => {
    const { to, limit } = c.req.valid("query");
    return ok(c, await listMessages(c.env.DB, { to, limit }));
  })
  .openapi(mailboxMessageRoute, async (c) => {
    const message = await findMessage(c.env.DB, c.req.valid("param").id);
    if (!message) throw new ApiError("NOT_FOUND", { detail: `${c.req.method} ${c.req.path}` });
    return ok(c, message);
  });
