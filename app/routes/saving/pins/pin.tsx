/**
 * /pin/{id} — a Pin (saving.md §2 the View target): its image at full size (or its colour when
 * the image is too small to show, business.md §4), its link's domain (out through the offsite
 * check), title and description, the Save button, the creator card (business.md §2), the board it
 * is on, and more Pins from that board underneath.
 */
import { Link, useRouteLoaderData } from "react-router";
import { offsiteHref } from "~common/business/offsite";
import { SAVING_COPY } from "~common/saving/messages";
import { pageMeta } from "../../../lib/meta";
import { CreatorCard } from "../../business/creator-card";
import { PROMOTED_COPY, PromotedLabel, queuePromotedEvent } from "../../business/promoted-pins";
import { notFoundMeta, NotFoundPage } from "../../not-found-page";
import { LockIcon } from "../boards";
import { loadPin } from "./pin.server";
import { PinGrid } from "../feeds";
import { SaveButton, SavedNotice } from "../board-picker";
import type { Route } from "./+types/pin";
import type { loader as rootLoader } from "../../../root";

/** The widest the Pin page shows an image (px). */
const PIN_PAGE_IMAGE_WIDTH = 508;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData && !loaderData.notFound
    ? [
        ...pageMeta(loaderData.pin.title || SAVING_COPY.pinBy(loaderData.pinner.name), loaderData.pin.description || undefined),
        // The pinner's "Hide your profile from search engines" (../profiles noindexMeta, written out: this page's budget).
        ...(loaderData.noindex ? [{ name: "robots", content: "noindex" }] : []),
      ]
    : notFoundMeta();

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadPin(request, context, params.id);

/**
 * Download: the original file for a logged-in viewer; for a visitor the auth modal (auth.md §2.2
 * source downloadImageBtnUnauth, 'Create a free account to download images').
 */
function DownloadLink({ href, signupHref }: { href: string; signupHref: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const icon = (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      <path fill="currentColor" d="M11 3h2v10.2l3.6-3.6 1.4 1.4-6 6-6-6 1.4-1.4 3.6 3.6zM4 19h16v2H4z" />
    </svg>
  );
  if (root?.viewer?.type !== "AUTH") {
    return (
      <Link to={signupHref} className="icon-button" aria-label={SAVING_COPY.downloadImage}>
        {icon}
      </Link>
    );
  }
  return (
    <a href={href} download className="icon-button" aria-label={SAVING_COPY.downloadImage}>
      {icon}
    </a>
  );
}

/**
 * The comment composer: a visitor's opens sign-up (auth.md §2.2 source commentComposer); the
 * product has no comment service yet, and says so to a logged-in viewer.
 */
function Comments({ signupHref }: { signupHref: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <section className="pin-detail__comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="pin-detail__comments-title">
        {SAVING_COPY.commentsHeading}
      </h2>
      {root?.viewer?.type === "AUTH" ? (
        <p className="pin-detail__comments-note">{SAVING_COPY.commentsUnavailable}</p>
      ) : (
        <Link to={signupHref} className="pin-detail__composer">
          {SAVING_COPY.addComment}
        </Link>
      )}
    </section>
  );
}

export default function PinPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <NotFoundPage />;
  const { pin, pinner, board, more, authLinks, promotion } = loaderData;
  const title = pin.title || SAVING_COPY.pinBy(pinner.name);
  // A promoted Pin's way out to its ad's site is its click (docs/decisions/039).
  const visited = promotion ? () => queuePromotedEvent("click", promotion.token) : undefined;
  return (
    <main id="main" className="page page--wide">
      <SavedNotice />
      <article className="pin-detail">
        <div className="pin-detail__media" style={{ backgroundColor: pin.color }}>
          {pin.image ? (
            <img
              src={pin.image.url}
              width={Math.min(pin.image.width, PIN_PAGE_IMAGE_WIDTH)}
              height={Math.round((pin.image.height * Math.min(pin.image.width, PIN_PAGE_IMAGE_WIDTH)) / pin.image.width)}
              // Never wider than the file itself: a small upload is not blown up.
              style={{ maxWidth: pin.image.width }}
              // The page's largest paint: fetched before the scripts.
              fetchPriority="high"
              alt={pin.title || pin.description || title}
            />
          ) : (
            <span className="pin-card__placeholder">{SAVING_COPY.imageTooSmall}</span>
          )}
        </div>
        <div className="pin-detail__body">
          <div className="pin-detail__actions">
            {promotion ? (
              <a
                className="pin-detail__domain"
                href={offsiteHref(promotion.destination, pin.id)}
                rel="nofollow sponsored"
                onClick={visited}
                onAuxClick={visited}
              >
                {PROMOTED_COPY.visitSite}
              </a>
            ) : pin.domain && pin.link ? (
              <a className="pin-detail__domain" href={offsiteHref(pin.link, pin.id)} rel="nofollow">
                {pin.domain}
              </a>
            ) : (
              <span />
            )}
            <span className="pin-detail__buttons">
              <DownloadLink href={pin.downloadUrl} signupHref={authLinks.download} />
              <SaveButton pinId={pin.id} title={pin.title} signupHref={authLinks.save} afterSave="dialog" />
            </span>
          </div>
          {promotion ? <PromotedLabel business={promotion.business} /> : null}
          <h1 className="pin-detail__title">{title}</h1>
          {pin.description ? <p className="pin-detail__description">{pin.description}</p> : null}
          <CreatorCard card={loaderData.creator} signupHref={authLinks.follow} />
          <p className="pin-detail__board">
            {SAVING_COPY.savedToBoard} <Link to={board.url}>{board.name}</Link>
            {board.secret ? <LockIcon /> : null}
          </p>
          <Comments signupHref={authLinks.comment} />
          {pin.via ? (
            <p className="pin-detail__via">
              {SAVING_COPY.savedFrom} <Link to={`/${pin.via.username}/`}>{pin.via.name}</Link>
            </p>
          ) : null}
        </div>
      </article>
      {more.items.length > 0 ? (
        // The grid below is the region, named by the same words: a second landmark of that name
        // would leave a screen reader's landmark list with two entries it cannot tell apart.
        <div className="pin-more">
          <h2 className="section-title">{SAVING_COPY.moreFrom(board.name)}</h2>
          <PinGrid
            page={more}
            list={{ feed: "board", id: board.id }}
            moreHref={() => board.url}
            label={SAVING_COPY.moreFrom(board.name)}
            empty=""
            saveHref={authLinks.save}
          />
        </div>
      ) : null}
    </main>
  );
}
