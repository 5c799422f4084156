/** One legal document as a page: its title, when it changed, and its sections with anchors. */
import type { LegalDocument } from "~common/auth/legal";

export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <main id="main" className="page legal">
      <h1 className="page__title">{doc.title}</h1>
      <p className="legal__updated">{doc.updated}</p>
      <nav aria-label={`${doc.title} sections`} className="legal__toc">
        <ul>
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {doc.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="legal__section">
          <h2 id={`${s.id}-heading`}>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </main>
  );
}
