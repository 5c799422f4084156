/**
 * Why: the bulk editor's sheets are CSV (RFC 4180) and no CSV library is in package.json; this is
 * a small, careful parser and writer kept here, pure, with its unit tests
 * (test/common/platform/csv.test.ts). Bounded: the parser stops at `maxRows` before reading further.
 */

export type CsvProblem = "UNTERMINATED_QUOTE" | "QUOTE_IN_FIELD" | "TOO_MANY_ROWS";

export type CsvParse = { ok: true; rows: string[][]; lines: number[] } | { ok: false; problem: CsvProblem; line: number };

const BOM = "\uFEFF";

/**
 * Parses RFC 4180 CSV: fields split by commas, records by CRLF or LF, fields in double quotes may
 * hold commas, line breaks and doubled quotes. A leading BOM is dropped; blank records are skipped.
 * `line` in a problem is the 1-based physical line it starts on.
 *
 * @example
 * parseCsv('a,"b,""c"""\r\n1,2', { maxRows: 10 }) // { ok: true, rows: [["a", 'b,"c"'], ["1", "2"]], lines: [1, 2] }
 */
export function parseCsv(text: string, opts: { maxRows: number }): CsvParse {
  const src = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  const lines: number[] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false; // inside a quoted field
  let wasQuoted = false; // this field started with a quote
  let line = 1;
  let rowLine = 1;
  const endRecord = (): boolean => {
    row.push(field);
    field = "";
    wasQuoted = false;
    // A blank line is no record (a trailing newline, an empty line between rows).
    if (!(row.length === 1 && row[0] === "")) {
      rows.push(row);
      lines.push(rowLine);
    }
    row = [];
    return rows.length <= opts.maxRows;
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"') {
      if (field !== "" || wasQuoted) return { ok: false, problem: "QUOTE_IN_FIELD", line };
      quoted = true;
      wasQuoted = true;
    } else if (ch === ",") {
      row.push(field);
      field = "";
      wasQuoted = false;
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      if (!endRecord()) return { ok: false, problem: "TOO_MANY_ROWS", line: rowLine };
      line++;
      rowLine = line;
    } else {
      // Text after a closing quote ("a"b) is malformed, not silently joined.
      if (wasQuoted) return { ok: false, problem: "QUOTE_IN_FIELD", line };
      field += ch;
    }
  }
  if (quoted) return { ok: false, problem: "UNTERMINATED_QUOTE", line: rowLine };
  if (field !== "" || row.length > 0 || wasQuoted) {
    if (!endRecord()) return { ok: false, problem: "TOO_MANY_ROWS", line: rowLine };
  }
  return { ok: true, rows, lines };
}

/**
 * One CSV field: quoted when it holds a comma, a quote or a line break; a cell a spreadsheet
 * would run as a formula (= + - @, tab, carriage return first) is prefixed with ' (OWASP's guard).
 *
 * @example
 * csvField("=SUM(A1)") // "'=SUM(A1)"
 * csvField('say "hi"') // '"say ""hi"""'
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A whole CSV document: CRLF line ends, every field through `csvField`, a BOM first so
 * spreadsheets read it as UTF-8.
 *
 * @example
 * toCsv([["a", "b"], ["1", "2"]]) // "\uFEFFa,b\r\n1,2\r\n"
 */
export const toCsv = (rows: readonly (readonly string[])[]): string => BOM + rows.map((r) => r.map(csvField).join(",") + "\r\n").join("");

/**
 * A cell as it was meant, undoing the writer's formula guard: a leading ' before = + - @ goes.
 *
 * @example
 * unguardCell("'-5") // "-5"
 */
export const unguardCell = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
