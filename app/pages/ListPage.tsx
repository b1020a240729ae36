import { Form, Link, useLocation } from "@remix-run/react";
import { EmptyState } from "~/components/EmptyState";
import { ExportLinks } from "~/components/ExportLinks";
import { JsonLd } from "~/components/JsonLd";
import { ListingView } from "~/components/listing/ListingView";
import { ShareControl } from "~/components/lists/ShareControl";
import { VisibilityBadge, VisibilityChoices } from "~/components/lists/Visibility";
import { Pager } from "~/components/Pager";
import { useHrefIn, useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";
import type { ListPageData } from "./data";

type Place = ListPageData["places"][number];

const field = "mt-1 w-full rounded-lg border border-stone-300 px-3 py-2";

/**
 * A list's page (web and /mobile): heading, owner, description, count; the places as cards beside the map
 * (the results pages' listing view) with their notes; for its owner, the tools to change it, every one a
 * plain form (no JavaScript needed); for a signed-in visitor, 'Save a copy'.
 */
export function ListPage({ page }: { page: ListPageData }) {
  const { t } = useT();
  const location = useLocation();
  const hrefIn = useHrefIn();
  const here = location.pathname + location.search;
  const { list, mobile, isOwner } = page;
  const byId = new Map(page.places.map((p) => [p.card.placeId, p]));
  return (
    <div className={mobile ? "space-y-4" : "mx-auto max-w-[1600px] px-4 py-6 sm:px-6"}>
      {isOwner ? (
        <Link to={paths.lists({ mobile })} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("lists.page.allLists")}
        </Link>
      ) : null}
      <header className="mt-2">
        <h1 className={`font-display font-bold tracking-tight ${mobile ? "text-2xl" : "text-3xl sm:text-4xl"}`}>
          <bdi>{list.title}</bdi>
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-stone-700">
          <span>
            {isOwner
              ? t("lists.page.yours")
              : // The owner's name isolated from the sentence around it (a Latin name in an Arabic line).
                t("lists.page.by", { owner: `\u2068${page.owner.name}\u2069` })}
          </span>
          <span aria-hidden="true">·</span>
          <span>{t("lists.count", { count: list.count })}</span>
          <VisibilityBadge visibility={list.visibility} />
        </p>
        {list.description ? (
          <p className="mt-3 max-w-3xl whitespace-pre-line text-stone-700">
            <bdi>{list.description}</bdi>
          </p>
        ) : null}
      </header>

      {isOwner ? <OwnerTools page={page} here={here} /> : null}

      {!isOwner && page.share ? (
        <section className="mt-6 max-w-2xl">
          <ShareControl url={page.share.url} title={list.title} label={t("lists.share.linkLabel")} />
        </section>
      ) : null}

      {!isOwner ? (
        <section className="mt-4">
          {page.signedIn ? (
            <Form method="post" action="/lists" className="flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value="copy-list" />
              <input type="hidden" name="returnTo" value={here} />
              {page.at.token ? (
                <input type="hidden" name="token" value={page.at.token} />
              ) : (
                <input type="hidden" name="list" value={list.id} />
              )}
              <button type="submit" className="btn-primary">
                {t("lists.copy.submit")}
              </button>
              <span className="text-sm text-stone-600">{t("lists.copy.hint")}</span>
            </Form>
          ) : (
            <Link to={`${paths.auth()}?${new URLSearchParams({ returnTo: here })}`} className="btn-secondary">
              {t("lists.copy.signIn")}
            </Link>
          )}
        </section>
      ) : null}

      <section aria-labelledby="list-places" className="mt-8">
        <h2 id="list-places" className="sr-only">
          {t("lists.page.places")}
        </h2>
        {page.places.length ? (
          <ListingView
            cards={page.places.map((p) => p.card)}
            center={page.center}
            map={page.map}
            initialView={page.initialView}
            viewHrefs={page.viewHrefs}
            variant={mobile ? "mobile" : "web"}
            label={t("lists.page.places")}
            below={(card) => {
              const place = byId.get(card.placeId);
              return place ? <PlaceExtras place={place} page={page} here={here} /> : null;
            }}
          />
        ) : (
          <EmptyState
            title={t("lists.page.empty")}
            message={isOwner ? t("lists.page.emptyOwner") : ""}
            action={isOwner ? { to: paths.home({ mobile }), label: t("lists.page.findRestaurants") } : undefined}
          />
        )}
        <Pager page={page.page} pages={page.pages} label={t("lists.page.pages")} />
      </section>
      {list.visibility !== "private" ? (
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "ItemList",
            name: list.title,
            ...(list.description ? { description: list.description } : {}),
            numberOfItems: list.count,
            itemListElement: page.places.map((p, i) => ({
              "@type": "ListItem",
              position: (page.page - 1) * page.pageSize + i + 1,
              name: p.card.name,
              url: hrefIn(p.card.href),
            })),
          }}
        />
      ) : null}
    </div>
  );
}

/** Under a place's card: its note; for the list's owner, the note's editor and moving or copying it elsewhere. */
function PlaceExtras({ place, page, here }: { place: Place; page: ListPageData; here: string }) {
  const { t } = useT();
  const name = place.card.name;
  if (!page.isOwner)
    return place.note ? (
      <div className="mt-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-stone-800">
        <p className="font-semibold">{t("lists.page.note")}</p>
        <p className="mt-1 whitespace-pre-line">
          <bdi>{place.note}</bdi>
        </p>
      </div>
    ) : null;
  const noteId = `note-${place.itemId}`;
  return (
    <div className="mt-2 space-y-3 rounded-xl border border-stone-200 bg-stone-50 p-3 text-sm">
      {place.note ? (
        <p className="whitespace-pre-line text-stone-800">
          <bdi>{place.note}</bdi>
        </p>
      ) : null}
      <details>
        <summary className="cursor-pointer font-semibold text-brand-700">
          {t(place.note ? "lists.note.edit" : "lists.note.add")}
        </summary>
        <Form method="post" action="/lists">
          <input type="hidden" name="intent" value="note" />
          <input type="hidden" name="item" value={place.itemId} />
          <input type="hidden" name="name_of" value={name} />
          <input type="hidden" name="returnTo" value={here} />
          <label htmlFor={noteId} className="font-medium text-stone-700">
            {t("lists.note.label", { name })}
          </label>
          <textarea
            id={noteId}
            name="note"
            rows={2}
            maxLength={page.limits.note}
            defaultValue={place.note ?? ""}
            aria-describedby={`${noteId}-who`}
            className={field}
          />
          <p id={`${noteId}-who`} className="mt-1 text-xs text-stone-600">
            {t(
              page.list.visibility === "private"
                ? "lists.note.private"
                : page.list.visibility === "link"
                  ? "lists.note.link"
                  : "lists.note.public",
            )}
          </p>
          <button type="submit" className="btn-secondary mt-2">
            {t("lists.note.submit")}
          </button>
        </Form>
      </details>
      <Form method="post" action="/lists">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="list" value={page.list.id} />
        <input type="hidden" name="place_id" value={place.card.placeId} />
        <input type="hidden" name="name_of" value={name} />
        <input type="hidden" name="returnTo" value={here} />
        <button
          type="submit"
          aria-label={t("lists.item.removeLabel", { name, list: page.list.title })}
          className="rounded-full px-3 py-1.5 font-semibold text-red-700 hover:bg-red-50"
        >
          {t("lists.item.remove")}
        </button>
      </Form>
      {page.others.length ? (
        <Form method="post" action="/lists" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="transfer" />
          <input type="hidden" name="item" value={place.itemId} />
          <input type="hidden" name="from" value={page.list.id} />
          <input type="hidden" name="name_of" value={name} />
          <input type="hidden" name="returnTo" value={here} />
          <label className="min-w-0 flex-1">
            <span className="block font-medium text-stone-700">{t("lists.item.transferLabel", { name })}</span>
            <select name="to" className={field}>
              {page.others.map((o) => (
                <option key={o.id} value={o.id} disabled={o.full}>
                  {o.title}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" name="mode" value="move" className="btn-secondary">
            {t("lists.item.move")}
          </button>
          <button type="submit" name="mode" value="copy" className="btn-secondary">
            {t("lists.item.copy")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

/** The owner's tools: details, who sees it, its link, the order of its places, export and import, delete. */
function OwnerTools({ page, here }: { page: ListPageData; here: string }) {
  const { t } = useT();
  const { list, mobile } = page;
  const section = "rounded-2xl border border-stone-200 bg-white p-5";
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-3">
      <details className={section}>
        <summary className="cursor-pointer font-semibold">{t("lists.edit.title")}</summary>
        <Form method="post" action="/lists" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="details" />
          <input type="hidden" name="list" value={list.id} />
          <input type="hidden" name="returnTo" value={here} />
          {list.kind === "custom" ? (
            <label className="block">
              <span className="text-sm font-medium text-stone-700">{t("lists.create.name")}</span>
              <input
                name="name"
                required
                maxLength={page.limits.name}
                defaultValue={list.name ?? ""}
                className={field}
              />
            </label>
          ) : (
            <p className="text-sm text-stone-600">{t("lists.edit.builtinName")}</p>
          )}
          <label className="block">
            <span className="text-sm font-medium text-stone-700">{t("lists.create.description")}</span>
            <textarea
              name="description"
              rows={3}
              maxLength={page.limits.description}
              defaultValue={list.description ?? ""}
              className={field}
            />
          </label>
          <button type="submit" className="btn-secondary">
            {t("lists.edit.submit")}
          </button>
        </Form>
        {list.kind === "custom" ? (
          <Link
            to={paths.listDelete(list.id, { mobile })}
            className="mt-4 inline-block text-sm font-semibold text-red-700 hover:underline"
          >
            {t("lists.delete.link")}
          </Link>
        ) : null}
      </details>
      <section className={section} aria-labelledby="list-share">
        <h2 id="list-share" className="font-semibold">
          {t("lists.share.title")}
        </h2>
        <Form method="post" action="/lists" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="visibility" />
          <input type="hidden" name="list" value={list.id} />
          <input type="hidden" name="returnTo" value={here} />
          <VisibilityChoices value={list.visibility} />
          <button type="submit" className="btn-secondary">
            {t("lists.edit.visibilitySubmit")}
          </button>
        </Form>
        <div className="mt-4">
          {page.share ? (
            <>
              <ShareControl url={page.share.url} title={list.title} label={t("lists.share.linkLabel")} />
              {list.visibility === "link" ? (
                <Form method="post" action="/lists" className="mt-2">
                  <input type="hidden" name="intent" value="replace-link" />
                  <input type="hidden" name="list" value={list.id} />
                  <input type="hidden" name="returnTo" value={here} />
                  <button type="submit" className="text-sm font-semibold text-brand-700 hover:underline">
                    {t("lists.share.replace")}
                  </button>
                  <p className="text-xs text-stone-600">{t("lists.share.replaceHint")}</p>
                </Form>
              ) : null}
            </>
          ) : (
            <p className="text-sm text-stone-600">{t("lists.share.privateHint")}</p>
          )}
        </div>
      </section>
      <section className={section}>
        <ExportLinks mobile={mobile} canExport={list.count > 0} list={{ id: list.id }} />
        {page.arrange ? (
          <Link to={page.arrange} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
            {t("lists.page.arrange")}
          </Link>
        ) : null}
      </section>
    </div>
  );
}
