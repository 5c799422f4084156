/** The calendar every request's dates are checked against: real days within 2000–2100, shifts that stay inside. */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { CALENDAR_FIRST_DAY, CALENDAR_LAST_DAY, calendarDayMs, isCalendarDay, shiftDay } from "~common/platform/calendar";

describe("calendarDayMs", () => {
  test("real days within the range, at UTC midnight", () => {
    expect(calendarDayMs("2026-02-28")).toBe(Date.UTC(2026, 1, 28));
    expect(calendarDayMs(CALENDAR_FIRST_DAY)).toBe(Date.UTC(2000, 0, 1));
    expect(calendarDayMs(CALENDAR_LAST_DAY)).toBe(Date.UTC(2100, 11, 31));
  });

  test("days that do not exist, are outside the range or are not YYYY-MM-DD are null", () => {
    for (const day of [
      "2026-02-30",
      "2100-02-29",
      "1999-12-31",
      "2101-01-01",
      "9999-12-31",
      "0000-01-01",
      "+275760-09-13",
      "2026-1-1",
      "",
    ]) {
      expect(calendarDayMs(day), day).toBeNull();
    }
  });
});

describe("shiftDay", () => {
  test("moves across months, years and leap days", () => {
    expect([shiftDay("2026-12-31", 1), shiftDay("2024-03-01", -1), shiftDay("2026-11-28", -6)]).toEqual([
      "2027-01-01",
      "2024-02-29",
      "2026-11-22",
    ]);
  });

  test("never leaves the calendar: null at either end, for any shift", () => {
    expect([shiftDay(CALENDAR_LAST_DAY, 1), shiftDay(CALENDAR_FIRST_DAY, -1), shiftDay("2026-01-01", Number.MAX_SAFE_INTEGER)]).toEqual([
      null,
      null,
      null,
    ]);
    fc.assert(
      fc.property(
        fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true }),
        fc.integer(),
        (d, n) => {
          const out = shiftDay(d.toISOString().slice(0, 10), n);
          return out === null || isCalendarDay(out);
        },
      ),
    );
  });
});
