/**
 * The page's language in React: the root route provides a translator over the messages its loader sent
 * (the page's language only), and components read it with `useT()`. Nothing here is module-level state, so
 * a Worker rendering pages in several languages at once keeps them apart.
 */
import { Children, createContext, type ReactNode, useContext, useMemo } from "react";
import { ENGLISH, type Locale, localizedPath } from "./locales";
import { type Catalogue, createTranslator, type MessageKey, type Translator, type Value } from "./translator";

const I18nContext = createContext<Translator>(createTranslator(ENGLISH, {}));

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Catalogue;
  children: ReactNode;
}) {
  const translator = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

/**
 * More messages for part of a page (a legal text's paragraphs, which only its own page needs): the page's
 * translator, with these added.
 */
export function MoreMessages({ messages, children }: { messages: Catalogue; children: ReactNode }) {
  const outer = useContext(I18nContext);
  const merged = useMemo(() => ({ ...outer.catalogue, ...messages }), [outer, messages]);
  return (
    <I18nProvider locale={outer.locale} messages={merged}>
      {children}
    </I18nProvider>
  );
}

/** The page's translator: `const { t } = useT()`. */
export function useT(): Translator {
  return useContext(I18nContext);
}

export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}

/**
 * A path of ours as a plain `href` in the page's language ('/restaurants/x' -> '/fr/restaurants/x'). Remix's
 * `<Link>`, `<Form>`, `redirect()` and `navigate()` add the language themselves (it is their basename); plain
 * `<a>` and markup built outside React use this.
 */
export function useHrefIn(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => localizedPath(locale, path);
}

/**
 * A message with markup inside it, as React nodes: `<Rich k="legal.contact" values={{ mail: (text) =>
 * <a href="mailto:…">{text}</a> }} />` for the message 'Write to <mail>us</mail>.'.
 */
export function Rich({
  k,
  values,
}: {
  k: MessageKey;
  values: Readonly<Record<string, Value | ReactNode | ((chunks: ReactNode[]) => ReactNode)>>;
}) {
  const { rich } = useT();
  return <>{Children.toArray(rich<ReactNode>(k, values))}</>;
}
