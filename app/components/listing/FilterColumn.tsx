import { Form } from "@remix-run/react";
import { priceLevelText, priceLevelWords } from "~/modules/catalog/price";
import { useT } from "~/modules/i18n/react";
import type { LinkItem } from "~/modules/listing/index.server";
import { PageLinkList } from "../PageLinkList";

interface Props {
  links: {
    all: LinkItem;
    cuisines: LinkItem[];
    foods: LinkItem[];
    features: LinkItem[];
    featuresShown: number;
  };
  priceLevel?: string;
  /** The sign of the money of the listing's country: the price chips are written in it (€ to €€€€ in Paris). */
  priceSign?: string;
  /** False where the places have no price levels (OpenStreetMap's). */
  showPrice?: boolean;
  business?: string;
  keep?: Record<string, string | undefined>;
}

function LinkList({ items }: { items: readonly LinkItem[] }) {
  return <PageLinkList items={items} className="mt-2 space-y-0.5 text-sm" linkClass="filter-link" />;
}

/** The price filter: a GET form of five radio chips, so it works without JavaScript. */
export function PriceForm({
  priceLevel,
  priceSign,
  business,
  keep = {},
  large = false,
}: {
  priceLevel?: string;
  priceSign?: string;
  business?: string;
  /** Other query parameters the page has ('open now', the sort order), sent again with the price. */
  keep?: Record<string, string | undefined>;
  large?: boolean;
}) {
  const t = useT();
  return (
    <Form method="get" aria-labelledby="price-title">
      <h2 id="price-title" className="text-sm font-semibold uppercase tracking-wider text-stone-600">
        {t.t("listing.filters.priceTitle")}
      </h2>
      {business ? <input type="hidden" name="q" value={business} /> : null}
      {Object.entries(keep).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <fieldset className="mt-2 grid grid-cols-5 gap-1">
        <legend className="sr-only">{t.t("listing.filters.priceLegend")}</legend>
        {["", "1", "2", "3", "4"].map((value) => (
          <label key={value} className="relative">
            <input
              type="radio"
              name="price"
              value={value}
              defaultChecked={(priceLevel ?? "") === value}
              className="peer sr-only"
            />
            <span
              className={`flex cursor-pointer items-center justify-center rounded-lg border border-stone-300 text-center text-sm font-medium peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${large ? "min-h-11" : "py-1.5"}`}
            >
              {value ? (
                <>
                  {/* A sign of several characters (S$$$$) is set smaller and tighter to fit its chip. */}
                  <span
                    aria-hidden="true"
                    className={
                      (priceSign ?? "$").length > 1 && Number(value) > 2 ? "text-[11px] tracking-tighter" : undefined
                    }
                  >
                    {priceSign ? priceLevelText(t, Number(value), priceSign) : "•".repeat(Number(value))}
                  </span>
                  <span className="sr-only">{priceLevelWords(t, Number(value))}</span>
                </>
              ) : (
                t.t("listing.filters.priceAny")
              )}
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className={`btn-secondary mt-3 w-full ${large ? "min-h-11" : ""}`}>
        {t.t("listing.filters.applyPrice")}
      </button>
    </Form>
  );
}

/**
 * The features shown first ('All restaurants' and the first few) and those behind 'Show all', kept per
 * list, so that the same lists are the same arrays and PageLinkList builds their markup once.
 */
const featureGroups = new WeakMap<readonly LinkItem[], { shown: LinkItem[]; more: LinkItem[] }>();

function groupFeatures(links: Props["links"]) {
  let groups = featureGroups.get(links.features);
  if (!groups || groups.shown[0] !== links.all) {
    groups = {
      shown: [links.all, ...links.features.slice(0, links.featuresShown)],
      more: links.features.slice(links.featuresShown),
    };
    featureGroups.set(links.features, groups);
  }
  return groups;
}

/** The left column: price (a GET form), features (first 8, then 'Show all'), cuisines and foods as links. */
export function FilterColumn({ links, priceLevel, priceSign, business, keep, showPrice = true }: Props) {
  const { t } = useT();
  const { shown, more } = groupFeatures(links);
  return (
    <div className="space-y-6">
      {showPrice ? (
        <div className="rounded-2xl border border-stone-200 bg-white p-4">
          <PriceForm priceLevel={priceLevel} priceSign={priceSign} business={business} keep={keep} />
        </div>
      ) : null}
      <nav aria-label={t("listing.filters.features")} className="rounded-2xl border border-stone-200 bg-white p-4">
        <h2 className="text-sm font-semibold uppercase tracking-wider text-stone-600">
          {t("listing.filters.features")}
        </h2>
        <LinkList items={shown} />
        {more.length ? (
          <details className="mt-1">
            <summary className="cursor-pointer px-2 py-1 text-sm font-semibold text-brand-700">
              {t("listing.filters.showAllFeatures", { count: links.features.length })}
            </summary>
            <LinkList items={more} />
          </details>
        ) : null}
      </nav>
      <nav aria-label={t("listing.filters.cuisines")} className="rounded-2xl border border-stone-200 bg-white p-4">
        <details open>
          <summary className="cursor-pointer text-sm font-semibold uppercase tracking-wider text-stone-600">
            {t("listing.filters.cuisines")}
          </summary>
          <LinkList items={links.cuisines} />
        </details>
      </nav>
      <nav aria-label={t("listing.filters.foods")} className="rounded-2xl border border-stone-200 bg-white p-4">
        <details>
          <summary className="cursor-pointer text-sm font-semibold uppercase tracking-wider text-stone-600">
            {t("listing.filters.foods")}
          </summary>
          <LinkList items={links.foods} />
        </details>
      </nav>
    </div>
  );
}
