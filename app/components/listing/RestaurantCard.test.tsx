import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { catalogue } from "~/modules/i18n/catalogue.server";
import { ENGLISH } from "~/modules/i18n/locales";
import { I18nProvider } from "~/modules/i18n/react";
import type { Card } from "~/modules/listing/card";
import { OpenBadge, PriceBadge, Stars } from "../Rating";
import { RestaurantCard } from "./RestaurantCard";

const card: Card = {
  placeId: "demo~a&b",
  name: `Fish & "Chips" <script>alert(1)</script>`,
  href: "/restaurants/USA/CA/san-francisco/profile/fish-chips?pid=demo%7Ea&x=<y>",
  photoUrl: "/api/places/photo?ref=demo%3A1&maxwidth=400",
  rating: 4.5,
  reviews: 2873,
  priceLevel: 2,
  priceSign: "$",
  address: "1 <Main> St",
  isOpen: true,
};

/** The card as the server renders it, signed out (the star reads the root route's data and the location). */
function render(c: Card): string {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => null,
        element: <RestaurantCard card={c} number={1} highlighted={false} />,
      },
    ],
    { hydrationData: { loaderData: { root: { user: null, favoriteIds: [] } } } },
  );
  return english(<RouterProvider router={router} />);
}

/** Rendered as an English page renders it (the root route provides the page's messages). */
const english = (node: ReactNode) =>
  renderToString(
    <I18nProvider locale={ENGLISH} messages={catalogue(ENGLISH)}>
      {node}
    </I18nProvider>,
  );

describe("RestaurantCard", () => {
  const html = render(card);

  it("names the card with a page link over it, escaping the name and the path", () => {
    expect(html).toContain(
      '<a href="/restaurants/USA/CA/san-francisco/profile/fish-chips?pid=demo%7Ea&amp;x=&lt;y&gt;" data-page-link="" class="card-link">Fish &amp; &quot;Chips&quot; &lt;script&gt;alert(1)&lt;/script&gt;</a>',
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain('<h3 id="card-demo~a&amp;b-name"');
    expect(html).toContain('aria-labelledby="card-demo~a&amp;b-name"');
  });

  it("shows rating, review count, price, Open and the escaped address", () => {
    expect(html).toContain('<span class="font-semibold text-ink">4.5</span>');
    expect(html).toContain("★★★★<span");
    expect(html).toContain("4.5 out of 5 stars");
    expect(html).toContain("(2,873)");
    expect(html).toContain('role="img" aria-label="Price: moderate">$$</span>');
    expect(html).toContain(">Open</span>");
    // Isolated from the sentence around it: a Latin address keeps its order on a right-to-left page.
    expect(html).toContain("><bdi>1 &lt;Main&gt; St</bdi></p>");
  });

  it("puts the favorite star after the name link, so it lies above the link's stretched area", () => {
    expect(html.indexOf('class="card-link"')).toBeLessThan(html.indexOf('aria-label="Add to favorites"'));
  });

  it("leaves out what it does not know", () => {
    const bare = render({ placeId: "p1", name: "Bare", href: "/r/bare" });
    expect(bare).toContain("No rating yet");
    expect(bare).toContain("Price not available");
    expect(bare).not.toContain(">Open<");
    expect(bare).not.toContain(">Closed<");
    expect(bare).not.toContain("<p ");
  });
});

describe("Stars, PriceBadge and OpenBadge on their own", () => {
  it("render the same elements as in a card, one element each", () => {
    expect(english(<Stars rating={3.2} size="lg" />)).toBe(
      '<span class="inline-flex items-center gap-1 text-base"><span class="font-semibold text-ink">3.2</span><span aria-hidden="true" class="tracking-tight text-amber-500">★★★<span class="text-stone-300">★★</span></span><span class="sr-only">3.2 out of 5 stars</span></span>',
    );
    expect(english(<PriceBadge level={0} />)).toBe(
      '<span class="rounded-full px-2 py-0.5 text-xs font-semibold bg-emerald-50 text-emerald-800" role="img" aria-label="Price: free">Free</span>',
    );
    expect(english(<OpenBadge isOpen={undefined} />)).toBe("");
  });

  it("escape the opening-hours text", () => {
    expect(english(<OpenBadge isOpen={false} next={"Opens <5 PM> & later"} />)).toBe(
      '<span class="inline-flex items-center gap-2"><span class="rounded-full px-2 py-0.5 text-xs font-semibold bg-stone-200 text-stone-800">Closed</span><span class="text-sm text-stone-700">Opens &lt;5 PM&gt; &amp; later</span></span>',
    );
  });
});
