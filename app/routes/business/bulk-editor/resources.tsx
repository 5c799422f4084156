/**
 * Why: the bulk editor's help page (business.md §2 /bulk_editor/resources/): the sheet's columns,
 * the values each takes, the rules and limits the upload checks, and an example — written from
 * the same constants the Worker checks with, so the help cannot drift from the rules.
 */
import { toCsv } from "~common/platform/csv";

const COLUMN_HELP: Record<string, string> = {
  Action: "EDIT, or blank (the same). Rows only edit here: create campaigns in Ads Manager.",
  "Entity type": "CAMPAIGN, AD_GROUP or AD: what the row is.",
  "Campaign ID": "The campaign's id (from the template or the id library). On an ad group's or ad's row, its campaign.",
  "Campaign name": "Under 64 characters. Blank: unchanged.",
  "Campaign status": "ACTIVE, PAUSED, ENDED (stops it for good) or ARCHIVED (final). Blank: unchanged.",
  Currency: "The ad account's currency, as the template writes it. The budget is in it.",
  "Daily budget": "Money, like 30.00: from your country's minimum, and never below what the campaign spent today. Blank: unchanged.",
  "End date": "The last day it runs, YYYY-MM-DD, from today on. Blank: no end date (it runs until paused or ended).",
  "Ad group ID": "The ad group's id, on its row and its ads' rows.",
  "Ad group name": "Under 64 characters. Blank: unchanged.",
  "Ad group status": "ACTIVE or PAUSED. Blank: unchanged.",
  "Ad ID": "The ad's id (an ad is a promoted Pin).",
  "Pin ID": "The promoted Pin; read only.",
  "Pin title": "The Pin's title; read only.",
  "Ad status": "ACTIVE or PAUSED. Blank: unchanged.",
};

const EXAMPLE = toCsv([
  ["Action", "Entity type", "Campaign ID", "Campaign name", "Campaign status", "Currency", "Daily budget", "End date"],
  ["EDIT", "CAMPAIGN", "12", "Autumn chairs", "ACTIVE", "USD", "30.00", ""],
  ["EDIT", "CAMPAIGN", "14", "Winter lamps", "PAUSED", "USD", "12.50", "2026-12-31"],
]).replace(/^\uFEFF/, "");

/**
 * @example
 * <BulkResources columns={BULK_COLUMNS} maxRows={5000} maxChanged={100} />
 */
export function BulkResources({ columns, maxRows, maxChanged }: { columns: readonly string[]; maxRows: number; maxChanged: number }) {
  const n = (v: number) => new Intl.NumberFormat("en").format(v);
  return (
    <div className="bulk__help">
      <section className="bulk__section" aria-labelledby="bulk-how">
        <h2 id="bulk-how" className="bulk__subtitle">
          How it works
        </h2>
        <ol>
          <li>Download the template: every campaign, ad group and ad of this ad account, one row each.</li>
          <li>Change the cells you want in a spreadsheet and save it as CSV (UTF-8).</li>
          <li>Upload it and check the preview: every change it makes, or every problem by its line and column.</li>
          <li>Apply it. All of its changes are made at once, or none of them; each is in the account history.</li>
        </ol>
      </section>
      <section className="bulk__section" aria-labelledby="bulk-columns">
        <h2 id="bulk-columns" className="bulk__subtitle">
          Columns
        </h2>
        <dl className="bulk__columns">
          {columns.map((c) => (
            <div key={c} className="bulk__column">
              <dt>{c}</dt>
              <dd>{COLUMN_HELP[c] ?? ""}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="bulk__section" aria-labelledby="bulk-rules">
        <h2 id="bulk-rules" className="bulk__subtitle">
          Rules and limits
        </h2>
        <ul>
          <li>
            A sheet has at most {n(maxRows)} rows and 1 MB; one upload changes at most {n(maxChanged)} campaigns, ad groups and ads.
          </li>
          <li>Rows that change nothing are skipped. Columns you delete are left as they are; other columns are ignored.</li>
          <li>
            The rules are the same as changing a campaign by hand: an ended campaign can only be renamed or archived, an archived one not at
            all.
          </li>
          <li>If any row has a problem, nothing is changed: fix the rows listed and upload the sheet again.</li>
          <li>If a campaign in the sheet was changed somewhere else in the meantime, nothing is changed: download a new template.</li>
          <li>
            Cells that start with = + - or @ are written with a ' first, so spreadsheets don't run them as formulas; the upload reads them
            without it.
          </li>
          <li>Analysts can download sheets; owners, admins and campaign managers upload them.</li>
        </ul>
      </section>
      <section className="bulk__section" aria-labelledby="bulk-example">
        <h2 id="bulk-example" className="bulk__subtitle">
          Example
        </h2>
        <p>Pauses campaign 14 with a new budget and end date, and renames campaign 12:</p>
        <pre className="bulk__example" tabIndex={0}>
          {EXAMPLE}
        </pre>
      </section>
    </div>
  );
}
