/**
 * Why: the billing page's invoice record (business.md §2 billing; the ad account pays by monthly
 * invoice): each month's spend with the campaigns that spent it, newest first, from the same
 * daily totals as the insights (insights.server.ts monthlyInvoices), or a line saying there is
 * none yet.
 */
import { Link } from "react-router";
import { INSIGHTS_COPY as T } from "~common/business/campaign-insights";
import { campaignInsightsRoute } from "~common/business/console";
import { money, monthText } from "./format";
import type { Invoices } from "./insights.server";

/** The month's first and last days, so a campaign's link opens its insights for that month. */
function monthDates(month: string) {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return { start_date: `${month}-01`, end_date: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
}

/**
 * The "Monthly invoices" section.
 *
 * @example
 * <MonthlyInvoices invoices={page.invoices} advertiserId="7" />
 */
export function MonthlyInvoices({ invoices, advertiserId }: { invoices: Invoices | null; advertiserId: string }) {
  return (
    <section className="invoices" aria-labelledby="invoices-title">
      <h2 id="invoices-title">{T.invoicesTitle}</h2>
      {invoices?.months.length ? (
        <>
          <p className="invoices__intro">{T.invoicesIntro(invoices.currency)}</p>
          {invoices.months.map((m) => (
            <div key={m.month} className="insights-table" data-month={m.month}>
              <table className="console__table invoices__month">
                <caption>{monthText(m.month)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.invoiceCampaign}</th>
                    <th scope="col" className="console__number">
                      {T.invoiceSpend}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {m.campaigns.map((c) => (
                    <tr key={c.campaign_id} data-campaign-id={c.campaign_id}>
                      <th scope="row">
                        <Link className="link" to={campaignInsightsRoute(advertiserId, c.campaign_id, monthDates(m.month))}>
                          {c.name}
                        </Link>
                      </th>
                      <td className="console__number">{money(c.spend_in_micro_currency, invoices.currency)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{T.invoiceTotal}</th>
                    <td className="console__number">{money(m.spend_in_micro_currency, invoices.currency)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          ))}
        </>
      ) : (
        <p className="console__empty">{T.noInvoices}</p>
      )}
    </section>
  );
}
