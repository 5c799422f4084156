/** scripts/discovery/commands.ts: the admin command's arguments, checks and SQL. */
import { describe, expect, test } from "vitest";
import { domainOf, parseOptions, planCommand, UsageError } from "../../../scripts/discovery/commands";

const NOTICE = {
  id: "n1",
  style: 2,
  title: "Hi",
  description: { text: "Find help here.", textTags: [{ tagType: 5, offset: 0, length: 9, link: "https://findahelpline.com/" }] },
  actions: [],
  footer: null,
};
const files = (content: unknown) => () => JSON.stringify(content);

describe("advisory", () => {
  test("set: the phrase folded as search folds queries, every column, replacing the same phrase and country", () => {
    const plan = planCommand(
      ["advisory", "set", "  Self-Harm ", "--advisory", "self_harm", "--severity", "1", "--country", "GB", "--notices", "n.json"],
      1000,
      files([NOTICE]),
    );
    expect(plan.sql).toContain("DELETE FROM search_advisories WHERE phrase = 'self harm' AND ifnull(resource_country, '') = 'GB';");
    expect(plan.sql).toContain("VALUES ('self harm', 'self_harm', 1, 'first_party', 'GB', '', '[{\"id\":\"n1\"");
    expect(plan.sql).toContain(", 1000);");
    expect(plan.done).toBe('advisory for "self harm" in GB: self_harm, severity 1');
  });

  test("quotes in values are doubled, never ending the SQL string", () => {
    const plan = planCommand(["advisory", "set", "it's", "--advisory", "x", "--severity", "2", "--details", "a'; DROP TABLE users; --"], 0);
    expect(plan.sql).toContain("'a''; DROP TABLE users; --'");
    expect(plan.sql).toContain("phrase = 'it s'");
  });

  test.each([
    [["advisory", "set", "x", "--severity", "1"], /--advisory/],
    [["advisory", "set", "x", "--advisory", "Bad Name", "--severity", "1"], /--advisory/],
    [["advisory", "set", "x", "--advisory", "x"], /--severity/],
    [["advisory", "set", "x", "--advisory", "x", "--severity", "3"], /--severity/],
    [["advisory", "set", "!!", "--advisory", "x", "--severity", "1"], /PHRASE/],
    [["advisory", "set", "x", "--advisory", "x", "--severity", "1", "--type", "partner"], /--type/],
    [["advisory", "set", "x", "--advisory", "x", "--severity", "1", "--country", "usa"], /--country/],
    [["advisory", "set", "x", "--advisory"], /needs a value/],
    [["advisory", "nope"], /^$/],
  ])("%j is refused", (argv, message) => {
    expect(() => planCommand(argv, 0)).toThrow(UsageError);
    expect(() => planCommand(argv, 0)).toThrow(message);
  });

  test("notices are checked against the Notice contract and their tags against their text", () => {
    const base = ["advisory", "set", "x", "--advisory", "x", "--severity", "1", "--notices", "n.json"];
    expect(() => planCommand(base, 0, () => "not json")).toThrow(/not a JSON file/);
    expect(() => planCommand(base, 0, files([{ ...NOTICE, style: "big" }]))).toThrow(/0\.style/);
    expect(() =>
      planCommand(base, 0, files([{ ...NOTICE, description: { text: "short", textTags: NOTICE.description.textTags } }])),
    ).toThrow(/past the end/);
  });

  test("list and remove", () => {
    expect(planCommand(["advisory", "list"], 0)).toMatchObject({ list: true });
    expect(planCommand(["advisory", "remove", "Self harm"], 0).sql).toBe(
      "DELETE FROM search_advisories WHERE phrase = 'self harm' AND ifnull(resource_country, '') = '';",
    );
  });
});

describe("domain", () => {
  test("set: a link's host, lower-case, without www.; one of the three statuses", () => {
    const plan = planCommand(["domain", "set", "WWW.Spam.Example", "blocked", "--note", "reported"], 5);
    expect(plan.sql).toContain("VALUES ('spam.example', 'blocked', 'reported', 5)");
    expect(plan.sql).toContain("ON CONFLICT (domain) DO UPDATE");
    expect(() => planCommand(["domain", "set", "spam.example", "ok"], 0)).toThrow(/blocked, suspicious, porn/);
    expect(() => planCommand(["domain", "set", "not a domain", "porn"], 0)).toThrow(/not a domain/);
  });

  test("domainOf", () => {
    expect(domainOf("Example.COM.")).toBe("example.com");
    expect(() => domainOf("localhost")).toThrow(UsageError);
    expect(() => domainOf("http://example.com")).toThrow(UsageError);
  });
});

describe("verified", () => {
  test("sets or clears the badge by username", () => {
    expect(planCommand(["verified", "ana_costa", "true"], 0).sql).toBe(
      "UPDATE users SET verified = 1 WHERE username = 'ana_costa' COLLATE NOCASE;",
    );
    expect(() => planCommand(["verified", "ana costa", "true"], 0)).toThrow(UsageError);
    expect(() => planCommand(["verified", "ana_costa", "yes"], 0)).toThrow(UsageError);
  });
});

test("parseOptions", () => {
  expect(parseOptions(["a", "--x", "1", "b"])).toEqual({ words: ["a", "b"], options: new Map([["x", "1"]]) });
});
