/**
 * Auth API routes (auth.md §7): email look-ups, sign-up, log-in, log-out, viewer. Handlers stay
 * thin; rules live in register-user.ts, log-in.ts and the rule modules.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { createRouter } from "../api/create-router";
import { errorResponses, okResponse } from "../api/envelope";
import { rateLimit } from "../http/rate-limit";
import { currentSession, endSession, startSession } from "./current-session";
import { isDeliverableEmail, normalizeEmail } from "./email-rules";
import { logInWithPassword } from "./log-in";
import { registerWithEmail, ruleError } from "./register-user";
import {
  EmailQuerySchema,
  EmailValidationSchema,
  LoggedInUserSchema,
  RegisterBodySchema,
  SessionCreateBodySchema,
  SessionCreatedSchema,
  ViewerSchema,
} from "./schemas";
import { checkEmail } from "./signup-rules";
import { LOGGED_OUT_VIEWER, toLoggedInUser, toViewer } from "./user-views";
import { emailExists } from "./users-repo";

const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

/** Email from the query, with the §5 required/format messages. */
function queryEmail(raw: string | undefined): string {
  const failure = checkEmail(raw);
  if (failure && failure.error !== "EMAIL_HAS_PRODUCT_NAME") throw ruleError(failure);
  return normalizeEmail(raw!);
}

const existsRoute = createRoute({
  method: "get",
  path: "/v3/register/exists/",
  tags: ["auth"],
  summary: "Is this email already registered?",
  description: "data is false when the email is free, true when an account uses it.",
  middleware: [rateLimit("lookup")] as const,
  request: { query: EmailQuerySchema },
  responses: { 200: okResponse(z.boolean(), "Whether the email is taken"), ...errorResponses(400, 429) },
});

const validationRoute = createRoute({
  method: "get",
  path: "/v3/email/validation/",
  tags: ["auth"],
  summary: "Can this email receive mail?",
  middleware: [rateLimit("lookup")] as const,
  request: { query: EmailQuerySchema },
  responses: { 200: okResponse(EmailValidationSchema, "The verdict"), ...errorResponses(400, 429) },
});

const registerRoute = createRoute({
  method: "post",
  path: "/v3/register/",
  tags: ["auth"],
  summary: "Sign up with email and password, and start a session",
  middleware: [rateLimit("signup")] as const,
  request: { body: jsonBody(RegisterBodySchema) },
  responses: {
    200: okResponse(LoggedInUserSchema, "The new, logged-in user; the session cookie is set"),
    ...errorResponses(400, 403, 409, 415, 429),
  },
});

const sessionCreateRoute = createRoute({
  method: "post",
  path: "/v3/sessions/",
  tags: ["auth"],
  summary: "Log in with email or username and password",
  middleware: [rateLimit("login")] as const,
  request: { body: jsonBody(SessionCreateBodySchema) },
  responses: {
    200: okResponse(SessionCreatedSchema, "Logged in; a new session cookie is set"),
    ...errorResponses(400, 401, 403, 415, 429),
  },
});

const sessionDeleteRoute = createRoute({
  method: "delete",
  path: "/v3/sessions/current/",
  tags: ["auth"],
  summary: "Log out: end the current session",
  responses: { 200: okResponse(z.null(), "The session is ended and its cookie cleared"), ...errorResponses(403) },
});

const viewerRoute = createRoute({
  method: "get",
  path: "/v3/users/me/",
  tags: ["auth"],
  summary: "The viewer: logged-in user or logged out",
  responses: { 200: okResponse(ViewerSchema, "The viewer") },
});

function clientContext(req: Request) {
  const cf = (req as Request & { cf?: IncomingRequestCfProperties }).cf;
  const country = typeof cf?.country === "string" ? cf.country : null;
  return {
    country,
    country_from_hostname: null,
    country_from_ip: country,
    region_from_ip: typeof cf?.regionCode === "string" ? cf.regionCode : null,
  };
}

export const authRoutes = createRouter()
  .openapi(existsRoute, async (c) => {
    const email = queryEmail(c.req.valid("query").email);
    return c.json({ resource_response: { data: await emailExists(c.env.DB, email) } }, 200);
  })
  .openapi(validationRoute, async (c) => {
    const email = queryEmail(c.req.valid("query").email);
    return c.json({ resource_response: { data: { is_valid: isDeliverableEmail(email) } } }, 200);
  })
  .openapi(registerRoute, async (c) => {
    const user = await registerWithEmail(c.env.DB, c.req.valid("json"), new Date());
    await startSession(c, user);
    return c.json({ resource_response: { data: toLoggedInUser(user) } }, 200);
  })
  .openapi(sessionCreateRoute, async (c) => {
    const user = await logInWithPassword(c.env, c.req.valid("json"));
    await startSession(c, user);
    return c.json(
      { resource_response: { data: { user: toLoggedInUser(user), client_context: clientContext(c.req.raw) } } },
      200,
    );
  })
  .openapi(sessionDeleteRoute, async (c) => {
    await endSession(c);
    return c.json({ resource_response: { data: null } }, 200);
  })
  .openapi(viewerRoute, async (c) => {
    const session = await currentSession(c);
    c.header("Cache-Control", "private, no-store");
    return c.json({ resource_response: { data: session ? toViewer(session.user) : LOGGED_OUT_VIEWER } }, 200);
  });

