import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useT } from "~/modules/i18n/react";
import { FavoriteFields } from "./FavoriteStar";

export interface SortableItem {
  id: string;
  placeId: string;
  name: string;
  href: string;
  address?: string;
}

/**
 * One city's favorites on the account page, or the places of another list (`list`). Without JavaScript (and
 * for keyboard users), move-up and move-down buttons; with JavaScript, rows can also be dragged, and the new
 * order is saved at once.
 */
export function SortableFavorites({
  items,
  sortable,
  returnTo,
  list,
}: {
  items: SortableItem[];
  sortable: boolean;
  returnTo: string;
  list?: { id: string; title: string };
}) {
  const action = list ? "/lists" : "/favorites";
  const { t } = useT();
  const [order, setOrder] = useState(items);
  const [dragging, setDragging] = useState<string | null>(null);
  const fetcher = useFetcher();
  useEffect(() => setOrder(items), [items]);
  // A dragged order is saved in the background: the list says so until it is, and then whether it was, so
  // nobody leaves the page believing an order is kept that is still on its way. The action answers a saved
  // order with a redirect (no data for the fetcher) and a refused one with its message.
  const saving = fetcher.state !== "idle";
  const [submitted, setSubmitted] = useState(false);
  const outcome = !submitted || saving ? null : fetcher.data === undefined ? "saved" : "failed";

  const drop = (targetId: string) => {
    if (!dragging || dragging === targetId) return;
    const next = order.filter((i) => i.id !== dragging);
    next.splice(
      next.findIndex((i) => i.id === targetId) +
        (order.findIndex((i) => i.id === dragging) < order.findIndex((i) => i.id === targetId) ? 1 : 0),
      0,
      order.find((i) => i.id === dragging)!,
    );
    setOrder(next);
    setDragging(null);
    setSubmitted(true);
    fetcher.submit({ intent: "reorder", order: next.map((i) => i.id).join(","), returnTo }, { method: "post", action });
  };

  // One favorite has no order to change: no drag handle, no arrows.
  const movable = order.length > 1;
  return (
    <>
      <ol className="mt-2 divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
        {order.map((f, i) => (
          <li
            key={f.id}
            data-favorite={f.name}
            draggable={sortable && movable}
            onDragStart={(e) => {
              setDragging(f.id);
              e.dataTransfer.effectAllowed = "move";
            }}
            onDragOver={(e) => {
              if (sortable && dragging) e.preventDefault();
            }}
            onDrop={(e) => {
              e.preventDefault();
              drop(f.id);
            }}
            onDragEnd={() => setDragging(null)}
            className={`flex items-center gap-3 px-4 py-3 ${sortable && movable ? "cursor-grab" : ""} ${dragging === f.id ? "opacity-50" : ""}`}
          >
            {sortable && movable ? (
              <span aria-hidden="true" className="select-none text-stone-400">
                ⋮⋮
              </span>
            ) : null}
            <div className="min-w-0 flex-1">
              <Link to={f.href} className="font-semibold wrap-anywhere hover:text-brand-700">
                {f.name}
              </Link>
              {f.address ? <p className="truncate text-sm text-stone-600">{f.address}</p> : null}
            </div>
            {(movable ? (["up", "down"] as const) : []).map((dir) => (
              <Form key={dir} method="post" action={action}>
                <input type="hidden" name="intent" value="move" />
                <input type="hidden" name={list ? "item" : "favorite_id"} value={f.id} />
                <input type="hidden" name="direction" value={dir} />
                <input type="hidden" name="returnTo" value={returnTo} />
                <button
                  type="submit"
                  disabled={dir === "up" ? i === 0 : i === order.length - 1}
                  aria-label={t("account.sortable.move", { name: f.name, direction: dir })}
                  className="h-9 w-9 rounded-full border border-stone-300 text-stone-700 hover:bg-stone-100 disabled:opacity-30"
                >
                  {dir === "up" ? "↑" : "↓"}
                </button>
              </Form>
            ))}
            {/* A list's page has its remove button under each card. */}
            {list ? null : (
              <Form method="post" action={action}>
                <FavoriteFields intent="remove" placeId={f.placeId} returnTo={returnTo} />
                <button
                  type="submit"
                  aria-label={t("account.sortable.removeLabel", { name: f.name })}
                  className="rounded-full px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                >
                  {t("account.sortable.remove")}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ol>
      {sortable && movable ? (
        <p role="status" className="mt-1 min-h-5 text-sm text-stone-600">
          {saving
            ? t("account.sortable.saving")
            : outcome === "saved"
              ? t("account.sortable.saved")
              : outcome === "failed"
                ? t("account.sortable.failed")
                : null}
        </p>
      ) : null}
    </>
  );
}
