/** The conversions rules (pure): an offline file's rows, the payload helper's verdicts, the click id in an ad's link, the match keys. */
import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { checkPayload, emailHash, phoneHash, readUpload, UPLOAD_ROWS_MAX, withClickId } from "~common/business/conversions";

const NOW = 1_796_000_000;
const sha = (s: string) => createHash("sha256").update(s).digest("hex");

describe("readUpload", () => {
  test("columns by the header in any order; times as Unix seconds or ISO; each row its line", () => {
    const r = readUpload(
      "Email,event_id,event_name,event_time,value,currency\r\nana@example.com,o-1,checkout,1795999000,12.5,usd\n\nbo@example.com,o-2,lead,2026-11-29T05:00:00Z,,\n",
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.rows).toEqual([
      expect.objectContaining({
        ok: true,
        line: 2,
        email: "ana@example.com",
        event: expect.objectContaining({
          event_time: 1_795_999_000,
          custom_data: { value: "12.5", currency: "USD" },
          action_source: "offline",
        }),
      }),
      expect.objectContaining({
        ok: true,
        line: 4,
        event: expect.objectContaining({ event_name: "lead", event_time: Date.parse("2026-11-29T05:00:00Z") / 1000 }),
      }),
    ]);
  });
  test("a row without a time or a person is refused by its line; a file without the needed columns, empty or too long is refused whole", () => {
    const r = readUpload("event_name,event_id,event_time,phone\ncheckout,o-1,soon,+1 555 0100\ncheckout,o-2,1795999000,\n");
    expect(r.ok && r.rows.map((x) => [x.line, x.ok])).toEqual([
      [2, false],
      [3, false],
    ]);
    expect(readUpload("event_name,event_id,email\ncheckout,o-1,a@example.com")).toMatchObject({ ok: false });
    expect(readUpload("event_name,event_id,event_time,email\n")).toMatchObject({ ok: false });
    const long = [
      "event_name,event_id,event_time,email",
      ...Array.from({ length: UPLOAD_ROWS_MAX + 1 }, (_, i) => `lead,${i},${NOW},a@b.c`),
    ];
    expect(readUpload(long.join("\n"))).toMatchObject({ ok: false, detail: expect.stringContaining("5,000") });
    // A spreadsheet's defused formula is read back as the text it was.
    const guarded = readUpload("event_name,event_id,event_time,email\ncheckout,'=1+1,1795999000,a@example.com");
    expect(guarded.ok && guarded.rows[0]!.ok && guarded.rows[0]!.event.event_id).toBe("=1+1");
  });
});

describe("checkPayload", () => {
  const good = { event_name: "checkout", action_source: "web", event_time: NOW - 60, event_id: "o-1", user_data: { em: [sha("a")] } };
  test("a body of events or one event, each judged as the API judges it", () => {
    expect(checkPayload(JSON.stringify({ data: [good, { ...good, event_name: "purchase" }] }), NOW)).toMatchObject({
      summary: "1 good, 1 would be refused.",
      checks: [
        { n: 1, ok: true },
        { n: 2, ok: false, text: expect.stringContaining("event_name") },
      ],
    });
    expect(checkPayload(JSON.stringify(good), NOW)).toMatchObject({ summary: "All 1 event is good." });
    expect(checkPayload(JSON.stringify({ data: [{ ...good, user_data: { em: ["not-a-hash"] } }] }), NOW)).toMatchObject({
      checks: [{ ok: false, text: expect.stringContaining("user_data.em.0") }],
    });
  });
  test("not JSON, or no events", () => {
    expect(checkPayload("{data:", NOW)).toMatchObject({ error: expect.stringContaining("JSON") });
    expect(checkPayload('{"data":[]}', NOW)).toMatchObject({ error: expect.stringContaining("no events") });
  });
});

test("withClickId adds epik to a site's address, keeping its own query; a malformed address is left alone", () => {
  expect(withClickId("https://shop.example/p?a=1", "Xy3")).toBe("https://shop.example/p?a=1&epik=Xy3");
  expect(withClickId("https://shop.example/p?epik=old", "new")).toBe("https://shop.example/p?epik=new");
  expect(withClickId("not a url", "Xy3")).toBe("not a url");
});

test("match keys: an email trimmed and lower-cased, a phone's digits, a value already hashed kept", async () => {
  expect(await emailHash("  Ana@Example.COM ")).toBe(sha("ana@example.com"));
  expect(await phoneHash("+1 (555) 0100")).toBe(sha("15550100"));
  expect(await emailHash(sha("x"))).toBe(sha("x"));
});
