/**
 * Why: "Send" and the Share buttons open one share sheet (issue 34 §3): the link to copy (a
 * button with a toast; the field itself to select without JavaScript), the browser's own share
 * sheet where `navigator.share` exists, and email and the major networks as plain links (no
 * third-party script). It is opened by the page URL (`?share=true`), so it is server-rendered
 * open and works as a list of links without JavaScript; closing drops the parameter.
 */
import { useId } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { SHARE_COPY, SHARE_PARAM, shareLinks, wantsShareSheet } from "~common/saving/share";
import { Button, buttonClassName } from "../../../components/button";
import { Modal } from "../../../components/dialog";
import { useToast } from "../../../components/toast";
import { useHydrated } from "../../../lib/hydrated";

/** Whether this page's URL asks for its share sheet, and the URLs that open and close it. */
export function useShareSheet() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const without = new URLSearchParams(search);
  without.delete(SHARE_PARAM);
  const rest = without.toString();
  const opened = new URLSearchParams(without);
  opened.set(SHARE_PARAM, "true");
  return {
    open: wantsShareSheet(search),
    openHref: `${location.pathname}?${opened}`,
    close: () => void navigate(`${location.pathname}${rest ? `?${rest}` : ""}`, { replace: true, preventScrollReset: true }),
  };
}

const ShareIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
    <path fill="currentColor" d="M12 2 6.6 7.4 8 8.8l3-3V15h2V5.8l3 3 1.4-1.4zM4 13h2v7h12v-7h2v9H4z" />
  </svg>
);

/** The Share button: a link to this page with the sheet open (the same without JavaScript). */
export function ShareButton({ label }: { label: string }) {
  const { openHref } = useShareSheet();
  return (
    <Link to={openHref} replace preventScrollReset className="icon-button" aria-label={label} data-testid="share-button">
      <ShareIcon />
    </Link>
  );
}

export function ShareSheet({ url, title, heading, onClose }: { url: string; title: string; heading: string; onClose: () => void }) {
  const toast = useToast();
  const fieldId = useId();
  // Both need JavaScript: shown once the page runs it (the server renders the links and the field).
  const hydrated = useHydrated();
  const canShare = hydrated && typeof navigator.share === "function";
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ message: SHARE_COPY.linkCopied, duration: TOAST_DURATION_MS.short });
    } catch {
      toast.show({ message: SHARE_COPY.copyFailed, duration: TOAST_DURATION_MS.notice });
    }
  };
  const links = shareLinks(url, title);
  return (
    <Modal title={heading} closeLabel onClose={onClose} className="share-sheet" testId="share-sheet">
      <div className="share-sheet__link">
        <label htmlFor={fieldId} className="share-sheet__label">
          {SHARE_COPY.linkLabel}
        </label>
        <div className="share-sheet__row">
          <input id={fieldId} className="share-sheet__url" type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          {hydrated ? <Button onClick={() => void copy()}>{SHARE_COPY.copyLink}</Button> : null}
        </div>
      </div>
      {canShare ? (
        <Button variant="secondary" block onClick={() => void navigator.share({ url, title }).catch(() => {})}>
          {SHARE_COPY.moreOptions}
        </Button>
      ) : null}
      <h3 className="share-sheet__subtitle">{SHARE_COPY.networksLabel}</h3>
      <ul className="share-sheet__networks">
        {links.map((link) =>
          link.network === "email" ? (
            <li key={link.network}>
              <a href={link.href} className={buttonClassName({ variant: "secondary", block: true })}>
                {link.label}
              </a>
            </li>
          ) : (
            <li key={link.network}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClassName({ variant: "secondary", block: true })}
              >
                {link.label}
                <span className="visually-hidden"> {SHARE_COPY.opensNewTab}</span>
              </a>
            </li>
          ),
        )}
      </ul>
    </Modal>
  );
}
