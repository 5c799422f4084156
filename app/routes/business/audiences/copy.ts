/** The audiences pages' words (issue 37 item 2): the list, an audience's page and the debug page. */
import { INTEREST_NAMES } from "~common/business/targeting-names";

const count = new Intl.NumberFormat("en");
const n = (value: number) => count.format(value);
const or = (words: readonly string[]) => (words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`);
const interests = (ids: readonly string[]) => ids.map((i) => INTEREST_NAMES[i] ?? i.replaceAll("_", " ")).join(", ");

const EVENT_NAMES: Record<string, string> = {
  page_visit: "Page visit",
  add_to_cart: "Add to cart",
  checkout: "Checkout",
  lead: "Lead",
  signup: "Sign-up",
};
const eventWords = (names: readonly string[]) => names.map((e) => EVENT_NAMES[e] ?? e);
const ACTION_VERBS: Record<string, string> = { save: "saved", click: "clicked" };
const verbs = (actions: readonly string[]) => or(actions.map((a) => ACTION_VERBS[a] ?? a));
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const AUDIENCES_COPY = {
  title: "Audiences",
  debugTitle: "Audience debug",
  nav: "Audiences pages",
  tabs: { audiences: "Audiences", debug: "Audience debug" },
  intro:
    "An audience is a group of people you can target or exclude in your ad groups. Sizes are shown from 100 people up; a smaller audience reaches no one.",
  somethingWrong: "Something went wrong. Reload the page and try again.",
  busy: "Saving…",

  kinds: { visitor: "Site visitors", customer_list: "Customer list", engagement: "Engagement", actalike: "Actalike" },
  kindHints: {
    visitor: "People your conversion tag saw, by the events they sent.",
    customer_list: "People whose email is in a list you upload, matched by the email's hash.",
    engagement: "People who saved your Pins or clicked your ads.",
    actalike: "People who share the interests of an audience you have, without its own people.",
  },
  eventNames: EVENT_NAMES,
  actions: { save: "Saved your Pins", click: "Clicked your ads" },

  size: (people: number | null, floor: number) => (people === null ? `Fewer than ${n(floor)} people` : `${n(people)} people`),
  tooSmall: "Too small to run",
  madeOf: {
    visitor: (events: readonly string[], days: number) =>
      `${events.length ? or(eventWords(events)) : "Any event"} in the last ${n(days)} ${days === 1 ? "day" : "days"}`,
    engagement: (actions: readonly string[], days: number) =>
      `${capital(verbs(actions))} your Pins in the last ${n(days)} ${days === 1 ? "day" : "days"}`,
    customerList: (rows: number) => `${n(rows)} ${rows === 1 ? "email" : "emails"} uploaded`,
    actalike: (seed: string, ids: readonly string[]) => (ids.length ? `Like ${seed}: ${interests(ids)}` : `Like ${seed}`),
    seedGone: "its seed audience",
  },
  usedBy: (groups: number) => (groups === 0 ? "Not used" : `${n(groups)} ${groups === 1 ? "ad group" : "ad groups"}`),
  notRefreshed: "Not yet",

  columns: { name: "Audience", kind: "Kind", size: "Size", madeOf: "Made of", usedBy: "Used by", refreshed: "Last refreshed" },
  none: "No audiences yet. Create your first one below.",
  full: "This ad account has 50 audiences, the most it can have. Delete one before making another.",

  createTitle: "Create audience",
  kindLegend: "Kind of audience",
  nameLabel: "Name",
  nameMissing: "Give the audience a name.",
  eventsLegend: "Events",
  eventsHint: "None ticked: any event the tag sends.",
  actionsLegend: "What they did",
  actionsMissing: "Tick at least one: saved or clicked.",
  lookbackLabel: "Look back (days)",
  lookbackHint: "From 1 to 540 days.",
  lookbackInvalid: "Enter a whole number of days from 1 to 540.",
  seedLabel: "Seed audience",
  seedHint: "A site visitor, customer list or engagement audience of at least 100 people.",
  seedChoose: "Choose an audience",
  seedTooSmall: (name: string) => `${name} (too small)`,
  seedMissing: "Choose the seed audience.",
  noSeeds: "Make a site visitor, customer list or engagement audience first: an actalike starts from one.",
  create: "Create audience",
  creating: "Creating…",
  created: (name: string, skipped: number) =>
    `Audience “${name}” created.${skipped ? ` ${n(skipped)} ${skipped === 1 ? "line wasn't an email and was" : "lines weren't emails and were"} skipped.` : ""}`,

  fileLabel: "List of emails",
  fileHint:
    "A .csv or .txt file: one email a line, or a CSV with an email column. The emails are hashed on your device before they're sent.",
  fileHintPlain:
    "A .csv or .txt file: one email a line, or a CSV with an email column. The emails are hashed as they arrive and never kept.",
  chooseFile: "Choose a file",
  noFile: "No file chosen",
  hashing: "Hashing emails…",
  fileMissing: "Choose a file of emails.",
  fileTooBig: "A file can be up to 10 MB.",
  fileUnreadable: "That file couldn't be read as a list of emails. Save it as CSV or plain text and try again.",
  fileTooMany: "A customer list holds at most 100,000 emails.",
  fileEmpty: "That file has no emails in it.",
  partlyAdded: (added: number, total: number, error: string) => `${n(added)} of ${n(total)} emails were added, then: ${error}`,

  back: "All audiences",
  detailFacts: { kind: "Kind", size: "Size", madeOf: "Made of", refreshed: "Last refreshed" },
  renameTitle: "Rename",
  rename: "Save name",
  renamed: (name: string) => `Renamed to “${name}”.`,
  ruleTitle: "Rule",
  ruleHint: "Changing the rule finds the audience's people again.",
  saveRule: "Save rule",
  ruleSaved: (size: string) => `Rule saved. The audience now has ${size.charAt(0).toLowerCase()}${size.slice(1)}.`,
  addTitle: "Add emails",
  addHint: "Emails already in the list count once.",
  add: "Add emails",
  adding: "Adding…",
  added: (rows: number, skipped: number) =>
    `The list now has ${n(rows)} ${rows === 1 ? "email" : "emails"}.${skipped ? ` ${n(skipped)} ${skipped === 1 ? "line was" : "lines were"} skipped.` : ""}`,

  usageTitle: "Use in ad groups",
  usageHint: "Target: the ad group is shown only to people in its targeted audiences. Exclude: never shown to this audience's people.",
  tooSmallUsage: "Too small to run: ad groups that target it reach no one.",
  usageColumns: { adGroup: "Ad group", use: "Use" },
  adGroupName: (campaign: string, group: string) => `${campaign} – ${group}`,
  modes: { none: "Not used", include: "Target", exclude: "Exclude" },
  noAdGroups: "This ad account has no ad groups yet. Create a campaign first.",
  saveUsage: "Save",
  usageSaved: (groups: number) =>
    groups === 0
      ? "Saved: no ad group uses this audience."
      : `Saved: ${n(groups)} ${groups === 1 ? "ad group uses" : "ad groups use"} this audience.`,

  deleteTitle: "Delete audience",
  delete: "Delete",
  deleting: "Deleting…",
  cancel: "Cancel",
  deleteConfirm: (name: string) => `Delete “${name}”? Ad groups can no longer target or exclude it. This can't be undone.`,
  deleted: (name: string) => `Audience “${name}” deleted.`,

  debugIntro:
    "See why a test viewer is or isn't in each audience: yourself, or someone with access to this ad account. “In it” is what delivery uses now.",
  viewerLabel: "Test viewer",
  viewerChoose: "Choose a person",
  viewerName: (name: string, username: string) => (name ? `${name} (@${username})` : `@${username}`),
  check: "Check",
  checking: "Checking…",
  viewerMissing: "Choose a person to check.",
  debugFor: (who: string) => `Audiences for ${who}`,
  debugColumns: { audience: "Audience", member: "In it", why: "Why" },
  yes: "Yes",
  no: "No",
  noAudiences: "No audiences yet.",
  createLink: "Create an audience",
  catchingUp: "Delivery catches up at the next refresh (within the hour).",
  reasons: {
    VISITED: (event: string | undefined, at: string | null) =>
      `Sent ${(EVENT_NAMES[event ?? ""] ?? event ?? "an event").toLowerCase()}${at ? ` on ${at}` : ""}`,
    NOT_VISITED: (events: readonly string[]) =>
      `No ${events.length ? `${or(eventWords(events).map((e) => e.toLowerCase()))} ` : ""}event names them in the lookback window`,
    LIST_MATCH: () => "Their email's hash is in the uploaded list",
    LIST_NO_MATCH: () => "Their email's hash isn't in the uploaded list",
    SAVED: (title: string | undefined, at: string | null) => `Saved “${title ?? ""}”${at ? ` on ${at}` : ""}`,
    CLICKED: (campaign: string | undefined, at: string | null) => `Clicked an ad of ${campaign ?? "your campaign"}${at ? ` on ${at}` : ""}`,
    NOT_ENGAGED: (actions: readonly string[]) =>
      `Hasn't ${actions.length ? verbs(actions) : "saved or clicked"} your Pins in the lookback window`,
    SHARES_INTERESTS: (ids: readonly string[]) => `Shares ${interests(ids)} with the seed`,
    IN_SEED: () => "Is in the seed audience, which actalikes leave out",
    NO_SHARED_INTERESTS: (ids: readonly string[]) =>
      ids.length ? `Shares none of the seed's interests: ${interests(ids)}` : "Shares none of the seed's interests",
  },
} as const;
