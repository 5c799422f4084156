/** The bulk editor's console words (docs/decisions/055), shared by its pages and tests. */
import { BULK_MAX_BYTES, BULK_MAX_CHANGED, BULK_MAX_ROWS } from "./constants";

const n = (v: number) => new Intl.NumberFormat("en").format(v);

export const BULK_EDITOR_COPY = {
  title: "Bulk editor",
  intro: "Edit many campaigns, ad groups and ads at once: download a sheet of them, change it in a spreadsheet, upload it.",
  tabs: { upload: "Upload", download: "Download template", history: "Upload history", ids: "Id library", resources: "Resources" },
  tabsLabel: "Bulk editor",
  downloadTitle: "Download a template",
  downloadIntro: `The sheet lists your campaigns, their ad groups and ads, one row each (at most ${n(BULK_MAX_ROWS)} rows).`,
  downloadSelected: (count: number) => `Only the ${count === 1 ? "campaign" : `${count} campaigns`} you chose.`,
  downloadAll: "Download template (CSV)",
  uploadTitle: "Upload a sheet",
  uploadIntro: `A CSV file of at most ${n(BULK_MAX_ROWS)} rows and ${n(BULK_MAX_BYTES / 1024 / 1024)} MB. Check it first: nothing changes until you apply it.`,
  chooseFile: "Choose a CSV file",
  noFile: "No file chosen",
  preview: "Check the sheet",
  apply: "Apply changes",
  applying: "Applying…",
  checking: "Checking…",
  previewTitle: "Changes in this sheet",
  previewSummary: (rows: number, changed: number, skipped: number) =>
    `${n(rows)} ${rows === 1 ? "row" : "rows"}: ${n(changed)} to change, ${n(skipped)} unchanged.`,
  nothingChanges: "Nothing in this sheet differs from your campaigns now.",
  applied: (changed: number) =>
    `Applied: ${n(changed)} ${changed === 1 ? "change" : "changes"}. They're in the upload history and the account history.`,
  errorsTitle: "Problems in this sheet",
  errorsMore: (more: number) => `And ${n(more)} more.`,
  pickFile: "Choose a CSV file to upload.",
  columns: { line: "Line", column: "Column", problem: "Problem", thing: "What", field: "Change", from: "From", to: "To" },
  fields: { status: "Status", name: "Name", budget_in_micro_currency: "Daily budget", inclusive_end_date: "End date" } as Record<
    string,
    string
  >,
  entities: { CAMPAIGN: "Campaign", AD_GROUP: "Ad group", AD: "Ad" } as Record<string, string>,
  noEndDate: "No end date",
  historyTitle: "Upload history",
  historyEmpty: "No uploads yet.",
  historyColumns: { when: "When", who: "Who", file: "File", rows: "Rows", changed: "Changed", state: "Result" },
  states: { APPLIED: "Applied", FAILED: "Not applied" } as Record<string, string>,
  someone: "Someone no longer here",
  olderUploads: "Older uploads",
  idsTitle: "Id library",
  idsIntro: "Ids to copy into a sheet: search by name or id.",
  idsSearch: "Search ids and names",
  idsSubmit: "Search",
  idsEmpty: "Nothing matches.",
  idsColumns: { kind: "Type", id: "Id", name: "Name", campaign: "Campaign", status: "Status" },
  idsTruncated: `Only the first ${n(BULK_MAX_ROWS)} are listed: search to narrow them.`,
  resourcesTitle: "Bulk editor help",
  readOnly: "You can download sheets; an owner, admin or campaign manager of this ad account uploads them.",
  maxChanged: BULK_MAX_CHANGED,
} as const;
