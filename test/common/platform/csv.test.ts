/** The bulk editor's CSV (common/platform/csv.ts): RFC 4180 reading and writing, bounded, with the formula guard. */
import { describe, expect, test } from "vitest";
import { csvField, parseCsv, toCsv, unguardCell } from "~common/platform/csv";

describe("parseCsv", () => {
  test("fields, quoted commas, doubled quotes and line breaks inside quotes; CRLF and LF; the BOM; blank lines", () => {
    expect(parseCsv('\uFEFFa,"b,""c"""\r\n1,"two\nlines"\n\n3,', { maxRows: 10 })).toEqual({
      ok: true,
      rows: [
        ["a", 'b,"c"'],
        ["1", "two\nlines"],
        ["3", ""],
      ],
      lines: [1, 2, 5],
    });
    expect(parseCsv('"",x', { maxRows: 1 })).toEqual({ ok: true, rows: [["", "x"]], lines: [1] });
    expect(parseCsv("", { maxRows: 1 })).toEqual({ ok: true, rows: [], lines: [] });
  });

  test("malformed quotes name their line", () => {
    expect(parseCsv('a\r\n"open,b', { maxRows: 5 })).toEqual({ ok: false, problem: "UNTERMINATED_QUOTE", line: 2 });
    expect(parseCsv('a\r\nb"c', { maxRows: 5 })).toEqual({ ok: false, problem: "QUOTE_IN_FIELD", line: 2 });
    expect(parseCsv('"a"b', { maxRows: 5 })).toEqual({ ok: false, problem: "QUOTE_IN_FIELD", line: 1 });
  });

  test("stops at maxRows before reading further", () => {
    const text = "x\n".repeat(10) + '"never closed';
    expect(parseCsv(text, { maxRows: 3 })).toEqual({ ok: false, problem: "TOO_MANY_ROWS", line: 4 });
    expect(parseCsv("a\nb\nc", { maxRows: 3 }).ok).toBe(true);
    expect(parseCsv("a\nb\nc\nd", { maxRows: 3 })).toMatchObject({ ok: false, problem: "TOO_MANY_ROWS" });
  });
});

describe("writing", () => {
  test("quotes what needs it; guards formulas; BOM and CRLF; round-trips", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi", ok')).toBe('"say ""hi"", ok"');
    for (const f of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx"]) expect(csvField(f).startsWith("'") || csvField(f).startsWith(`"'`)).toBe(true);
    const rows = [
      ["a", "b,c", 'd"e', "f\r\ng", "=cmd"],
      ["", " ", "ü", "日本", "-5"],
    ];
    const text = toCsv(rows);
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const back = parseCsv(text, { maxRows: 5 });
    expect(back.ok && back.rows.map((r) => r.map(unguardCell))).toEqual(rows);
  });
});
