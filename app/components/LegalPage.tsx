import type { ReactNode } from "react";

interface LegalPageProps {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: ReadonlyArray<{ id: string; title: string; body: ReactNode }>;
}

/** Layout for the static legal pages: title, last-updated date, contents list and numbered sections. */
export function LegalPage({ title, updated, intro, sections }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-stone-200 pb-8">
        <h1 className="font-display text-4xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 text-sm text-stone-600">
          Last updated: <time dateTime={updated}>{formatDate(updated)}</time>
        </p>
        <div className="prose-legal mt-6">{intro}</div>
      </header>
      <nav aria-label="Contents" className="mt-8 rounded-2xl border border-stone-200 bg-white p-6">
        <h2 className="text-sm font-semibold uppercase tracking-wider text-stone-600">Contents</h2>
        <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((s, i) => (
            <li key={s.id}>
              <a className="text-brand-700 hover:underline" href={`#${s.id}`}>
                {`${i + 1}. ${s.title}`}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose-legal">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
            <h2 id={`${s.id}-title`}>{`${i + 1}. ${s.title}`}</h2>
            {s.body}
          </section>
        ))}
      </div>
    </article>
  );
}

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}
