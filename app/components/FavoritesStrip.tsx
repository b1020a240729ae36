import { Link } from "@remix-run/react";
import { useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import { PlacePhoto } from "./PlacePhoto";
import { Streamed } from "./Streamed";

export const HOME_FAVORITES = 3;

interface Item {
  id: string;
  name: string;
  href: string;
  city: string | null;
  photoUrl?: string;
}

function Skeleton() {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-3" aria-hidden="true">
      {Array.from({ length: HOME_FAVORITES }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list rendered once, never reordered
        <li key={i} className="h-20 animate-pulse rounded-2xl bg-stone-200" />
      ))}
    </ul>
  );
}

/** 'Your Favorites' on the home page: up to 3, a skeleton while loading, hidden when none. */
export function FavoritesStrip({ favorites }: { favorites: Item[] | Promise<Item[]> }) {
  const { t } = useT();
  return (
    <Streamed
      resolve={favorites}
      fallback={
        <section
          className="mx-auto max-w-7xl px-4 pt-12 sm:px-6"
          aria-busy="true"
          aria-label={t("shell.favorites.title")}
        >
          <Skeleton />
        </section>
      }
    >
      {(items) =>
        items.length ? (
          <section className="mx-auto max-w-7xl px-4 pt-12 sm:px-6" aria-labelledby="your-favorites">
            <div className="flex items-baseline justify-between">
              <h2 id="your-favorites" className="text-2xl font-semibold">
                {t("shell.favorites.title")}
              </h2>
              <Link to={paths.account()} className="text-sm font-semibold text-brand-700 hover:underline">
                {t("shell.favorites.viewAll")}
              </Link>
            </div>
            <ul className="mt-4 grid gap-4 sm:grid-cols-3">
              {items.map((f) => (
                <li key={f.id}>
                  <Link
                    to={f.href}
                    className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm hover:border-brand-600"
                  >
                    <span className="h-14 w-14 shrink-0 overflow-hidden rounded-xl">
                      <PlacePhoto name={f.name} photoUrl={f.photoUrl} lazy={false} />
                    </span>
                    <span>
                      <span className="block font-semibold wrap-anywhere">{f.name}</span>
                      {f.city ? <span className="block text-sm text-stone-600">{f.city}</span> : null}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null
      }
    </Streamed>
  );
}
