import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageLinkList } from "./PageLinkList";

const items = [
  { name: "Thai", to: "/thai-restaurants/united-states/california/san-francisco?open=1&sort=rating" },
  { name: `Fish & "Chips" <b>`, to: "/x", active: true },
];

describe("PageLinkList", () => {
  const html = renderToString(
    <PageLinkList items={items} className="chips" linkClass="chip plain" currentClass="chip current" />,
  );

  it("gives the current page's link its own classes and aria-current, and the others theirs", () => {
    expect(html).toContain(
      '<a href="/thai-restaurants/united-states/california/san-francisco?open=1&amp;sort=rating" data-page-link="" class="chip plain">Thai</a>',
    );
    expect(html).toContain('<a href="/x" data-page-link="" aria-current="page" class="chip current">');
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it("escapes names as text", () => {
    expect(html).toContain(">Fish &amp; &quot;Chips&quot; &lt;b&gt;</a>");
    expect(html).not.toContain("<b>");
  });

  it("uses linkClass for the current link when it has no classes of its own", () => {
    const same = renderToString(<PageLinkList items={items} linkClass="filter-link" />);
    expect(same).toContain('aria-current="page" class="filter-link"');
  });
});
