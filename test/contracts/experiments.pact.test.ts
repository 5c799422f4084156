/**
 * Consumer side of the experiments calls (auth.md §6): the /_dev/experiments page
 * (app/routes/dev/experiments.server.ts) reads the viewer's group in every registered experiment
 * and passes on the device cookie the API sets for a browser without one; its flip puts this device
 * in a group (PUT /v3/experiments/device/, developer-only: served where DEV_TOOLS is "true", so a
 * verification run leaves it out elsewhere, and described in openapi/openapi.dev.json only). Each
 * group is matched by the experiment's own groups (a provider may assign any of them); the names
 * are exact.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { expect, test } from "vitest";
import { assignDeviceExperimentRoute, experimentsRoute } from "~common/auth/contracts";
import { EXPERIMENTS } from "~common/platform/experiments";
import { clientFor, createPact, interaction } from "./interaction";

const { regex } = MatchersV3;
const pact = createPact();

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const groupOf = (groups: readonly string[], example: string) => regex(new RegExp(`^(${groups.map(escape).join("|")})$`), example);

/** A new browser gets a random device id for a year (`__Host-` and Secure over https). */
const DEVICE_SET_COOKIE = regex(
  /^(pin_device=[0-9a-f]{32}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax|__Host-pin_device=[0-9a-f]{32}; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax)$/,
  "pin_device=0123456789abcdef0123456789abcdef; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax",
);

test("GET /v3/experiments/ from a new browser: every experiment's group and a device cookie", async () => {
  const data = Object.fromEntries(Object.entries(EXPERIMENTS).map(([name, def]) => [name, groupOf(def.groups, def.defaultGroup)]));
  await interaction(pact, {
    route: experimentsRoute,
    uponReceiving: "an experiments request from a browser without a device cookie",
    response: { data, headers: { "Set-Cookie": DEVICE_SET_COOKIE } },
  }).executeTest(async (mock) => {
    const res = await clientFor(mock).call(experimentsRoute);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(Object.keys(res.data).sort()).toEqual(Object.keys(EXPERIMENTS).sort());
    expect(res.data.kr_privacy_consent).toBe("control");
    expect(res.setCookies).toEqual([expect.stringMatching(/^pin_device=[0-9a-f]{32};/)]);
  });
});

test("PUT /v3/experiments/device/ from a new browser (developer tools): the groups after the flip and a device cookie", async () => {
  const data = Object.fromEntries(
    Object.entries(EXPERIMENTS).map(([name, def]) => [name, name === "web_facebook_disabled" ? "enabled" : groupOf(def.groups, def.defaultGroup)]),
  );
  await interaction(pact, {
    route: assignDeviceExperimentRoute,
    uponReceiving: "a flip of a new browser's device into an experiment's group",
    request: { json: { experiment: "web_facebook_disabled", group: "enabled" } },
    response: { data, headers: { "Set-Cookie": DEVICE_SET_COOKIE } },
  }).executeTest(async (mock) => {
    const res = await clientFor(mock).call(assignDeviceExperimentRoute, { json: { experiment: "web_facebook_disabled", group: "enabled" } });
    expect(res.ok && res.data.web_facebook_disabled).toBe("enabled");
    expect(res.setCookies).toEqual([expect.stringMatching(/^pin_device=[0-9a-f]{32};/)]);
  });
});
