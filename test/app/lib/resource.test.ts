import { describe, expect, test } from "vitest";
import type { Viewer } from "~common/auth/schemas";
import { resourceOrRedirect } from "~app/lib/resource.server";
import type { ApiResult } from "~app/lib/api-client";

const LOGGED_OUT: Viewer = { type: "LOGGED_OUT", info: null, user: null };
const AUTH = { type: "AUTH", info: {}, user: {} } as unknown as Viewer;
const fail = (status: number, api_error_code: number, data?: Record<string, unknown>): ApiResult<never> => ({
  ok: false,
  status,
  setCookies: [],
  error: { api_error_code, http_status: status, message: "x", ...(data && { data }) },
});

function thrown(fn: () => unknown): Response {
  try {
    fn();
  } catch (e) {
    if (e instanceof Response) return e;
    const d = e as { type?: string; init?: { status?: number } };
    if (d?.type === "DataWithResponseInit") return new Response(null, { status: d.init?.status ?? 500 });
    throw e;
  }
  throw new Error("expected a throw");
}

const req = (path: string) => new Request(`https://pins.example${path}`);

describe("the resource-failure rule (auth.md §2.5)", () => {
  test("success passes the data through", () => {
    expect(
      resourceOrRedirect({ ok: true, status: 200, data: { id: 1 }, setCookies: [] }, { request: req("/pin/1"), viewer: AUTH }),
    ).toEqual({ id: 1 });
  });
  test.each([
    ["a 404", fail(404, 2), "/pin/9", AUTH, "/?show_error=1"],
    ["a 401 with code 7", fail(401, 7), "/settings", AUTH, "/?show_error=1"],
    ["a 404 on an idea route, logged out", fail(404, 2), "/ideas/cats/", LOGGED_OUT, "/ideas/?show_error=1"],
    ["a 404 on an idea route, logged in", fail(404, 2), "/ideas/cats/", AUTH, "/?show_error=1"],
  ])("%s goes home with the show-error flag", (_what, result, path, viewer, landing) => {
    const res = thrown(() => resourceOrRedirect(result, { request: req(path), viewer }));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(landing);
  });
  test("a 301 with a redirectUrl goes there, same-origin only", () => {
    const moved = thrown(() => resourceOrRedirect(fail(301, 2, { redirectUrl: "/pin/2/" }), { request: req("/pin/1"), viewer: AUTH }));
    expect([moved.status, moved.headers.get("Location")]).toEqual([301, "/pin/2/"]);
    const offsite = thrown(() =>
      resourceOrRedirect(fail(301, 2, { redirectUrl: "https://evil.example/" }), { request: req("/pin/1"), viewer: AUTH }),
    );
    expect(offsite.headers.get("Location")).toBe("/");
  });
  test("other failures go to the error boundary with their status", () => {
    expect(thrown(() => resourceOrRedirect(fail(401, 42), { request: req("/x"), viewer: AUTH })).status).toBe(401);
    expect(thrown(() => resourceOrRedirect(fail(500, 3), { request: req("/x"), viewer: AUTH })).status).toBe(500);
  });
});
