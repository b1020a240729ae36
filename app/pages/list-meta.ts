import { isolate } from "~/modules/i18n/bidi";
import type { Translator } from "~/modules/i18n/translator";
import type { PageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import type { ListPageData } from "./data";

/**
 * A list page's title, description and share image. Only public lists are for search engines: a link-only
 * list is for whoever was given its link, and its owner's own view of any list is theirs.
 */
export function listMeta(page: ListPageData, pathname: string, { t, list: join }: Translator): PageMeta {
  const { list } = page;
  // Names sit inside sentences here, as plain text (a title, a description, the image's alt text): isolated.
  const values = { name: isolate(list.title), owner: isolate(page.owner.name), count: list.count };
  const names = page.places.slice(0, 3).map((p) => isolate(p.card.name));
  return {
    title: t("lists.meta.title", values),
    description: t("lists.meta.description", { ...values, places: names.length ? join(names) : "none" }),
    path: page.at.token
      ? paths.sharedList(page.at.token, { mobile: page.mobile })
      : paths.list(list.id, { mobile: page.mobile }),
    noindex: page.isOwner || list.visibility !== "public" || pathname.includes("/l/"),
    ...(page.image ? { image: { card: page.image, alt: t("lists.meta.imageAlt", values) } } : {}),
  };
}
