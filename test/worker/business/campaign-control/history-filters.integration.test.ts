/**
 * The history's filters against the built Worker (issue 36 item 4): by who made the change and by
 * a date window (UTC days, bounded: a day that does not exist, an end before the start or more
 * than 366 days is HISTORY_DATES_INVALID, before any read), with the people for the "who" filter.
 * Changes are dated by the `x-promoted-clock` header.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Campaign } from "~common/business/schemas";
import type { HistoryPage } from "~common/business/campaign-control";
import { expectApiError, expectOk } from "../../../support/api-client";
import { createBusiness, promotablePin, quickPromoteBody, quickPromotePath, readyToPromote } from "../../../support/business-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const DAY = 86_400_000;
let worker: RunningWorker;
let noon: number;
const at = (ms: number) => ({ headers: { "x-promoted-clock": String(ms) } });
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  const start = new Date(Date.now() + DAY);
  noon = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), 12);
}, 120_000);
afterAll(() => worker?.close());

describe("who and when", () => {
  test("by the person who changed it, by a window of days; the page of people; bad windows refused", async () => {
    const owner = await createBusiness(worker, { first: "hfo" });
    await readyToPromote(owner.client, owner.advertiser.id);
    const manager = await createBusiness(worker, { first: "hfm" });
    expectOk(
      await owner.client.put("/vx/business_access/members/", { username: manager.user.username, permissions: ["CAMPAIGN_MANAGER"] }),
    );
    const pin = await promotablePin(owner.client, { title: "Oak stool" });
    const c = expectOk(
      await owner.client.post<Campaign>(
        quickPromotePath(owner.advertiser.id, pin.id),
        quickPromoteBody(owner.advertiser.id, pin.id, { is_ongoing: true }),
      ),
    );
    const path = `/ads/v4/advertisers/${owner.advertiser.id}/campaigns/${c.id}/`;
    expectOk(await owner.client.patch(path, { status: "PAUSED" }, at(noon)));
    expectOk(await manager.client.patch(path, { status: "ACTIVE" }, at(noon + 2 * DAY)));
    expectOk(await manager.client.patch(path, { name: "Oak stools" }, at(noon + 5 * DAY)));
    const history = async (query: string) =>
      expectOk(await owner.client.get<HistoryPage>(`/ads/v4/advertisers/${owner.advertiser.id}/history/?${query}`));

    const byManager = await history(`actor_id=${manager.user.id}`);
    expect(byManager.items.map((e) => e.field)).toEqual(["name", "status"]);
    expect(byManager.items.every((e) => e.actor?.id === manager.user.id)).toBe(true);
    expect((await history(`actor_id=${owner.user.id}`)).items.map((e) => e.to)).toEqual(["PAUSED", c.name]);
    expect(byManager.actors?.map((a) => a.id).sort()).toEqual([owner.user.id, manager.user.id].sort());

    // One day, inclusive at both ends; an open end.
    expect((await history(`start_date=${dayOf(noon + 2 * DAY)}&end_date=${dayOf(noon + 2 * DAY)}`)).items.map((e) => e.to)).toEqual([
      "ACTIVE",
    ]);
    expect((await history(`start_date=${dayOf(noon + 2 * DAY)}`)).items.map((e) => e.field)).toEqual(["name", "status"]);
    expect((await history(`end_date=${dayOf(noon + DAY)}&actor_id=${owner.user.id}`)).items.map((e) => e.to)).toEqual(["PAUSED", c.name]);
    expect((await history(`start_date=${dayOf(noon + 2 * DAY)}&actor_id=${owner.user.id}`)).items).toEqual([]);

    const refused = (query: string) => owner.client.get(`/ads/v4/advertisers/${owner.advertiser.id}/history/?${query}`);
    expectApiError(await refused("start_date=2026-02-30"), "HISTORY_DATES_INVALID");
    expectApiError(await refused("start_date=2026-11-30&end_date=2026-11-01"), "HISTORY_DATES_INVALID");
    expectApiError(await refused("start_date=2025-01-01&end_date=2026-01-02"), "HISTORY_DATES_INVALID");
    expectOk(await refused("start_date=2025-01-01&end_date=2026-01-01")); // 366 days
    expectApiError(await refused("start_date=yesterday"), "BAD_REQUEST");
    expectApiError(await refused("actor_id=someone"), "BAD_REQUEST");
  });
});
