/**
 * The bulk editor against the built Worker (docs/decisions/055): the template (its columns, money,
 * quoting and the formula guard), an upload's rows checked with campaign control's rules and named
 * by line and column, a dry run, the apply (one batch: one bad row or a campaign changed meanwhile
 * and nothing changes), a retried upload, the limits, who may upload and who may only read, and
 * the upload history. Days come from the `x-promoted-clock` header.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Campaign } from "~common/business/schemas";
import type { BulkIds, BulkResult, BulkUploadPage } from "~common/business/bulk-editor";
import type { HistoryPage } from "~common/business/campaign-control";
import { parseCsv, toCsv } from "~common/platform/csv";
import { ApiClient, expectApiError, expectOk } from "../../../support/api-client";
import {
  createBusiness,
  promotablePin,
  quickPromoteBody,
  quickPromotePath,
  readyToPromote,
  type BusinessAccount,
} from "../../../support/business-fixtures";
import { startWorker, type RunningWorker } from "../../../support/worker-harness";

const DAY = 86_400_000;
let worker: RunningWorker;
let noon: number;
const clock = () => ({ "x-promoted-clock": String(noon) });

beforeAll(async () => {
  worker = await startWorker({ DEV_TOOLS: "true" });
  const start = new Date(Date.now() + DAY);
  noon = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), 12);
}, 120_000);
afterAll(() => worker?.close());

async function readyBusiness(first: string) {
  const biz = await createBusiness(worker, { first });
  await readyToPromote(biz.client, biz.advertiser.id);
  return biz;
}
async function campaignOf(biz: BusinessAccount, title = "Walnut side table", over: Parameters<typeof quickPromoteBody>[2] = {}) {
  const pin = await promotablePin(biz.client, { title });
  return expectOk(
    await biz.client.post<Campaign>(
      quickPromotePath(biz.advertiser.id, pin.id),
      quickPromoteBody(biz.advertiser.id, pin.id, { campaign_name: title.slice(0, 60), ...over }),
      {
        headers: clock(),
      },
    ),
  );
}
const base = (biz: BusinessAccount) => `/ads/v4/advertisers/${biz.advertiser.id}`;
/** The template as bytes decoded without dropping the BOM (Response.text() drops it). */
async function template(client: ApiClient, advertiserId: string, query = "") {
  const res = await worker.fetch(`/ads/v4/advertisers/${advertiserId}/bulk/template/${query}`, {
    headers: { cookie: client.jar.header() ?? "", ...clock() },
  });
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { res, text };
}
async function sheetOf(biz: BusinessAccount) {
  const { text } = await template(biz.client, biz.advertiser.id);
  const parsed = parseCsv(text, { maxRows: 5001 });
  if (!parsed.ok) throw new Error("template does not parse");
  return parsed.rows;
}
const upload = (client: ApiClient, advertiserId: string, csv: string, opts: { dryRun?: boolean; key?: string; name?: string } = {}) =>
  client.post<BulkResult>(
    `/ads/v4/advertisers/${advertiserId}/bulk/?dry_run=${opts.dryRun ? "true" : "false"}&file_name=${encodeURIComponent(opts.name ?? "sheet.csv")}`,
    csv,
    { headers: { "content-type": "text/csv", ...clock(), ...(opts.key && { "idempotency-key": opts.key }) } },
  );
/** The sheet with `edit(row)` applied to rows of `entity` (header kept). */
function edited(rows: string[][], edit: (cells: Record<string, string>) => void) {
  const header = rows[0]!;
  return toCsv([
    header,
    ...rows.slice(1).map((r) => {
      const cells = Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""]));
      edit(cells);
      return header.map((h) => cells[h] ?? "");
    }),
  ]);
}
const getCampaign = async (biz: BusinessAccount, c: Campaign) =>
  expectOk(await biz.client.get<Campaign>(`${base(biz)}/campaigns/${c.id}/`));

describe("the template", () => {
  test("one row per campaign, ad group and ad; money in the account's currency; CSV quoting and the formula guard; UTF-8 with BOM", async () => {
    const biz = await readyBusiness("tpl");
    const c = await campaignOf(biz, '=HYPERLINK("x"), "quoted"');
    const { res, text } = await template(biz.client, biz.advertiser.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="bulk-sheet-/);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain("\r\n");
    const rows = await sheetOf(biz);
    expect(rows[0]).toEqual([
      "Action",
      "Entity type",
      "Campaign ID",
      "Campaign name",
      "Campaign status",
      "Currency",
      "Daily budget",
      "End date",
      "Ad group ID",
      "Ad group name",
      "Ad group status",
      "Ad ID",
      "Pin ID",
      "Pin title",
      "Ad status",
    ]);
    expect(rows.slice(1).map((r) => r[1])).toEqual(["CAMPAIGN", "AD_GROUP", "AD"]);
    // The name starts with "=" too: guarded (an upload reads it back without the ').
    expect(rows[1]!.slice(2, 8)).toEqual([c.id, `'${c.name}`, "ACTIVE", "USD", "3.00", c.inclusive_end_date ?? ""]);
    // The Pin title starts with "=": written with ' first, and its quotes doubled inside a quoted cell.
    expect(rows[3]![13]).toBe(`'=HYPERLINK("x"), "quoted"`);
    expect(text).toContain(`"'=HYPERLINK(""x""), ""quoted"""`);
    // Only the chosen campaigns.
    const other = await campaignOf(biz, "Oak shelf");
    const only = parseCsv((await template(biz.client, biz.advertiser.id, `?campaign_id=${other.id}`)).text, { maxRows: 10 });
    expect(only.ok && only.rows.filter((r) => r[1] === "CAMPAIGN").map((r) => r[2])).toEqual([other.id]);
  });
});

describe("rows checked with campaign control's rules", () => {
  test("invalid rows are listed by line and column; nothing changes; unchanged rows are skipped; the refusal is in the upload history", async () => {
    const biz = await readyBusiness("inv");
    const a = await campaignOf(biz, "Chair one");
    const b = await campaignOf(biz, "Chair two");
    const rows = await sheetOf(biz);
    const csv = edited(rows, (r) => {
      if (r["Entity type"] !== "CAMPAIGN") return;
      if (r["Campaign ID"] === a.id) r["Daily budget"] = "lots";
      if (r["Campaign ID"] === b.id) {
        r["Campaign name"] = "x".repeat(70);
        r["End date"] = "2020-01-01";
      }
    });
    const answer = await upload(biz.client, biz.advertiser.id, csv, { name: "bad.csv" });
    expectApiError(answer, "BULK_ROWS_INVALID");
    const errors = answer.error!.data!.errors as { line: number; column: string; message: string }[];
    const lineOf = (id: string) => rows.findIndex((r) => r[1] === "CAMPAIGN" && r[2] === id) + 1;
    expect(errors).toEqual(
      [
        { line: lineOf(b.id), column: "Campaign name", message: "Give your campaign a name under 64 characters." },
        { line: lineOf(a.id), column: "Daily budget", message: expect.stringContaining("30.00") },
      ].sort((x, y) => x.line - y.line),
    );
    expect((await getCampaign(biz, b)).name).toBe(b.name);
    // The unchanged sheet is no change: every row skipped.
    const same = expectOk(await upload(biz.client, biz.advertiser.id, toCsv(rows), { dryRun: true }));
    expect([same.changed, same.skipped, same.rows]).toEqual([0, 6, 6]);
    const history = expectOk(await biz.client.get<BulkUploadPage>(`${base(biz)}/bulk/`));
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({ file_name: "bad.csv", state: "FAILED", changed: 0, rows: 6, actor: { id: biz.user.id } });
    expect(history.items[0]!.errors[0]).toMatchObject({ column: "Campaign name" });
  });

  test("unknown ids, entity types, statuses and duplicate rows name their column", async () => {
    const biz = await readyBusiness("unk");
    const c = await campaignOf(biz);
    const c2 = await campaignOf(biz, "Second");
    const header = (await sheetOf(biz))[0]!;
    const row = (cells: Record<string, string>) => header.map((h) => cells[h] ?? "");
    const csv = toCsv([
      header,
      row({ "Entity type": "CAMPAIGN", "Campaign ID": "999999", "Campaign status": "PAUSED" }),
      row({ "Entity type": "THING", "Campaign ID": c.id }),
      row({ "Entity type": "CAMPAIGN", "Campaign ID": c2.id, "Campaign status": "SLEEPING" }),
      row({ "Entity type": "AD", "Ad ID": c.ad.id, "Ad status": "PAUSED" }),
      row({ "Entity type": "AD", "Ad ID": c.ad.id, "Ad status": "ACTIVE" }),
      row({ Action: "DELETE", "Entity type": "CAMPAIGN", "Campaign ID": c.id }),
      row({ "Entity type": "CAMPAIGN", "Campaign ID": c.id, Currency: "EUR", "Daily budget": "9.00" }),
    ]);
    const answer = await upload(biz.client, biz.advertiser.id, csv);
    expectApiError(answer, "BULK_ROWS_INVALID");
    const errors = answer.error!.data!.errors as { line: number; column: string }[];
    expect(errors.map((e) => `${e.line} ${e.column}`)).toEqual([
      "2 Campaign ID",
      "3 Entity type",
      "4 Campaign status",
      "6 Ad ID",
      "7 Action",
      "8 Currency",
    ]);
  });

  test("a budget below today's spend is refused with what was spent; an archived or ended campaign refuses its changes", async () => {
    const biz = await readyBusiness("bsp");
    const spent = await campaignOf(biz, "Spender");
    const archived = await campaignOf(biz, "Archived one");
    const ended = await campaignOf(biz, "Ended one");
    expectOk(
      await new ApiClient(worker).post(
        "/v3/dev/promoted/traffic/",
        { campaign_id: spent.id, viewers: 300, click_rate: 0.5 },
        { headers: clock() },
      ),
    );
    expectOk(await biz.client.patch(`${base(biz)}/campaigns/${archived.id}/`, { status: "ARCHIVED" }, { headers: clock() }));
    expectOk(await biz.client.patch(`${base(biz)}/campaigns/${ended.id}/`, { status: "ENDED" }, { headers: clock() }));
    const rows = await sheetOf(biz);
    const csv = edited(rows, (r) => {
      if (r["Entity type"] === "CAMPAIGN" && r["Campaign ID"] === spent.id) r["Daily budget"] = "2.50";
      if (r["Entity type"] === "CAMPAIGN" && r["Campaign ID"] === archived.id) r["Campaign name"] = "Back again";
      if (r["Entity type"] === "AD" && r["Campaign ID"] === ended.id) r["Ad status"] = "PAUSED";
    });
    const answer = await upload(biz.client, biz.advertiser.id, csv);
    expectApiError(answer, "BULK_ROWS_INVALID");
    const messages = (answer.error!.data!.errors as { column: string; message: string }[]).map((e) => `${e.column}: ${e.message}`);
    expect(messages).toContain(
      "Daily budget: The daily budget can't be less than what the campaign has spent today. It has spent 3.00 USD today.",
    );
    expect(messages).toContain("Campaign name: This campaign is archived. Archived campaigns can't be changed.");
    expect(messages).toContain("Ad status: This campaign has ended. Duplicate it to run it again.");
  });
});

describe("apply: all at once or nothing", () => {
  test("a dry run answers the changes and changes nothing; the apply changes three campaigns in one go, each field in the history", async () => {
    const biz = await readyBusiness("app");
    const cs = [await campaignOf(biz, "Lamp one"), await campaignOf(biz, "Lamp two"), await campaignOf(biz, "Lamp three")];
    const rows = await sheetOf(biz);
    const csv = edited(rows, (r) => {
      const i = cs.findIndex((c) => c.id === r["Campaign ID"]);
      if (r["Entity type"] !== "CAMPAIGN" || i < 0) return;
      r["Daily budget"] = `${5 + i}.00`;
      r["Campaign name"] = `Lamps ${i + 1}`;
    });
    const preview = expectOk(await upload(biz.client, biz.advertiser.id, csv, { dryRun: true }));
    expect([preview.state, preview.changed, preview.upload_id, preview.changes.length]).toEqual(["PREVIEW", 3, null, 6]);
    expect(preview.changes.find((ch) => ch.entity_id === cs[1]!.id && ch.field === "budget_in_micro_currency")).toMatchObject({
      entity_type: "CAMPAIGN",
      entity_name: "Lamp two",
      from: "3000000",
      to: "6000000",
    });
    expect((await getCampaign(biz, cs[0]!)).name).toBe("Lamp one");
    const applied = expectOk(await upload(biz.client, biz.advertiser.id, csv, { name: "lamps.csv" }));
    expect([applied.state, applied.changed]).toEqual(["APPLIED", 3]);
    for (const [i, c] of cs.entries()) {
      const now = await getCampaign(biz, c);
      expect([now.name, now.budget_in_micro_currency]).toEqual([`Lamps ${i + 1}`, (5 + i) * 1_000_000]);
    }
    const history = expectOk(await biz.client.get<HistoryPage>(`${base(biz)}/history/?entity_type=CAMPAIGN`));
    const bulkEntries = history.items.filter((e) => e.field === "name" || e.field === "budget_in_micro_currency");
    expect(bulkEntries).toHaveLength(6);
    // Each names the upload that made it (the history's "bulk upload" marker).
    expect(new Set(bulkEntries.map((e) => e.bulk_upload_id))).toEqual(new Set([applied.upload_id]));
    expect(history.items.find((e) => e.field === "created")!.bulk_upload_id).toBeNull();
    const uploads = expectOk(await biz.client.get<BulkUploadPage>(`${base(biz)}/bulk/`));
    expect(uploads.items[0]).toMatchObject({ id: applied.upload_id, file_name: "lamps.csv", state: "APPLIED", changed: 3, rows: 9 });
    // Ad groups and ads too.
    const again = edited(await sheetOf(biz), (r) => {
      if (r["Entity type"] === "AD_GROUP" && r["Campaign ID"] === cs[0]!.id) r["Ad group name"] = "Readers";
      if (r["Entity type"] === "AD" && r["Campaign ID"] === cs[1]!.id) r["Ad status"] = "PAUSED";
    });
    expect(expectOk(await upload(biz.client, biz.advertiser.id, again)).changed).toBe(2);
    const ad = expectOk(await biz.client.get<Campaign>(`${base(biz)}/campaigns/${cs[1]!.id}/`)).ad;
    expect(ad.status).toBe("PAUSED");
  });

  test("one bad row among good ones: nothing is applied", async () => {
    const biz = await readyBusiness("atm");
    const good = await campaignOf(biz, "Good");
    const bad = await campaignOf(biz, "Bad");
    const csv = edited(await sheetOf(biz), (r) => {
      if (r["Entity type"] !== "CAMPAIGN") return;
      if (r["Campaign ID"] === good.id) r["Campaign name"] = "Good, renamed";
      if (r["Campaign ID"] === bad.id) r["Daily budget"] = "0.10";
    });
    expectApiError(await upload(biz.client, biz.advertiser.id, csv), "BULK_ROWS_INVALID");
    expect((await getCampaign(biz, good)).name).toBe("Good");
  });

  test("a campaign changed between the checks and the batch fails the whole upload with 409, nothing applied", async () => {
    const biz = await readyBusiness("cnc");
    const cs = [await campaignOf(biz, "Rug one"), await campaignOf(biz, "Rug two")];
    const rows = await sheetOf(biz);
    const csv = edited(rows, (r) => {
      if (r["Entity type"] === "CAMPAIGN") r["Daily budget"] = "8.00";
    });
    // Many uploads and single changes at once: each upload applies whole or answers CAMPAIGN_CHANGED_MEANWHILE.
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => upload(biz.client, biz.advertiser.id, csv)),
      ...Array.from({ length: 4 }, (_, i) =>
        biz.client.patch(`${base(biz)}/campaigns/${cs[1]!.id}/`, { name: `Rug two (${i})` }, { headers: clock() }),
      ),
    ]);
    const uploads = answers.slice(0, 4);
    for (const a of uploads) if (a.status !== 200) expectApiError(a, "CAMPAIGN_CHANGED_MEANWHILE");
    const history = expectOk(await biz.client.get<HistoryPage>(`${base(biz)}/history/?entity_type=CAMPAIGN`)).items;
    const budgets = history.filter((e) => e.field === "budget_in_micro_currency");
    // Whole or nothing: an applied upload changed both campaigns' budgets; a refused one neither.
    expect(budgets.length % 2).toBe(0);
    expect(budgets.length).toBe(uploads.filter((a) => a.status === 200 && (a.data as BulkResult).changed === 2).length * 2);
  });

  test("an upload retried with its Idempotency-Key applies once", async () => {
    const biz = await readyBusiness("idm");
    const c = await campaignOf(biz);
    const csv = edited(await sheetOf(biz), (r) => {
      if (r["Entity type"] === "CAMPAIGN") r["Campaign status"] = "PAUSED";
    });
    const key = crypto.randomUUID();
    const first = expectOk(await upload(biz.client, biz.advertiser.id, csv, { key }));
    const again = await upload(biz.client, biz.advertiser.id, csv, { key });
    expect(again.res.headers.get("Idempotent-Replayed")).toBe("true");
    expect(expectOk(again)).toEqual(first);
    expect((await getCampaign(biz, c)).status).toBe("PAUSED");
    expect(expectOk(await biz.client.get<BulkUploadPage>(`${base(biz)}/bulk/`)).items).toHaveLength(1);
  });
});

describe("limits", () => {
  test("over 1 MB is 413 and over 5,000 rows is 400 before any row is read; a broken CSV or header names its line", async () => {
    const biz = await readyBusiness("lim");
    const big = await upload(biz.client, biz.advertiser.id, "x".repeat(1024 * 1024 + 70 * 1024));
    expect(big.status).toBe(413);
    expectApiError(big, "PAYLOAD_TOO_LARGE");
    const header = "Action,Entity type,Campaign ID\r\n";
    expectApiError(await upload(biz.client, biz.advertiser.id, header + "EDIT,CAMPAIGN,1\r\n".repeat(5001)), "BULK_TOO_MANY_ROWS");
    const quote = await upload(biz.client, biz.advertiser.id, header + 'EDIT,"CAMPAIGN,1\r\n');
    expectApiError(quote, "BULK_FILE_INVALID");
    expect(quote.error!.message_detail).toBe("Line 2 has a quote that is never closed.");
    expectApiError(await upload(biz.client, biz.advertiser.id, "Name,Budget\r\nx,1\r\n"), "BULK_FILE_INVALID");
    expectApiError(await upload(biz.client, biz.advertiser.id, header), "BULK_FILE_INVALID");
    const latin1 = await biz.client.post(`${base(biz)}/bulk/`, "Action\r\n\xff", { headers: { "content-type": "application/json" } });
    expectApiError(latin1, "UNSUPPORTED_MEDIA_TYPE");
  });

  test("a multipart upload takes the file and its name", async () => {
    const biz = await readyBusiness("mul");
    await campaignOf(biz);
    const rows = await sheetOf(biz);
    const form = new FormData();
    form.set("file", new File([toCsv(rows)], "from-form.csv", { type: "text/csv" }));
    const req = new Request("http://x/", { method: "POST", body: form });
    const body = await req.text();
    const answer = await biz.client.post<BulkResult>(`${base(biz)}/bulk/?dry_run=true`, body, {
      headers: { "content-type": req.headers.get("content-type")!, ...clock() },
    });
    expect(expectOk(answer).skipped).toBe(3);
    // The console sends it as text/plain.
    const plain = await biz.client.post<BulkResult>(`${base(biz)}/bulk/?dry_run=true`, toCsv(rows), {
      headers: { "content-type": "text/plain", ...clock() },
    });
    expect(expectOk(plain).skipped).toBe(3);
  });
});

describe("who may upload", () => {
  test("an owner, admin and campaign manager upload; an analyst downloads but may not upload; a stranger and a visitor reach nothing", async () => {
    const owner = await readyBusiness("own");
    const c = await campaignOf(owner);
    const people = Object.fromEntries(
      await Promise.all(
        ["ADMIN", "CAMPAIGN_MANAGER", "ANALYST"].map(
          async (role) => [role, await createBusiness(worker, { first: role.slice(0, 3).toLowerCase() })] as const,
        ),
      ),
    );
    for (const [role, who] of Object.entries(people))
      expectOk(await owner.client.put("/vx/business_access/members/", { username: who.user.username, permissions: [role] }));
    const stranger = await createBusiness(worker, { first: "str" });
    const rows = await sheetOf(owner);
    const rename = (name: string) =>
      edited(rows, (r) => {
        if (r["Entity type"] === "CAMPAIGN") r["Campaign name"] = name;
      });
    expectOk(await upload(owner.client, owner.advertiser.id, rename("By owner")));
    expectOk(await upload(people.ADMIN!.client, owner.advertiser.id, rename("By admin")));
    expectOk(await upload(people.CAMPAIGN_MANAGER!.client, owner.advertiser.id, rename("By manager")));
    const analyst = people.ANALYST!;
    expectApiError(await upload(analyst.client, owner.advertiser.id, rename("By analyst")), "ADVERTISER_ACCESS_DENIED");
    expect((await template(analyst.client, owner.advertiser.id)).res.status).toBe(200);
    expectOk(await analyst.client.get(`/ads/v4/advertisers/${owner.advertiser.id}/bulk/`));
    expectApiError(await upload(stranger.client, owner.advertiser.id, rename("By stranger")), "ADVERTISER_ACCESS_DENIED");
    expect((await template(stranger.client, owner.advertiser.id)).res.status).toBe(403);
    expectApiError(await stranger.client.get(`/ads/v4/advertisers/${owner.advertiser.id}/bulk/ids/`), "ADVERTISER_ACCESS_DENIED");
    expectApiError(await upload(new ApiClient(worker), owner.advertiser.id, rename("By visitor")), "AUTH_REQUIRED");
    expect((await getCampaign(owner, c)).name).toBe("By manager");
  });
});

describe("the id library", () => {
  test("lists the account's ids with names, searchable", async () => {
    const biz = await readyBusiness("ids");
    const c = await campaignOf(biz, "Velvet cushion");
    const all = expectOk(await biz.client.get<BulkIds>(`${base(biz)}/bulk/ids/`));
    expect(all.items.map((i) => [i.entity_type, i.id])).toEqual([
      ["CAMPAIGN", c.id],
      ["AD_GROUP", c.ad_group.id],
      ["AD", c.ad.id],
    ]);
    expect(all.items[2]).toMatchObject({ name: "Velvet cushion", campaign_name: c.name });
    const none = expectOk(await biz.client.get<BulkIds>(`${base(biz)}/bulk/ids/?q=nothing-like-it`));
    expect(none.items).toEqual([]);
  });
});
