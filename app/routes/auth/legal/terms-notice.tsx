/**
 * The sign-up notice's text with its Terms of Service, Privacy Policy and Florida notice as links.
 * The catalogue keeps the whole sentence (tests and screen readers read it as one); the links are
 * found in it by their labels. They open in a new tab: the sign-up in progress stays as it was.
 */
import { Fragment, type ReactNode } from "react";
import { TERMS_NOTICE_LINKS } from "~common/auth/legal";

export function TermsNotice({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let rest = text;
  for (;;) {
    const next = TERMS_NOTICE_LINKS.map((l) => ({ ...l, at: rest.indexOf(l.label) }))
      .filter((l) => l.at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (!next) break;
    parts.push(rest.slice(0, next.at));
    parts.push(
      <a key={next.to} href={next.to} className="link" target="_blank" rel="noopener">
        {next.label}
      </a>,
    );
    rest = rest.slice(next.at + next.label.length);
  }
  parts.push(rest);
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>{p}</Fragment>
      ))}
    </>
  );
}
