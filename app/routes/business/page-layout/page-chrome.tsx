/**
 * Why: the layout rules of business.md §2, §4 that follow the reader (common/business/page-layout/
 * rules.ts), wired to the page, loaded after hydration (./page-chrome-loader.tsx):
 * - the page class (NARROW, MEDIUM, WIDE) as `data-page-class` on <html>; app.css lays the Pin
 *   page out by the same breakpoints (test/app/layout-css.test.ts keeps them equal);
 * - the header hides while scrolling down and comes back when scrolling up or near the top
 *   (checked at most every 30 ms; 0 px instead of 55 while a modal is open): `data-chrome` on
 *   <html>, which app.css turns into the header's slide;
 * - a navigation that takes a while shows the full-page loading spinner over the page;
 * - a logged-out visitor who has opened enough Pins (counted in local storage, each Pin once)
 *   gets 'You're almost there! Log in to access all of the site' as a footer once they have
 *   scrolled past 500 px, with 'Log in to continue' opening the log-in modal (business.md §2, §6).
 */
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useMatches, useNavigation, useRouteLoaderData } from "react-router";
import { authModalHref, readAuthModal } from "~common/auth/modal";
import { SCROLL, VISITOR_PINS_SEEN_KEY } from "~common/business/page-layout/constants";
import { VISITOR_PROMPTS } from "~common/business/discovery-messages";
import {
  CHROME_START,
  pageClass,
  PAGE_SPINNER_AFTER_MS,
  scrollChrome,
  showPageSpinner,
  upsellVisible,
} from "~common/business/page-layout/rules";
import { almostThere, pinsSeen, recordPinSeen } from "~common/business/page-layout/visitor-prompts";
import { buttonClassName } from "../../../components/button";
import { PageLoading } from "../../../components/spinner";
import { throttle } from "../../../lib/infinite-scroll";
import type { loader as rootLoader } from "../../../root";

const PIN_PATH = /^\/pin\/([1-9][0-9]{0,14})\/?$/;

function readStore(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage refused (private mode, quota): no counter
  }
}

function writeStore(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // as above
  }
}

/** The page class of the window's width (business.md §2, §9) as `data-page-class` on <html>, kept up to date. */
function usePageClass() {
  useEffect(() => {
    const root = document.documentElement;
    const update = () => {
      root.dataset.pageClass = pageClass(window.innerWidth);
    };
    update();
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("resize", update);
      delete root.dataset.pageClass;
    };
  }, []);
}

/** The scroll-hiding header: `data-chrome="hidden"` on <html> while it is hidden. */
function useScrollChrome() {
  useEffect(() => {
    let state = CHROME_START;
    const root = document.documentElement;
    const check = () => {
      const next = scrollChrome(state, window.scrollY, { inModal: document.querySelector("dialog[open]") !== null });
      if (next.hidden !== state.hidden) {
        if (next.hidden) root.dataset.chrome = "hidden";
        else delete root.dataset.chrome;
      }
      state = next;
    };
    const onScroll = throttle(check, SCROLL.throttleMs);
    window.addEventListener("scroll", onScroll, { passive: true });
    check();
    return () => {
      window.removeEventListener("scroll", onScroll);
      onScroll.cancel();
      delete root.dataset.chrome;
    };
  }, []);
}

/** True once a navigation to another page has taken PAGE_SPINNER_AFTER_MS. */
function useSlowNavigation(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loadingOtherPage = navigation.state === "loading" && navigation.location.pathname !== pathname;
  const [slow, setSlow] = useState(false);
  // The navigation over, the spinner goes (adjusted during the render that sees it).
  if (!loadingOtherPage && slow) setSlow(false);
  useEffect(() => {
    if (!loadingOtherPage) return;
    const since = Date.now();
    const timer = setTimeout(() => setSlow(showPageSpinner(since, Date.now())), PAGE_SPINNER_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loadingOtherPage]);
  return slow;
}

/** The visitor's 'almost there' footer: allowed after enough Pins, shown past 500 px of scrolling. */
function useAlmostThere(visitor: boolean): boolean {
  const { pathname } = useLocation();
  // Decided from the count in local storage, this page's Pin included, in the render that sees a
  // new page (this component runs in the browser only, ./page-chrome-loader.tsx); the effect
  // below records the Pin.
  const decide = () => {
    if (!visitor) return false;
    const pin = PIN_PATH.exec(pathname)?.[1];
    const stored = readStore(VISITOR_PINS_SEEN_KEY);
    return almostThere(pin ? recordPinSeen(stored, pin).count : pinsSeen(stored));
  };
  const [allowed, setAllowed] = useState(decide);
  const [pageSeen, setPageSeen] = useState({ visitor, pathname });
  if (pageSeen.visitor !== visitor || pageSeen.pathname !== pathname) {
    setPageSeen({ visitor, pathname });
    setAllowed(decide());
  }
  useEffect(() => {
    const pin = visitor ? PIN_PATH.exec(pathname)?.[1] : undefined;
    if (pin) writeStore(VISITOR_PINS_SEEN_KEY, recordPinSeen(readStore(VISITOR_PINS_SEEN_KEY), pin).stored);
  }, [visitor, pathname]);
  // Scrolling is measured afresh on each page.
  const [furthest, setFurthest] = useState(0);
  const [scrollSeen, setScrollSeen] = useState({ allowed, pathname });
  if (scrollSeen.allowed !== allowed || scrollSeen.pathname !== pathname) {
    setScrollSeen({ allowed, pathname });
    setFurthest(0);
  }
  const furthestRef = useRef(0);
  useEffect(() => {
    furthestRef.current = 0;
    if (!allowed) return;
    const onScroll = throttle(() => {
      if (window.scrollY > furthestRef.current) {
        furthestRef.current = window.scrollY;
        setFurthest(window.scrollY);
      }
    }, SCROLL.throttleMs);
    window.addEventListener("scroll", onScroll, { passive: true });
    onScroll(); // the page may have been scrolled before this loaded
    return () => {
      window.removeEventListener("scroll", onScroll);
      onScroll.cancel();
    };
  }, [allowed, pathname]);
  return upsellVisible({ allowed, furthestY: furthest });
}

export default function PageChrome() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const location = useLocation();
  // The log-in and sign-up pages are the prompt's destination; the modal already open needs no footer.
  const onAuthPage = useMatches().some((m) => (m.handle as { hideAuthActions?: boolean } | undefined)?.hideAuthActions);
  const params = new URLSearchParams(location.search);
  const visitor = root?.viewer?.type !== "AUTH" && !onAuthPage && readAuthModal(params) === null;
  usePageClass();
  useScrollChrome();
  const slow = useSlowNavigation();
  const upsell = useAlmostThere(visitor);
  return (
    <>
      {slow ? <PageLoading overlay /> : null}
      {upsell ? (
        <aside className="upsell-footer" aria-labelledby="upsell-footer-title">
          <p id="upsell-footer-title" className="upsell-footer__text">
            {VISITOR_PROMPTS.almostThere}
          </p>
          <Link className={buttonClassName({})} to={authModalHref(location.pathname, location.search, { kind: "login" })}>
            {VISITOR_PROMPTS.continue}
          </Link>
        </aside>
      ) : null}
    </>
  );
}
