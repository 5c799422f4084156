/** The bulk sheet's pure reading and writing (common/business/bulk-editor/sheet.ts) with campaign control's rules. */
import { describe, expect, test } from "vitest";
import { budgetCell, planUpload, templateRows, type AccountSheet, type BulkPlan } from "~common/business/bulk-editor";

const sheet: AccountSheet = {
  currency: "USD",
  campaigns: [
    {
      id: "12",
      name: "Autumn chairs",
      status: "ACTIVE",
      budget_in_micro_currency: 3_000_000,
      inclusive_end_date: null,
      targeting_spec: { AGE_BUCKET: [], GENDER: [], INTEREST: [], LOCATION: ["US"] },
    },
    {
      id: "14",
      name: "Old lamps",
      status: "ARCHIVED",
      budget_in_micro_currency: 3_000_000,
      inclusive_end_date: null,
      targeting_spec: { AGE_BUCKET: [], GENDER: [], INTEREST: [], LOCATION: ["US"] },
    },
  ],
  adGroups: [{ id: "23", campaign_id: "12", name: "Readers", status: "ACTIVE" }],
  ads: [{ id: "29", campaign_id: "12", ad_group_id: "23", pin_id: "42", pin_title: "Chair", status: "ACTIVE" }],
};
const facts = { country: "US", today: "2026-12-02", spent: {} as Record<string, number> };
const plan = (rows: string[][], spent: Record<string, number> = {}) => {
  const p = planUpload(
    rows,
    rows.map((_, i) => i + 1),
    sheet,
    { ...facts, spent },
  );
  if ("header" in p) throw new Error(p.header);
  return p as BulkPlan;
};

test("budgetCell writes money with two decimals, more when it has them", () => {
  expect([budgetCell(30_000_000), budgetCell(2_500_000), budgetCell(2_500_500), budgetCell(0)]).toEqual([
    "30.00",
    "2.50",
    "2.5005",
    "0.00",
  ]);
});

test("the template is one row per campaign, ad group and ad, bounded", () => {
  const rows = templateRows(sheet, { maxRows: 5000 });
  expect(rows.map((r) => `${r[1]} ${r[2]}`)).toEqual(["Entity type Campaign ID", "CAMPAIGN 12", "AD_GROUP 12", "AD 12", "CAMPAIGN 14"]);
  expect(templateRows(sheet, { maxRows: 2 })).toHaveLength(3);
  expect(templateRows(sheet, { maxRows: 10, campaignIds: ["14"] })).toHaveLength(2);
});

describe("planUpload", () => {
  const header = templateRows(sheet, { maxRows: 10 })[0]!;
  const row = (cells: Record<string, string>) => header.map((h) => cells[h] ?? "");

  test("the template uploaded unchanged changes nothing", () => {
    const p = plan(templateRows(sheet, { maxRows: 10 }));
    expect([p.skipped, p.errors, p.changes]).toEqual([4, [], []]);
  });

  test("changes by field, from and to; blank cells unchanged, a blank end date none", () => {
    const p = plan([
      header,
      row({ "Entity type": "CAMPAIGN", "Campaign ID": "12", "Daily budget": "5.5", "End date": "2026-12-31" }),
      row({ "Entity type": "AD_GROUP", "Ad group ID": "23", "Ad group name": "Makers" }),
      row({ "Entity type": "AD", "Ad ID": "29", "Ad status": "paused" }),
    ]);
    expect(p.errors).toEqual([]);
    expect(p.changes.map((c) => [c.line, c.field, c.from, c.to])).toEqual([
      [2, "budget_in_micro_currency", "3000000", "5500000"],
      [2, "inclusive_end_date", null, "2026-12-31"],
      [3, "name", "Readers", "Makers"],
      [4, "status", "ACTIVE", "PAUSED"],
    ]);
    expect(p.campaigns).toEqual([{ id: "12", change: { budget_in_micro_currency: 5_500_000, inclusive_end_date: "2026-12-31" } }]);
  });

  test("problems by line and column with campaign control's words", () => {
    const p = plan(
      [
        header,
        row({ "Entity type": "CAMPAIGN", "Campaign ID": "12", "Daily budget": "2.00" }),
        row({ "Entity type": "CAMPAIGN", "Campaign ID": "14", "Campaign name": "Back" }),
        row({ "Entity type": "CAMPAIGN", "Campaign ID": "77" }),
        row({ "Entity type": "CAMPAIGN", "Campaign ID": "12", "Campaign status": "OFF" }),
      ],
      { "12": 2_500_000 },
    );
    expect(p.errors).toEqual([
      {
        line: 2,
        column: "Daily budget",
        message: "The daily budget can't be less than what the campaign has spent today. It has spent 2.50 USD today.",
      },
      { line: 3, column: "Campaign name", message: "This campaign is archived. Archived campaigns can't be changed." },
      { line: 4, column: "Campaign ID", message: 'There\'s nothing with the id "77" in this ad account.' },
      { line: 5, column: "Campaign ID", message: "This is also on line 2; keep one row for it." },
    ]);
  });

  test("a header without an Entity type column is refused whole", () => {
    expect(planUpload([["Name"], ["x"]], [1, 2], sheet, facts)).toHaveProperty("header");
  });
});
