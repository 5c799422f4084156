/**
 * The advertiser console (business.md §2) at /advertiser/{advertiserId}/…: the console shell (the
 * ad account, the sections' navigation, the page's title) around the page the path names. The
 * console home, billing, campaign insights and the ad group page show real data
 * (console.server.ts); the reports' pieces are campaign-insights' (../campaign-insights/). Every
 * other path of §2's table says plainly that it is not available yet.
 */
import { lazy, Suspense } from "react";
import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { CAMPAIGN_CONTROL_COPY, targetingWords } from "~common/business/campaign-control";
import { CONSOLE_COPY as T, CONSOLE_SECTION_TITLES } from "~common/business/console/copy";
import { adGroupRoute, billingRoute, campaignInsightsRoute, consoleRoute } from "~common/business/console/console-routes";
import { ButtonLink } from "../../../components/button";
import { pageMeta } from "../../../lib/meta";
import { CampaignNumbersCells, CampaignNumbersHead, CampaignNumbersNote, type Numbers } from "../campaign-insights";
import { DoneNotice, PromotedPin, StatusBadge as Status } from "../campaign-control";
import { ConsoleNav } from "./console-nav";
import { consoleAction, consoleLoader, type CampaignView, type ConsolePage } from "./console.server";
import stylesheet from "../business.css?url";
import type { Route } from "./+types/console";

// Loaded with the pages that show them: the console's first load stays the shell's.
const CampaignControls = lazy(() => import("../campaign-control/campaign-controls"));
const InsightsReport = lazy(() => import("../campaign-insights/insights-report").then((m) => ({ default: m.InsightsReport })));
const MonthlyInvoices = lazy(() => import("../campaign-insights/monthly-invoices").then((m) => ({ default: m.MonthlyInvoices })));
const AdGroupDetails = lazy(() => import("../campaign-control/ad-controls"));
const HistoryTable = lazy(() => import("../campaign-control/history-table"));
const AdsPage = lazy(() => import("../ads-create/ads-pages"));
const BulkEditorPage = lazy(() => import("../bulk-editor/bulk-editor-page"));
const ReportingPage = lazy(() => import("../reporting/reporting-page"));
const BillingProfileEditor = lazy(() => import("../billing-profile/billing-profile-editor"));
const ReportCenterPage = lazy(() => import("../report-center/report-center-page"));
const AccessTokenPage = lazy(() => import("../conversions/access-token-page"));
const ConversionsPage = lazy(() => import("../conversions/conversions-page"));
const AudiencesPage = lazy(() => import("../audiences/audiences-page"));
const AudienceDebugPage = lazy(() => import("../audiences/audience-debug-page"));
const UnsubscribePage = lazy(() => import("../report-center/report-center-page").then((m) => ({ default: m.UnsubscribePage })));

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];
export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  !data
    ? pageMeta(T.navLabel, T.description)
    : "unsubscribe" in data
      ? pageMeta(data.unsubscribe.title, T.description)
      : pageMeta(T.pageTitle(CONSOLE_SECTION_TITLES[data.match.section], data.account.name), T.description);
export const loader = ({ request, context, params }: Route.LoaderArgs) => consoleLoader(request, context, params.advertiserId);
export const action = ({ request, context, params }: Route.ActionArgs) => consoleAction(request, context, params.advertiserId);
// A draft's autosave changes nothing the page shows: the form keeps what is typed.
export const shouldRevalidate = ({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formData?.get("intent") === "save_draft" && formData.get("js") === "1" ? false : defaultShouldRevalidate;

function targetingText(c: CampaignView) {
  const parts = targetingWords(c.targeting);
  return parts.length ? parts.join(", ") : T.everyone;
}

function CampaignTable({
  campaigns,
  advertiserId,
  lastDays,
  currency,
}: {
  campaigns: CampaignView[];
  advertiserId: string;
  lastDays: Record<string, Numbers>;
  currency: string;
}) {
  return (
    <table className="console__table console__table--campaigns console__table--cards">
      <thead>
        <tr>
          <th scope="col">{T.columnCampaign}</th>
          <th scope="col">{T.columnStatus}</th>
          <th scope="col">{T.columnBudget}</th>
          <th scope="col">{T.columnDuration}</th>
          <th scope="col">{T.columnObjective}</th>
          <th scope="col">{T.columnStarted}</th>
          <CampaignNumbersHead />
        </tr>
      </thead>
      <tbody>
        {campaigns.map((c) => (
          <tr key={c.id} data-campaign-id={c.id}>
            <td>
              <Link className="link" to={campaignInsightsRoute(advertiserId, c.id)}>
                {c.name}
              </Link>
            </td>
            <td data-label={T.columnStatus}>
              <Status status={c.status} />
            </td>
            <td data-label={T.columnBudget}>{c.budget}</td>
            <td data-label={T.columnDuration}>{T.days(c.duration, c.ongoing)}</td>
            <td data-label={T.columnObjective}>{T.objectives[c.objective] ?? c.objective}</td>
            <td data-label={T.columnStarted}>{c.started}</td>
            <CampaignNumbersCells numbers={lastDays[c.id]} currency={currency} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Page({
  page,
  advertiserId,
  currency,
  path,
  title,
}: {
  page: ConsolePage;
  advertiserId: string;
  currency: string;
  path: string;
  title: string;
}) {
  switch (page.kind) {
    case "home":
      return (
        <>
          <h1 className="console__title">{T.campaignsTitle}</h1>
          <div className="console__actions">
            <ButtonLink to={consoleRoute("ads_campaign_mode", { advertiserId })}>{T.createCampaign}</ButtonLink>
            <ButtonLink to={consoleRoute("quick_promote", { advertiserId })} variant="secondary">
              {T.promoteAPin}
            </ButtonLink>
          </div>
          {page.campaigns.length ? (
            <>
              <CampaignNumbersNote />
              <CampaignTable campaigns={page.campaigns} advertiserId={advertiserId} lastDays={page.lastDays} currency={currency} />
            </>
          ) : (
            <p className="console__empty">{T.noCampaigns}</p>
          )}
          {page.bookmark ? (
            <p>
              <Link className="link" to={`?${new URLSearchParams({ bookmark: page.bookmark })}`}>
                {T.morecampaigns}
              </Link>
            </p>
          ) : null}
        </>
      );
    case "billing":
      return (
        <>
          <h1 className="console__title">{T.billingTitle}</h1>
          {page.campaign ? (
            <dl className="console__facts" aria-label={T.billingFor}>
              <dt>{T.billingFor}</dt>
              <dd>
                <Link className="link" to={campaignInsightsRoute(advertiserId, page.campaign.id)}>
                  {page.campaign.name}
                </Link>
              </dd>
              <dt>{T.budget}</dt>
              <dd>{page.campaign.budget}</dd>
              {page.objectiveType === "CLICKTHROUGH" ? (
                <>
                  <dt>{T.billingObjective}</dt>
                  <dd>{T.clickthrough}</dd>
                </>
              ) : null}
              {page.quickPromote ? (
                <>
                  <dt>{T.quickPromote}</dt>
                  <dd>{T.on}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
          <h2>{T.billingProfile}</h2>
          {page.profile ? (
            <dl className="console__facts">
              <dt>{T.paymentMethod}</dt>
              <dd>{T.invoice(page.profile.currency)}</dd>
              <dt>{T.billingContact}</dt>
              <dd>
                {page.profile.contact} ({page.profile.email})
              </dd>
              <dt>{T.billingAddress}</dt>
              <dd>{page.profile.address}</dd>
            </dl>
          ) : (
            <p className="console__empty">{T.noBillingProfile}</p>
          )}
          {page.edit ? (
            <Suspense fallback={null}>
              <BillingProfileEditor view={page.edit} />
            </Suspense>
          ) : null}
          <Suspense fallback={null}>
            <MonthlyInvoices invoices={page.invoices} advertiserId={advertiserId} />
          </Suspense>
        </>
      );
    case "insights": {
      const c = page.campaign;
      return (
        <>
          <h1 className="console__title">{T.insightsTitle(c.name)}</h1>
          <Suspense fallback={null}>
            <InsightsReport view={page.insights} advertiserId={advertiserId} campaignId={c.id} />
          </Suspense>
          <CampaignControls
            campaign={{
              id: c.id,
              name: c.name,
              status: c.status,
              budgetMicro: c.budgetMicro,
              lifetimeMicro: c.lifetimeMicro,
              currency: c.currency,
              endDate: c.endDate,
              ongoing: c.ongoing,
            }}
          />
          <h2>{T.settings}</h2>
          <dl className="console__facts">
            <dt>{T.columnStatus}</dt>
            <dd>
              <Status status={c.status} />
            </dd>
            <dt>{T.budget}</dt>
            <dd data-testid="campaign-budget">{c.budget}</dd>
            <dt>{T.duration}</dt>
            <dd>{T.days(c.duration, c.ongoing)}</dd>
            <dt>{T.endDate}</dt>
            <dd>{c.endDate ?? T.noEndDate}</dd>
            <dt>{T.objective}</dt>
            <dd>{T.objectives[c.objective] ?? c.objective}</dd>
            <dt>{T.autoTargeting}</dt>
            <dd>{c.autoTargeting ? T.on : T.off}</dd>
            <dt>{T.targeting}</dt>
            <dd>{targetingText(c)}</dd>
            <dt>{T.promotedPin}</dt>
            <dd>
              <PromotedPin pinId={c.pinId} title={c.pinTitle} imageUrl={c.pinImage} />
            </dd>
            <dt>{T.destination}</dt>
            <dd>{c.destination}</dd>
            <dt>{T.adGroup}</dt>
            <dd>
              <Link className="link" to={adGroupRoute(advertiserId, c.adGroupId)}>
                {c.adGroupName}
              </Link>
            </dd>
          </dl>
          <div className="console__actions">
            <ButtonLink to={consoleRoute("ads_edit", { advertiserId, query: { campaign_id: c.id } })} variant="secondary">
              {T.editCampaign}
            </ButtonLink>
            <ButtonLink to={consoleRoute("ads_duplicate", { advertiserId, query: { campaign_id: c.id } })} variant="secondary">
              {T.duplicateCampaign}
            </ButtonLink>
            <ButtonLink to={billingRoute(advertiserId, c.id)} variant="secondary">
              {T.viewBilling}
            </ButtonLink>
            <ButtonLink to={consoleRoute("history", { advertiserId, query: { campaign_id: c.id } })} variant="secondary">
              {CAMPAIGN_CONTROL_COPY.historyOfCampaign}
            </ButtonLink>
          </div>
        </>
      );
    }
    case "adgroup": {
      const g = page.group;
      return (
        <>
          <h1 className="console__title">{T.adGroupTitle(g.name)}</h1>
          <Suspense fallback={null}>
            <AdGroupDetails group={g} locked={page.locked} advertiserId={advertiserId} />
          </Suspense>
        </>
      );
    }
    case "ads":
      return (
        <Suspense fallback={null}>
          <AdsPage view={page.view} advertiserId={advertiserId} />
        </Suspense>
      );
    case "history":
      return (
        <Suspense fallback={null}>
          <HistoryTable view={page.history} advertiserId={advertiserId} />
        </Suspense>
      );
    case "bulk_editor":
      return (
        <Suspense fallback={null}>
          <BulkEditorPage view={page.bulk} advertiserId={advertiserId} />
        </Suspense>
      );
    case "reporting":
      return (
        <Suspense fallback={null}>
          <ReportingPage view={page.view} advertiserId={advertiserId} />
        </Suspense>
      );
    case "report_center":
      return (
        <Suspense fallback={null}>
          <ReportCenterPage view={page.view} advertiserId={advertiserId} />
        </Suspense>
      );
    case "conversion_tokens":
      return (
        <Suspense fallback={null}>
          <AccessTokenPage view={page.view} advertiserId={advertiserId} />
        </Suspense>
      );
    case "conversions":
      return (
        <Suspense fallback={null}>
          <ConversionsPage view={page.view} />
        </Suspense>
      );
    case "audiences":
      return (
        <Suspense fallback={null}>
          <AudiencesPage view={page.view} />
        </Suspense>
      );
    case "audience_debug":
      return (
        <Suspense fallback={null}>
          <AudienceDebugPage view={page.view} />
        </Suspense>
      );
    default:
      return (
        <>
          <h1 className="console__title">{title}</h1>
          <div className="console__unavailable" role="status">
            <h2>{T.notAvailableTitle}</h2>
            <p>{T.notAvailable}</p>
            <p>
              <code>{T.notAvailablePath(path)}</code>
            </p>
          </div>
        </>
      );
  }
}

export default function ConsolePageRoute({ loaderData }: Route.ComponentProps) {
  // The report center's unsubscribe link: logged out too, so without the console's navigation.
  if ("unsubscribe" in loaderData)
    return (
      <main id="main" className="console-standalone">
        <Suspense fallback={null}>
          <UnsubscribePage page={loaderData.unsubscribe} />
        </Suspense>
      </main>
    );
  const { account, match, page, path } = loaderData;
  return (
    <div className="console">
      <ConsoleNav advertiserId={account.id} section={match.section} />
      <main id="main" className="console__main">
        <p className="console__account">{T.account(account.name, account.currency)}</p>
        <DoneNotice />
        <Page page={page} advertiserId={account.id} currency={account.currency} path={path} title={CONSOLE_SECTION_TITLES[match.section]} />
      </main>
    </div>
  );
}
