/**
 * Local tool of promoted Pins (docs/local-development.md "Promoted Pins' traffic"): simulates days
 * of a campaign's traffic from many viewers against a running local server (`npm start` or
 * `npm run preview` with DEV_TOOLS "true"), through its developer route POST
 * /v3/dev/promoted/traffic/ (worker/dev/promoted-traffic-routes.ts), and prints what each day
 * counted. The numbers then show on the campaign's insights page once its counter has written
 * them (about a second).
 *
 *   npm run ads -- simulate                                   today, 300 viewers, the newest ACTIVE campaign
 *   npm run ads -- simulate --days 14 --viewers 400 --click-rate 0.03 --campaign 1
 *   npm run ads -- simulate --base-url http://127.0.0.1:8787  another server (default http://127.0.0.1:$PORT, PORT 5173)
 */
import { parseArgs } from "node:util";
import type { PromotedTrafficResult } from "~common/business/promoted-pins";

const USAGE = `usage: npm run ads -- simulate [--days 1-30] [--viewers 1-2000] [--click-rate 0-1] [--campaign ID] [--base-url URL]`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    days: { type: "string", default: "1" },
    viewers: { type: "string", default: "300" },
    "click-rate": { type: "string", default: "0.02" },
    campaign: { type: "string" },
    "base-url": { type: "string", default: `http://127.0.0.1:${process.env.PORT ?? "5173"}` },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (values.help || positionals[0] !== "simulate") {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

const body = {
  days: Number(values.days),
  viewers: Number(values.viewers),
  click_rate: Number(values["click-rate"]),
  ...(values.campaign !== undefined && { campaign_id: values.campaign }),
};
const url = new URL("/v3/dev/promoted/traffic/", values["base-url"]);
let res: Response;
try {
  res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
} catch (err) {
  console.error(`Nothing answers at ${url.origin} (${(err as Error).message}): start the local server first (npm start).`);
  process.exit(1);
}
const json = (await res.json().catch(() => null)) as {
  resource_response?: { data?: PromotedTrafficResult; error?: { message?: string; message_detail?: string } };
} | null;
const data = json?.resource_response?.data;
if (!res.ok || !data) {
  const error = json?.resource_response?.error;
  console.error(`${url} answered ${res.status}: ${error?.message_detail ?? error?.message ?? "no details"}`);
  if (res.status === 404 && !error?.message_detail?.includes("campaign"))
    console.error('The developer routes are off: run the server with DEV_TOOLS "true" (npm start has it).');
  process.exit(1);
}

const money = (micro: number) => `${(micro / 1_000_000).toFixed(2)} ${data.currency}`;
console.log(`Campaign ${data.campaign_id}: daily budget ${money(data.budget_micro)}; ${body.viewers} new viewers a day`);
console.table(
  data.days.map((d) => ({
    day: d.day,
    "impressions counted": d.impressions.counted,
    duplicates: d.impressions.duplicates + d.clicks.duplicates,
    "clicks counted": d.clicks.counted,
    "skipped (budget, dates)": d.impressions.skipped + d.clicks.skipped,
    "day's impressions": d.totals.impressions,
    "day's clicks": d.totals.clicks,
    "day's spend": money(d.totals.spend_micro),
  })),
);
console.log(`The counter writes these totals to D1 in about ${data.flush_ms} ms; see them on the campaign's insights page.`);
