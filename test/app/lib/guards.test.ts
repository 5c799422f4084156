/**
 * The page guards (app/lib/guards.server.ts) against a stand-in API that answers GET /v3/users/me/
 * with a given viewer: who passes, where the others are sent, and that the viewer is fetched once
 * per request however many guards and loaders ask.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import type { Viewer } from "~common/auth/schemas";
import { requireAnonymous, requirePartner, requireUser } from "~app/lib/guards.server";
import { viewerFor } from "~app/lib/viewer.server";
import { cloudflareContext } from "~app/lib/cloudflare-context";

const user = (isPartner: boolean): Viewer => ({
  type: "AUTH",
  info: {
    firstName: "Jane",
    imageUrl: null,
    email: "jane@example.com",
    hasPassword: true,
    connectedToFacebook: false,
    connectedToGoogle: false,
  },
  user: { id: "u1", username: "jane", full_name: "Jane", image_large_url: null, avatar_color_index: 1, is_partner: isPartner },
});
const LOGGED_OUT: Viewer = { type: "LOGGED_OUT", info: null, user: null };

function argsFor(viewer: Viewer, url = "https://pins.example/settings?tab=2") {
  let calls = 0;
  const context = new RouterContextProvider();
  context.set(cloudflareContext, {
    env: {} as Env,
    ctx: {} as ExecutionContext,
    nonce: "test-nonce",
    submission: null,
    api: {
      fetch: async (req: Request) => {
        calls += 1;
        expect(new URL(req.url).pathname).toBe("/v3/users/me/");
        return Response.json({ resource_response: { data: viewer } });
      },
    },
  });
  return { args: { request: new Request(url), context }, calls: () => calls };
}

async function redirectOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("Location") ?? "";
    throw thrown;
  }
  throw new Error("expected a redirect");
}

describe("requireUser", () => {
  test("a logged-in viewer passes", async () => {
    expect((await requireUser(argsFor(user(false)).args)).user.id).toBe("u1");
  });
  test("anyone else goes to /login and comes back to this page", async () => {
    expect(await redirectOf(requireUser(argsFor(LOGGED_OUT).args))).toBe("/login?next=%2Fsettings%3Ftab%3D2");
  });
});

describe("requireAnonymous", () => {
  test("a visitor passes", async () => {
    expect(await requireAnonymous(argsFor(LOGGED_OUT).args)).toEqual(LOGGED_OUT);
  });
  test("a logged-in viewer goes on to a safe next, or home", async () => {
    expect(await redirectOf(requireAnonymous(argsFor(user(false), "https://pins.example/login?next=%2Fpin%2F1").args))).toBe("/pin/1");
    expect(await redirectOf(requireAnonymous(argsFor(user(false), "https://pins.example/login?next=https://evil.example").args))).toBe("/");
  });
});

describe("requirePartner", () => {
  test("a partner passes", async () => {
    expect((await requirePartner(argsFor(user(true)).args)).user.is_partner).toBe(true);
  });
  test("a personal account is offered the business conversion first (business.md §2)", async () => {
    expect(await redirectOf(requirePartner(argsFor(user(false), "https://pins.example/ads/create/").args))).toBe(
      "/business/convert?next=%2Fads%2Fcreate%2F",
    );
  });
  test("a visitor logs in first", async () => {
    expect(await redirectOf(requirePartner(argsFor(LOGGED_OUT, "https://pins.example/ads/create/").args))).toBe(
      "/login?next=%2Fads%2Fcreate%2F",
    );
  });
});

test("the viewer is fetched once per request", async () => {
  const { args, calls } = argsFor(user(true));
  await Promise.all([requireUser(args), requirePartner(args), viewerFor(args.request, args.context)]);
  expect(calls()).toBe(1);
});
