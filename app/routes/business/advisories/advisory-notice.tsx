/**
 * Why: a sensitive search's notice (business.md §2, §3) is a large banner above the results —
 * style 2 only; the search page passes only those (common/business/advisories/rules.ts) — with its
 * title, its description whose textTags are links, its action buttons and its footer. Links out
 * of the site open as normal links: the notices are ours, written by the advisory admin command.
 * The save modal shows a sensitive Pin's notice with it too (app/routes/saving/board-picker/save-flow.tsx), with
 * its own action after the notice's.
 */
import { noticeSegments } from "~common/business/advisories/rules";
import type { Notice } from "~common/business/advisories/schemas";
import type { ReactNode } from "react";
import { DISCOVERY_COPY } from "~common/business/discovery-messages";
import { buttonClassName } from "../../../components/button";

export function AdvisoryNotice({
  notice,
  label = DISCOVERY_COPY.noticeLabel,
  className,
  children,
}: {
  notice: Notice;
  label?: string;
  className?: string;
  children?: ReactNode;
}) {
  const titleId = `notice-${notice.id}`;
  return (
    <section
      className={className ? `advisory-notice ${className}` : "advisory-notice"}
      aria-labelledby={titleId}
      data-notice-style={notice.style}
    >
      <span className="visually-hidden">{label}: </span>
      <h2 id={titleId} className="advisory-notice__title">
        {notice.title}
      </h2>
      <p className="advisory-notice__text">
        {noticeSegments(notice.description).map((s, i) =>
          s.link ? (
            <a key={i} href={s.link} rel="noopener">
              {s.text}
            </a>
          ) : (
            <span key={i}>{s.text}</span>
          ),
        )}
      </p>
      {notice.actions.length > 0 || children ? (
        <p className="advisory-notice__actions">
          {notice.actions.map((a) => (
            <a
              key={a.link + a.buttonText}
              href={a.link}
              rel="noopener"
              className={buttonClassName({ variant: children ? "secondary" : "primary" })}
            >
              {a.buttonText}
            </a>
          ))}
          {children}
        </p>
      ) : null}
      {notice.footer ? <p className="advisory-notice__footer">{notice.footer}</p> : null}
    </section>
  );
}
