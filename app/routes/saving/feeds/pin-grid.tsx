/**
 * Why: every Pin list (home feed, board, section, more on a Pin page) is the same grid: a masonry
 * of 236 px columns that loads its next page while the reader is within two viewport heights of
 * the end, checked at most every 200 ms (business.md §4; app/lib/infinite-scroll.ts). Each card
 * goes under the shortest column (app/lib/masonry.ts) and later pages continue those columns. The
 * server cannot know the screen, so it places the first page in a phone's two columns (with a "More
 * ideas" link to the next page, for visitors without JavaScript); where the grid is wider, CSS flows
 * those cards through CSS columns until the page has measured it (app/app.css `.pin-grid--server`).
 * A phone therefore hydrates the very columns it was sent, with nothing to rebuild; a wider screen
 * rebuilds them once, in a transition.
 */
import { startTransition, useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { PIN_COLUMN_WIDTH, PIN_GRID_GAP } from "~common/saving/constants";
import { SAVING_COPY } from "~common/saving/messages";
import { Spinner } from "../../../components/spinner";
import { shouldLoadMore, throttle } from "../../../lib/infinite-scroll";
import { cardHeight, columnCount, placeItems } from "../../../lib/masonry";
import { pinPageUrl, type PinCard, type PinCardPage, type PinList } from "../pins";
import { CARD_FOOTER_HEIGHT, PinCardView, PLACEHOLDER_HEIGHT } from "../pins";

/** Never fewer columns than this: a phone shows two narrower ones (app.css). */
const MIN_COLUMNS = 2;

/**
 * Cards whose images are fetched at once, not lazily: a phone's first row (React also preloads
 * them from the head). The first is the page's largest paint on a phone and goes first
 * (fetchpriority high). More eager images only compete with it and the scripts for a slow
 * connection; the rest of a wide screen's first row loads as soon as layout finds it in view.
 */
const EAGER_CARDS = MIN_COLUMNS;

/**
 * A card's identity in the grid: the Pin, or for a promoted card the ad (docs/decisions/039), which
 * may promote a Pin an earlier page showed on its own.
 */
const cardKey = (pin: PinCard) => (pin.promotion ? `promoted:${pin.id}` : pin.id);

const estimatedHeight = (pin: PinCard) =>
  pin.image ? cardHeight(pin.image.width, pin.image.height, PIN_COLUMN_WIDTH, CARD_FOOTER_HEIGHT) : PLACEHOLDER_HEIGHT + CARD_FOOTER_HEIGHT;

export interface PinGridProps {
  /** The first page (server-rendered). */
  page: PinCardPage;
  /** The list the next pages come from. */
  list: PinList;
  /** The page URL showing the page after `bookmark` (the no-JavaScript "More ideas" link). */
  moreHref: (bookmark: string) => string;
  /** Accessible name of the grid. */
  label: string;
  /** Shown when the list is empty. */
  empty: string;
  /** The Save buttons' auth modal link for a logged-out visitor (app/routes/saving/profiles/auth-links.server.ts). */
  saveHref: string;
}

export function PinGrid({ page, list, moreHref, label, empty, saveHref }: PinGridProps) {
  const [items, setItems] = useState(page.items);
  const [bookmark, setBookmark] = useState(page.bookmark);
  const [columns, setColumns] = useState<number | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const fetcher = useFetcher<PinCardPage & { error: string | null }>();
  const listKey = JSON.stringify(list);

  // A new first page (another board, a revalidation): start over from it. Adjusted during the
  // render that sees it, as is the next one.
  const [firstPage, setFirstPage] = useState(page);
  if (firstPage !== page) {
    setFirstPage(page);
    setItems(page.items);
    setBookmark(page.bookmark);
  }

  // A fetched page: append what is new (a Pin saved meanwhile may repeat one already shown; a
  // promoted card is new even when its Pin was shown on its own),
  // each time the fetcher's answer or state changes.
  const [fetched, setFetched] = useState({ data: fetcher.data, state: fetcher.state });
  if (fetched.data !== fetcher.data || fetched.state !== fetcher.state) {
    setFetched({ data: fetcher.data, state: fetcher.state });
    const next = fetcher.data;
    if (next && fetcher.state === "idle") {
      setItems((shown) => {
        const seen = new Set(shown.map(cardKey));
        return [...shown, ...next.items.filter((p) => !seen.has(cardKey(p)))];
      });
      setBookmark(next.error ? null : next.bookmark);
    }
  }
  // The scroll check sees the fetcher as it is when the reader scrolls.
  const fetcherIdle = useEffectEvent(() => fetcher.state === "idle");
  const loadPage = useEffectEvent((url: string) => void fetcher.load(url));

  // Masonry columns from the grid's width, kept up to date as it changes.
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    // A transition: rebuilding every card into its column is rendered in slices that let the
    // browser paint and answer input in between, not as one long task right after hydration.
    const measure = () => {
      const count = columnCount(grid.clientWidth, PIN_COLUMN_WIDTH, PIN_GRID_GAP, MIN_COLUMNS);
      startTransition(() => setColumns(count));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(grid);
    return () => observer.disconnect();
  }, []);

  // Infinite scroll: near the end, fetch the next page (once at a time).
  useEffect(() => {
    if (!bookmark) return;
    const check = () => {
      const grid = gridRef.current;
      if (!grid || !fetcherIdle()) return;
      const state = {
        scrollTop: window.scrollY,
        viewportHeight: window.innerHeight,
        contentBottom: grid.getBoundingClientRect().bottom + window.scrollY,
      };
      if (shouldLoadMore(state)) loadPage(pinPageUrl(JSON.parse(listKey) as PinList, bookmark));
    };
    const onScroll = throttle(check);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    check(); // a short page is already near its end
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      onScroll.cancel();
    };
  }, [bookmark, listKey, fetcher.state]);

  // Until measured (and on the server), a phone's columns.
  const count = columns ?? MIN_COLUMNS;
  const placed = useMemo(() => {
    const { columns: at } = placeItems(items.map(estimatedHeight), count, PIN_GRID_GAP);
    const out: { pin: PinCard; index: number }[][] = Array.from({ length: count }, () => []);
    items.forEach((pin, index) => out[at[index]!]!.push({ pin, index }));
    return out;
  }, [items, count]);

  if (items.length === 0) return <p className="empty-state">{empty}</p>;
  const loading = fetcher.state !== "idle";
  return (
    <section aria-label={label} className="pin-grid-wrap">
      <div ref={gridRef} className={columns === null ? "pin-grid pin-grid--server" : "pin-grid pin-grid--masonry"}>
        {placed.map((column, c) => (
          <div className="pin-grid__column" key={c}>
            {column.map(({ pin, index }) => (
              <PinCardView key={cardKey(pin)} pin={pin} saveHref={saveHref} eager={index < EAGER_CARDS} first={index === 0} />
            ))}
          </div>
        ))}
      </div>
      <div className="pin-grid__footer" role="status">
        {loading ? (
          <>
            <Spinner decorative />
            <span className="visually-hidden">{SAVING_COPY.loadingMore}</span>
          </>
        ) : null}
        {!bookmark && items.length > 0 && columns !== null ? <p className="pin-grid__end">{SAVING_COPY.endOfFeed}</p> : null}
      </div>
      {/* Without JavaScript (the server render), the next page is a link. */}
      {bookmark && columns === null ? (
        <p className="pin-grid__more">
          <Link to={moreHref(bookmark)} className="button button--secondary">
            {SAVING_COPY.moreIdeas}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
