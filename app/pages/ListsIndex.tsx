import { Link, useLocation } from "@remix-run/react";
import { CreateListForm } from "~/components/lists/CreateListForm";
import { ListsGrid, type ListTile } from "~/components/lists/ListsGrid";
import { useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import type { ListsIndexData } from "./data";

/** The person's lists: Favorites and Want to go first, then their own, and a form for a new one. */
export function ListsIndex({ page }: { page: ListsIndexData }) {
  const { t } = useT();
  const location = useLocation();
  if (!page.signedIn) {
    return (
      <section className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="font-display text-3xl font-bold">{t("lists.index.title")}</h1>
        <p className="mt-4 text-stone-600">{t("lists.index.signedOut")}</p>
        <Link
          to={`${paths.auth()}?${new URLSearchParams({ returnTo: location.pathname })}`}
          className="btn-primary mt-6"
        >
          {t("lists.index.signIn")}
        </Link>
      </section>
    );
  }
  return (
    <ListsSections
      page={page}
      builtin={page.lists.filter((l) => l.kind !== "custom")}
      own={page.lists.filter((l) => l.kind === "custom")}
    >
      <h1 className="font-display text-4xl font-bold tracking-tight">{t("lists.index.title")}</h1>
      <p className="mt-2 max-w-2xl text-stone-700">{t("lists.index.intro")}</p>
    </ListsSections>
  );
}

/** The lists and the form, under a heading of the page's own (the web page's, or the mobile tab's). */
export function ListsSections({
  page,
  builtin = [],
  own,
  children,
}: {
  page: Extract<ListsIndexData, { signedIn: true }>;
  /** Favorites and Want to go, shown first (the mobile tab shows Favorites itself above). */
  builtin?: readonly ListTile[];
  own: readonly ListTile[];
  children?: React.ReactNode;
}) {
  const { t } = useT();
  const location = useLocation();
  return (
    <div className={page.mobile ? "space-y-6" : "mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6"}>
      {children ? <div>{children}</div> : null}
      {builtin.length ? <ListsGrid lists={builtin} mobile={page.mobile} /> : null}
      <section aria-labelledby="own-lists" className="space-y-3">
        <h2 id="own-lists" className="text-2xl font-semibold">
          {t("lists.index.yourLists")}
        </h2>
        <p className="text-sm text-stone-600">{t("lists.index.limit", { count: page.lists.length, max: page.max })}</p>
        {own.length ? (
          <ListsGrid lists={own} mobile={page.mobile} />
        ) : (
          <p className="text-stone-600">{t("lists.index.ownEmpty")}</p>
        )}
      </section>
      {page.lists.length < page.max ? (
        <CreateListForm returnTo={location.pathname} mobile={page.mobile} />
      ) : (
        <p className="text-stone-600">{t("lists.create.tooMany", { max: page.max })}</p>
      )}
    </div>
  );
}
