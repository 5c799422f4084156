/**
 * Why: "Send" and the Share buttons open one share sheet (issue 34 §3): the link to copy (a
 * button with a toast; the field itself to select without JavaScript), the browser's own share
 * sheet where `navigator.share` exists, and email and the major networks as plain links (no
 * third-party script). It is opened by the page URL (`?share=true`), so it is server-rendered
 * open and works as a list of links without JavaScript; closing drops the parameter. Loaded only
 * when opened (share-button.tsx), so the pages carry none of it on first load.
 */
import { useId } from "react";
import { useLocation, useNavigate } from "react-router";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { SHARE_COPY, SHARE_PARAM, shareLinks } from "~common/saving/share";
import { Button, buttonClassName } from "../../../components/button";
import { Modal } from "../../../components/dialog";
import { useToast } from "../../../components/toast";
import { useHydrated } from "../../../lib/hydrated";

export interface ShareSheetProps {
  /** The absolute URL to share. */
  url: string;
  title: string;
  heading: string;
}

export default function ShareSheet({ url, title, heading }: ShareSheetProps) {
  const location = useLocation();
  const navigate = useNavigate();
  // Closing drops ?share from the page URL (the rest of the query stays).
  const onClose = () => {
    const rest = new URLSearchParams(location.search);
    rest.delete(SHARE_PARAM);
    void navigate(`${location.pathname}${rest.size ? `?${rest}` : ""}`, { replace: true, preventScrollReset: true });
  };
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
