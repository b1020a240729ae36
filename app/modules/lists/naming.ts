/** How a list is named and where it is shared: for its pages, its share image, imports and messages. */
import type { Translator } from "~/modules/i18n/translator";
import { paths } from "~/modules/urls/paths";
import type { ListSummary } from "./types";

/** A list's title: the person's own name, or the guide's name for Favorites and Want to go. */
export function listTitle(t: Translator, list: Pick<ListSummary, "kind" | "name">): string {
  if (list.kind === "favorites") return t.t("lists.builtin.favorites");
  if (list.kind === "want-to-go") return t.t("lists.builtin.wantToGo");
  return list.name ?? "";
}

/** The address a list is shared at: its token's for a link-only list, its own for a public one. */
export function shareAddress(list: Pick<ListSummary, "id" | "visibility" | "shareToken">, mobile = false) {
  if (list.visibility === "public") return paths.list(list.id, { mobile });
  if (list.visibility === "link" && list.shareToken) return paths.sharedList(list.shareToken, { mobile });
  return null;
}
