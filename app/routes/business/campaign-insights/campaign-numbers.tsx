/**
 * Why: the console home lists each campaign with its last 7 days — impressions, clicks, CTR and
 * spend (business.md §2 campaign insights; one read for every row, insights.server.ts
 * lastSevenDays) — so an advertiser sees which campaign moves before opening its insights. These
 * are the columns the console's campaign table adds; a campaign that delivered nothing shows zeros.
 * Each cell carries its column's name (data-label) for the table's narrow layout, where each row
 * is a card (business.css).
 */
import { INSIGHTS_COPY as T } from "~common/business/campaign-insights";
import { count, money, percent, type Numbers } from "./format";

const ZERO: Numbers = { impressions: 0, clicks: 0, ctr: 0, spend_in_micro_currency: 0 };

/** The line above the table saying which days the numbers are. */
export function CampaignNumbersNote() {
  return <p className="console__note">{T.lastDaysNote}</p>;
}

/** The columns' headers, each naming its window for a screen reader. */
export function CampaignNumbersHead() {
  return (
    <>
      {[T.columnImpressions, T.columnClicks, T.columnCtr, T.columnSpend].map((name) => (
        <th key={name} scope="col" className="console__number">
          {name}
          <span className="visually-hidden">, {T.lastDays.toLowerCase()}</span>
        </th>
      ))}
    </>
  );
}

/**
 * One campaign's cells.
 *
 * @example
 * <CampaignNumbersCells numbers={totals[c.id]} currency="USD" />
 */
export function CampaignNumbersCells({ numbers = ZERO, currency }: { numbers?: Numbers; currency: string }) {
  return (
    <>
      <td className="console__number" data-label={T.lastDaysColumn(T.columnImpressions)}>
        {count(numbers.impressions)}
      </td>
      <td className="console__number" data-label={T.lastDaysColumn(T.columnClicks)}>
        {count(numbers.clicks)}
      </td>
      <td className="console__number" data-label={T.lastDaysColumn(T.columnCtr)}>
        {percent(numbers.ctr)}
      </td>
      <td className="console__number" data-label={T.lastDaysColumn(T.columnSpend)}>
        {money(numbers.spend_in_micro_currency, currency)}
      </td>
    </>
  );
}
