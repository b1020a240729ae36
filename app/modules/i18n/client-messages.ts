/**
 * The browser's catalogue of the page's language, one object that grows: entry.client fills it from the parts
 * the page's preload links name before hydrating, and a route that shows another part loads it before its
 * next page renders (its clientLoader calls ensureMessages). The translators read it by key at each call, so
 * a part added later is seen by every component and meta function.
 */
import MESSAGE_FILES from "virtual:message-files";
import type { Locale } from "./locales";
import type { ClientPart, MessagesHandle } from "./parts";
import type { Catalogue } from "./translator";

const catalogue: Record<string, Catalogue[string]> = {};
const loading = new Map<ClientPart, Promise<void>>();
/** The parts whose words are in `catalogue`. */
const loaded = new Set<ClientPart>();
let prefix = "";

/** A part's words, read once (a failed read is forgotten, so the next page that needs the part tries again). */
function load(part: ClientPart, url: string | undefined): Promise<void> {
  let done = loading.get(part);
  if (!done) {
    done = url
      ? fetch(url, { credentials: "same-origin" }).then(async (response) => {
          if (!response.ok) throw new Error(`messages ${url}: HTTP ${response.status}`);
          Object.assign(catalogue, (await response.json()) as Catalogue);
          loaded.add(part);
        })
      : Promise.resolve();
    done.catch(() => loading.delete(part));
    loading.set(part, done);
  }
  return done.catch(() => undefined);
}

/** The page's messages, from the files its preload links name (data-messages="{part}"). */
export async function pageMessages(locale: Locale): Promise<Catalogue> {
  prefix = locale.prefix;
  const links = document.querySelectorAll<HTMLLinkElement>("link[data-messages]");
  await Promise.all([...links].map((link) => load(link.dataset.messages as ClientPart, link.href)));
  return catalogue;
}

/** Loads the parts a page about to render shows, once each. */
export function ensureMessages(parts: readonly ClientPart[]): Promise<void> {
  const files = MESSAGE_FILES[prefix] ?? MESSAGE_FILES[""];
  return Promise.all(parts.map((part) => load(part, files?.[part]))).then(() => undefined);
}

/**
 * For a route that shows more parts than "page": `export const handle = messagesHandle("account");` (the server
 * renders with them and the page preloads them) and `export const clientLoader = loadingMessages("account");`
 * (a client-side navigation to the route loads them beside the page's data).
 */
export const messagesHandle = (...parts: ClientPart[]): MessagesHandle => ({ messages: parts });
export function loadingMessages(...parts: ClientPart[]) {
  return async <T>({ serverLoader }: { serverLoader: () => Promise<T> }): Promise<T> => {
    const [data] = await Promise.all([serverLoader(), ensureMessages(parts)]);
    return data;
  };
}

/**
 * For a component that shows a part's texts on pages reached by a client-side navigation from pages without it
 * (the phone frame, from a web page's 'Mobile site' link): until the part is here the component suspends, and
 * the navigation (a React transition) keeps the previous page on screen meanwhile. On the server, and once the
 * part is loaded, nothing happens.
 */
export function useMessageParts(parts: readonly ClientPart[]): void {
  if (typeof document === "undefined") return;
  const missing = parts.filter((part) => !loaded.has(part));
  if (missing.length > 0) throw ensureMessages(missing);
}
