import { useLoaderData } from "@remix-run/react";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { MoreMessages, Rich, useHrefIn, useT } from "~/modules/i18n/react";
import type { Catalogue, MessageKey } from "~/modules/i18n/translator";
import { memoize } from "~/modules/memo";

interface LegalPageProps {
  /** The page's title (a 'legal.…' message). */
  title: MessageKey;
  updated: string;
  /** The English page, which governs: linked from the page in any other language. */
  english: { path: string; title: string };
  intro: ReactNode;
  sections: ReadonlyArray<{ id: string; title: MessageKey; body: ReactNode }>;
}

/**
 * A legal route's page: its messages (from its loader, legal.server.ts) around the layout below, the intro
 * one paragraph.
 */
export function LegalRoutePage({
  title,
  intro,
  ...page
}: Omit<LegalPageProps, "english" | "intro"> & { intro: MessageKey; path: string }) {
  const { messages, englishTitle } = useLoaderData<{ messages: Catalogue; englishTitle: string }>();
  return (
    <MoreMessages messages={messages}>
      <LegalPage
        title={title}
        updated={page.updated}
        english={{ path: page.path, title: englishTitle }}
        intro={
          <p>
            <Say k={intro} />
          </p>
        }
        sections={page.sections}
      />
    </MoreMessages>
  );
}

/**
 * Layout for the static legal pages: title, last-updated date, contents list and numbered sections. It formats
 * 'legal.…' messages, which only these pages receive: render it inside their `<MoreMessages>`.
 */
export function LegalPage({ title, updated, english, intro, sections }: LegalPageProps) {
  const { t, locale } = useT();
  const heading = (k: MessageKey, i: number) => t("legal.sectionHeading", { number: i + 1, title: t(k) });
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-stone-200 pb-8">
        <h1 className="font-display text-4xl font-bold tracking-tight">{t(title)}</h1>
        <p className="mt-3 text-sm text-stone-600">
          <Rich
            k="legal.lastUpdated"
            values={{ date: <time dateTime={updated}>{formatDate(updated, locale.tag)}</time> }}
          />
        </p>
        {locale.prefix !== "" ? (
          <p className="mt-3 rounded-lg bg-stone-100 px-4 py-3 text-sm text-stone-700">
            {t("legal.governingNote")}{" "}
            <a className="text-brand-700 underline" href={english.path} hrefLang="en" lang="en">
              {english.title}
            </a>
          </p>
        ) : null}
        <div className="prose-legal mt-6">{intro}</div>
      </header>
      <nav aria-label={t("legal.contents")} className="mt-8 rounded-2xl border border-stone-200 bg-white p-6">
        <h2 className="text-sm font-semibold uppercase tracking-wider text-stone-600">{t("legal.contents")}</h2>
        <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((s, i) => (
            <li key={s.id}>
              <a className="text-brand-700 hover:underline" href={`#${s.id}`}>
                {heading(s.title, i)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose-legal">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
            <h2 id={`${s.id}-title`}>{heading(s.title, i)}</h2>
            {s.body}
          </section>
        ))}
      </div>
    </article>
  );
}

/** A message with nothing inside it to render (a paragraph, a list item, a subheading) as text. */
export function Say({ k }: { k: MessageKey }) {
  return <>{useT().t(k)}</>;
}

/** A plain link to one of our own pages, in the page's language. */
export function OwnLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const hrefIn = useHrefIn();
  return <a href={hrefIn(to)} {...rest} />;
}

/** The long date format of each language (the bound is over the guide's languages). */
const dateFormat = memoize(
  64,
  (tag: string) => tag,
  (tag: string) => new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }),
);

/** A day ('2026-11-25') as the page's language writes it in full ('November 25, 2026', '25 novembre 2026'). */
export function formatDate(iso: string, tag: string): string {
  return dateFormat(tag).format(new Date(iso));
}
