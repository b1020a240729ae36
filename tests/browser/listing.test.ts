import { describe, expect, it } from "vitest";
import { mealtimeCity } from "../mealtime";
import { JS_MODES, openPage, useBrowser, useSharedPage } from "./browser";

const { baseURL, browser } = useBrowser();
const showing = /Showing 1-(\d+) of (\d+) restaurants/;

describe.each(JS_MODES)("results and restaurant pages with $label", ({ javaScript }) => {
  // Each test a new visitor in a page already open (see useSharedPage).
  const phone = useSharedPage(browser, { javaScript, phone: true });
  const desktop = useSharedPage(browser, { javaScript });

  it("shows the first results above the fold on a phone, as compact rows", async () => {
    const { page } = await phone();
    await page.goto(`${baseURL}/restaurants/united-states/texas/austin`);
    await page.getByRole("heading", { level: 1, name: "Austin Restaurants" }).waitFor();
    const names = page.locator('[id^="card-"][id$="-name"]');
    expect((await names.nth(0).boundingBox())!.y).toBeLessThan(844 - 40);
    // Rows, not tiles: the second result starts within the card height of a row.
    const [first, second] = [(await names.nth(0).boundingBox())!, (await names.nth(1).boundingBox())!];
    expect(second.y - first.y).toBeLessThan(180);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("keeps the desktop map whole below the sticky header while the cards scroll", async () => {
    const { page } = await desktop();
    await page.goto(`${baseURL}/restaurants/united-states/texas/austin`);
    await page.getByRole("heading", { level: 1, name: "Austin Restaurants" }).waitFor();
    await page.mouse.wheel(0, 1500);
    await expect
      .poll(async () => {
        const header = await page.getByRole("banner").boundingBox();
        const map = await page.locator(".lg\\:sticky").boundingBox();
        return map!.y >= header!.y + header!.height - 1;
      })
      .toBe(true);
  });

  it("reaches the first result from the keyboard in a few presses, and shows where focus is", async () => {
    const { page } = await desktop();
    await page.goto(`${baseURL}/restaurants/united-states/texas/austin`);
    await page.getByRole("heading", { level: 1, name: "Austin Restaurants" }).waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    let presses = 0;
    while ((await focused()) !== "Skip to results" && presses < 20) {
      await page.keyboard.press("Tab");
      presses++;
    }
    expect(await focused()).toBe("Skip to results");
    await page.keyboard.press("Enter");
    const firstName = (await page.locator('[id^="card-"][id$="-name"] a').first().textContent())!;
    while ((await focused()) !== firstName && presses < 30) {
      await page.keyboard.press("Tab");
      presses++;
    }
    expect(await focused()).toBe(firstName);
    // From the skip link: 'Open now', 'Members' rating: 4 stars and up' and the five sort links (and with
    // JavaScript 'Nearest to me') come before the first card.
    expect(presses).toBeLessThanOrEqual(javaScript ? 20 : 19);
    // The focused card shows a clear outline around it (drawn by the stretched link's ::after).
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!, "::after").outlineWidth);
    expect(outline).toBe("3px");
  });

  it("opens a US results page, applies a price filter and follows a card to its restaurant page", async () => {
    const { page, pageErrors } = await desktop();
    await page.goto(`${baseURL}/restaurants/united-states/texas/austin`);
    await page.getByRole("heading", { level: 1, name: "Austin Restaurants" }).waitFor();
    const before = Number(showing.exec((await page.getByText(showing).textContent()) ?? "")![1]);
    expect(before).toBeGreaterThan(10);

    const filters = page.getByRole("complementary", { name: "Filters" });
    await filters.getByText("$$", { exact: true }).filter({ visible: true }).click();
    await filters.getByRole("button", { name: "Apply price" }).filter({ visible: true }).click();
    await page.waitForURL(/price=2/);
    // With JavaScript the old results stay on screen until the new ones arrive.
    const prices = () =>
      page
        .getByRole("list", { name: "Restaurants" })
        .getByLabel(/^Price: /)
        .allTextContents();
    await expect.poll(async () => [...new Set(await prices())], { timeout: 10_000 }).toEqual(["$$"]);
    const after = Number(showing.exec((await page.getByText(showing).textContent()) ?? "")![1]);
    expect(after).toBeLessThan(before);

    const firstCard = page.getByRole("list", { name: "Restaurants" }).getByRole("article").first();
    const name = (await firstCard.getByRole("heading").textContent())!;
    await firstCard.getByRole("link", { name, exact: true }).click();
    await page.waitForURL(/\/restaurants\/USA\/TX\/austin\/profile\//);
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await page.getByRole("heading", { name: "Business Information" }).waitFor();
    await page.getByRole("heading", { name: "Reviews from Google" }).waitFor();
    expect(await page.getByRole("link", { name: "Get Directions" }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it("filters to places open now and sorts by rating, keeping both when the price changes", async () => {
    const { page, pageErrors } = await desktop();
    // A city where it is mealtime now, so that places are open whatever the hour of the test run.
    await page.goto(`${baseURL}${mealtimeCity()}`);
    const results = page.getByRole("list", { name: "Restaurants" });
    await results.waitFor();
    await page.getByRole("link", { name: "Open now", exact: true }).click();
    await page.waitForURL(/\?open=1$/);
    await page.getByRole("link", { name: "✓ Open now" }).waitFor();
    const badges = () =>
      results
        .getByRole("article")
        .locator("span", { hasText: /^(Open|Closed)$/ })
        .allTextContents();
    await expect.poll(async () => [...new Set(await badges())]).toEqual(["Open"]);
    await page
      .getByRole("navigation", { name: "Sort by" })
      .getByRole("link", { name: "Top rated", exact: true })
      .click();
    await page.waitForURL(/\?open=1&sort=rating$/);
    const topRated = page
      .getByRole("navigation", { name: "Sort by" })
      .getByRole("link", { name: "Top rated", exact: true });
    await expect.poll(() => topRated.getAttribute("aria-current")).toBe("true");
    const filters = page.getByRole("complementary", { name: "Filters" });
    // The mealtime city may be anywhere, its chips in its own money ('€€' in Paris): chosen by what they mean.
    await filters
      .locator("label", { has: page.getByRole("radio", { name: "Moderate" }) })
      .filter({ visible: true })
      .click();
    await filters.getByRole("button", { name: "Apply price" }).filter({ visible: true }).click();
    await page.waitForURL((url) => url.searchParams.get("price") === "2");
    const url = new URL(page.url());
    expect([url.searchParams.get("open"), url.searchParams.get("sort")]).toEqual(["1", "rating"]);
    await expect.poll(async () => [...new Set(await badges())]).toEqual(["Open"]);
    expect(pageErrors).toEqual([]);
  });

  it.each([
    ["/restaurants/united-states/california/san-francisco/hayes-valley", "San Francisco Restaurants Near Hayes Valley"],
    ["/mexican-restaurants/united-states/california/los-angeles", "Mexican Restaurants in Los Angeles"],
    ["/restaurants-with-takeout/united-states/washington/seattle", "Restaurants with Takeout in Seattle"],
    ["/restaurants/international/united-kingdom/england/london", "London Restaurants"],
  ])("shows %s", async (path, heading) => {
    const { page } = await desktop();
    const res = await page.goto(baseURL + path);
    expect(res?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    await page.getByText(showing).waitFor();
  });

  it("searches a business by name with ?q=", async () => {
    const { page } = await desktop();
    await page.goto(`${baseURL}/restaurants/united-states/illinois/chicago`);
    const name = (await page
      .getByRole("list", { name: "Restaurants" })
      .getByRole("article")
      .nth(3)
      .getByRole("heading")
      .textContent())!;
    await page.goto(`${baseURL}/restaurants/united-states/illinois/chicago?q=${encodeURIComponent(name)}`);
    await page.getByRole("heading", { level: 1, name: `“${name}” in Chicago` }).waitFor();
    expect(
      await page
        .getByRole("list", { name: "Restaurants" })
        .getByRole("article")
        .first()
        .getByRole("heading")
        .textContent(),
    ).toBe(name);
  });

  it("answers an unknown restaurant with 'Business Not Found' and a way back", async () => {
    const { page } = await desktop();
    const res = await page.goto(`${baseURL}/restaurants/USA/NY/new-york/profile/definitely-not-a-real-place`);
    expect(res?.status()).toBe(404);
    await page.getByRole("heading", { name: "Business Not Found" }).waitFor();
    await page.getByRole("link", { name: "Back to Search Results" }).click();
    await page.waitForURL("**/restaurants/united-states/new-york/new-york");
    await page.getByRole("heading", { level: 1, name: "New York Restaurants" }).waitFor();
  });
});

describe("'Nearest to me' with JavaScript", () => {
  it("sorts by distance from the browser's position once the visitor chooses it", async () => {
    const { page, context, pageErrors } = await openPage(browser(), { javaScript: true });
    const austin = `${baseURL}/restaurants/united-states/texas/austin`;
    await page.goto(austin);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const names = () => page.locator('[id^="card-"][id$="-name"] a').allTextContents();
    const listed = await names();
    // Stand at the ninth card's restaurant (its own page says where it is, in its JSON-LD).
    const target = listed[8]!;
    const href = (await page
      .getByRole("list", { name: "Restaurants" })
      .getByRole("link", { name: target, exact: true })
      .first()
      .getAttribute("href"))!;
    const detail = await (await page.request.get(baseURL + href)).text();
    const geo = JSON.parse(/"geo":(\{[^}]+\})/.exec(detail)![1]!) as { latitude: number; longitude: number };
    await context.grantPermissions(["geolocation"], { origin: baseURL });
    await context.setGeolocation({ latitude: geo.latitude, longitude: geo.longitude });
    const sortBy = page.getByRole("navigation", { name: "Sort by" });
    await sortBy.getByRole("button", { name: "Nearest to me" }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "distance" && url.searchParams.has("from"));
    expect(new URL(page.url()).searchParams.get("from")).toBe(`${geo.latitude.toFixed(3)},${geo.longitude.toFixed(3)}`);
    await expect.poll(async () => (await names())[0]).toBe(target);
    await expect
      .poll(() => sortBy.getByRole("button", { name: "Nearest to me" }).getAttribute("aria-pressed"))
      .toBe("true");
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe("the map with JavaScript", () => {
  const mapPage = useSharedPage(browser, { javaScript: true });

  it("draws the guide's own basemap under the markers, with its sea, and asks no one else's tile server", async () => {
    const { page } = await mapPage();
    const requested: string[] = [];
    const record = (request: { url(): string }) => requested.push(request.url());
    page.on("request", record);
    try {
      // Monaco's harbour: the browser tests' server has a basemap built from tests/fixtures/osm/harbour-streets.osm.
      await page.goto(`${baseURL}/restaurants/international/monaco/monaco`);
      await page.getByText(showing).waitFor();
      await page.locator("[data-leaflet-marker], [data-leaflet-cluster]").first().waitFor();
      // Streets and sea drawn: the map shows pixels of the sea's colour (the fixture's coast runs across the
      // view). Read from a screenshot: the tiles are drawn off the page's thread, on canvases it cannot read.
      const seaShows = async () => {
        const png = (await page.locator(".leaflet-container").screenshot()).toString("base64");
        return page.evaluate(async (data) => {
          const image = new Image();
          image.src = `data:image/png;base64,${data}`;
          await image.decode();
          const canvas = document.createElement("canvas");
          [canvas.width, canvas.height] = [image.width, image.height];
          const ctx = canvas.getContext("2d")!;
          ctx.drawImage(image, 0, 0);
          const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
          for (let i = 0; i < pixels.length; i += 4 * 61)
            if (pixels[i] === 0xb9 && pixels[i + 1] === 0xd7 && pixels[i + 2] === 0xe6) return true;
          return false;
        }, png);
      };
      await expect.poll(seaShows, { timeout: 15_000 }).toBe(true);
      expect(requested.some((url) => new URL(url).pathname.startsWith("/tiles/14/"))).toBe(true);
      expect(requested.filter((url) => url.includes("tile.openstreetmap.org"))).toEqual([]);
    } finally {
      page.off("request", record);
    }
  });

  it("keeps the map drawn through a zoom: the tiles there were, scaled, until the zoom's own are drawn", async () => {
    const { page } = await mapPage();
    await page.goto(`${baseURL}/restaurants/international/monaco/monaco`);
    await page.locator("[data-leaflet-marker], [data-leaflet-cluster]").first().waitFor();
    const drawnTiles = ".ts-basemap .leaflet-tile-loaded";
    // Tile levels (one per zoom) that still show a tile.
    const levelsShown = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll(".ts-basemap .leaflet-tile-container")].filter((level) => level.children.length)
            .length,
      );
    await expect.poll(() => page.locator(drawnTiles).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(levelsShown).toBe(1);
    // The zoom's own frame: its tiles are not drawn yet, the ones before still show (scaled to the new zoom).
    const inZoomFrame = await page.evaluate(
      (selector) =>
        new Promise<number>((resolve) => {
          document.querySelector<HTMLElement>(".leaflet-control-zoom-in")!.click();
          requestAnimationFrame(() => resolve(document.querySelectorAll(selector).length));
        }),
      drawnTiles,
    );
    expect(inZoomFrame).toBeGreaterThan(0);
    // Once the zoom's tiles are drawn, the ones before are gone.
    await expect.poll(levelsShown, { timeout: 15_000 }).toBe(1);
    expect(await page.locator(drawnTiles).count()).toBeGreaterThan(0);
    // Zooms quicker than the tiles are drawn: the tiles let go of are skipped, and every tile of the last zoom
    // is drawn, none left blank.
    await page.evaluate(() => {
      for (const control of ["in", "in", "out", "out", "out"])
        document.querySelector<HTMLElement>(`.leaflet-control-zoom-${control}`)!.click();
    });
    const blank = () => page.locator(".ts-basemap canvas.leaflet-tile:not(.leaflet-tile-loaded)").count();
    await expect.poll(blank, { timeout: 15_000 }).toBe(0);
    await expect.poll(levelsShown, { timeout: 15_000 }).toBe(1);
  });

  it("names the streets and the town in the page's language, never over another name or a marker", async () => {
    const { page } = await mapPage();
    for (const [prefix, street, town] of [
      ["", "Rue du Port", "Monaco"],
      ["/ja", "港通り", "モナコ"],
      ["/ar", "شارع الميناء", "موناكو"],
    ] as const) {
      await page.goto(`${baseURL}${prefix}/restaurants/international/monaco/monaco`);
      await page.locator("[data-leaflet-marker], [data-leaflet-cluster]").first().waitFor();
      // The names the map drew, with the boxes each covers (the labels' canvas says what it shows).
      const drawn = async () =>
        JSON.parse((await page.locator("canvas.ts-labels").getAttribute("data-names")) ?? "[]") as {
          name: string;
          boxes: [number, number, number, number][];
        }[];
      await expect.poll(async () => (await drawn()).map((d) => d.name), { timeout: 15_000 }).toContain(street);
      const names = await drawn();
      // Markers and clusters, in the map's pixels.
      const markers = await page.evaluate(() => {
        const frame = document.querySelector(".leaflet-container")!.getBoundingClientRect();
        return [...document.querySelectorAll(".ts-marker")].map((m) => {
          const r = m.getBoundingClientRect();
          return [r.left - frame.left, r.top - frame.top, r.right - frame.left, r.bottom - frame.top];
        });
      });
      expect(markers.length).toBeGreaterThan(0);
      const overlaps = (a: number[], b: number[]) => a[0]! < b[2]! && b[0]! < a[2]! && a[1]! < b[3]! && b[1]! < a[3]!;
      for (const [i, label] of names.entries()) {
        for (const box of label.boxes) {
          expect(
            markers.filter((m) => overlaps(box, m)),
            `${label.name} over a marker`,
          ).toEqual([]);
          for (const other of names.slice(i + 1))
            expect(
              other.boxes.some((b) => overlaps(box, b)),
              `${label.name} over ${other.name}`,
            ).toBe(false);
        }
      }
      // Zoomed out, the town's name shows (its markers gathered into clusters).
      for (let i = 0; i < 3; i++) await page.locator(".leaflet-control-zoom-out").click();
      await expect.poll(async () => (await drawn()).map((d) => d.name), { timeout: 15_000 }).toContain(town);
    }
  });

  it("draws numbered markers on the open map even with no tiles, and links cards and markers both ways", async () => {
    const { page } = await mapPage();
    await page.goto(`${baseURL}/restaurants/united-states/oregon/portland`);
    await page.getByText(showing).waitFor();
    // This machine has no network: every tile fails, the markers are still there.
    const markers = page.locator("[data-leaflet-marker]");
    const clusters = page.locator("[data-leaflet-cluster]");
    await markers.first().waitFor();
    const n = Number(showing.exec((await page.getByText(showing).textContent()) ?? "")![1]);
    // Every result is on the map: as its own marker, or counted in a cluster of markers too close to tell apart.
    const clustered = (await clusters.evaluateAll((els) => els.map((e) => Number(e.dataset.leafletCluster)))).reduce(
      (a, b) => a + b,
      0,
    );
    expect((await markers.count()) + clustered).toBe(n);
    const card = page.getByRole("list", { name: "Restaurants" }).getByRole("article").nth(2);
    await card.hover();
    await page.locator(".ts-marker.is-active").waitFor();
    await page.mouse.move(0, 0);
    const marker = markers.last();
    const markerId = (await marker.getAttribute("data-leaflet-marker"))!;
    await marker.focus();
    await page.keyboard.press("Enter");
    await page.locator(`[id="card-${markerId}"][data-highlighted]`).waitFor();
    expect(await page.locator(`[id="card-${markerId}"]`).isVisible()).toBe(true);
  });

  it("never lets markers cover one another: close ones form a cluster that zooms in when chosen", async () => {
    const { page } = await mapPage();
    await page.goto(`${baseURL}/restaurants/united-states/california/san-francisco`);
    await page.locator("[data-leaflet-marker]").first().waitFor();
    // Whole markers, pin and round alike: each is a target a finger must be able to hit on its own.
    const boxes = () =>
      page
        .locator("[data-leaflet-marker], [data-leaflet-cluster]")
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    const overlaps = (list: DOMRect[]) =>
      list.flatMap((a, i) =>
        list
          .slice(i + 1)
          .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          .map((b) => [a, b]),
      );
    expect(overlaps(await boxes())).toEqual([]);
    const clusters = page.locator("[data-leaflet-cluster]");
    expect(await clusters.count()).toBeGreaterThan(0);
    const singlesBefore = await page.locator("[data-leaflet-marker]").count();
    await clusters.first().focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator("[data-leaflet-marker]").count()).toBeGreaterThan(singlesBefore);
    expect(overlaps(await boxes())).toEqual([]);
    // And at each zoom on the way back out, as the markers gather again.
    const map = page.locator(".leaflet-container");
    for (let step = 1; step <= 3; step++) {
      const zoom = Number(await map.getAttribute("data-markers-zoom"));
      await page.locator(".leaflet-control-zoom-out").click();
      await map.and(page.locator(`[data-markers-zoom="${zoom - 1}"]`)).waitFor();
      expect(overlaps(await boxes()), `zoomed out ${step}`).toEqual([]);
    }
  });

  it("shows every card once after zooms quicker than the markers are drawn", async () => {
    const { page } = await mapPage();
    await page.goto(`${baseURL}/restaurants/united-states/california/san-francisco`);
    const map = page.locator(".leaflet-container[data-markers-zoom]");
    await map.waitFor();
    const start = Number(await map.getAttribute("data-markers-zoom"));
    // Each click regroups the markers a few at a time, and each next one stops the regroup before it.
    for (const c of ["in", "in", "out", "in", "out", "out", "out"])
      await page.locator(`.leaflet-control-zoom-${c}`).click();
    await page.locator(`.leaflet-container[data-markers-zoom="${start - 1}"]`).waitFor();
    const shown = await page.evaluate(() => ({
      markers: [...document.querySelectorAll<HTMLElement>("[data-leaflet-marker]")].map((e) => e.dataset.leafletMarker),
      inClusters: [...document.querySelectorAll<HTMLElement>("[data-leaflet-cluster]")].reduce(
        (n, e) => n + Number(e.dataset.leafletCluster),
        0,
      ),
    }));
    expect(new Set(shown.markers).size).toBe(shown.markers.length);
    expect(shown.markers.length + shown.inClusters).toBe(
      await page.getByRole("list", { name: "Restaurants" }).getByRole("article").count(),
    );
  });

  it("switches between cards and the map on a narrow screen", async () => {
    const { page, context } = await openPage(browser(), { javaScript: true, viewport: { width: 390, height: 844 } });
    await page.goto(`${baseURL}/restaurants/united-states/oregon/portland`);
    await page.getByText(showing).waitFor();
    const cards = page.getByRole("list", { name: "Restaurants" });
    const markers = page.locator("[data-leaflet-marker]");
    expect(await cards.isVisible()).toBe(true);
    expect(await markers.count()).toBe(0);
    await page.getByRole("link", { name: "Map", exact: true }).click();
    await markers.first().waitFor({ state: "visible" });
    expect(await cards.isVisible()).toBe(false);
    // Selecting a marker (here with the keyboard: markers can sit close together) goes back to the cards, on that card.
    const markerId = (await markers.first().getAttribute("data-leaflet-marker"))!;
    await markers.first().focus();
    await page.keyboard.press("Enter");
    await page.locator(`[id="card-${markerId}"][data-highlighted]`).waitFor();
    expect(await cards.isVisible()).toBe(true);
    await context.close();
  });

  it("says 'Maps Loading Error' with a way home when the map library cannot load", async () => {
    const { page, context } = await openPage(browser(), { javaScript: true });
    await page.route(/open-map-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${baseURL}/restaurants/united-states/oregon/portland`);
    const alert = page.getByRole("alert").filter({ hasText: "Maps Loading Error" });
    await alert.waitFor();
    expect(await alert.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    // The results themselves are unaffected.
    expect(await page.getByRole("list", { name: "Restaurants" }).getByRole("article").count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe("the Cards/Map toggle without JavaScript", () => {
  it("is a pair of links that reload the page in the chosen view", async () => {
    const { page, context } = await openPage(browser(), { javaScript: false, viewport: { width: 390, height: 844 } });
    await page.goto(`${baseURL}/restaurants/united-states/oregon/portland`);
    await page.getByRole("link", { name: "Map", exact: true }).click();
    await page.waitForURL(/view=map/);
    expect(await page.getByRole("group", { name: /^Map of \d+ restaurants/ }).isVisible()).toBe(true);
    // The chosen view is the current one.
    expect(await page.getByRole("link", { name: "Map", exact: true }).getAttribute("aria-current")).toBe("true");
    expect(await page.getByRole("link", { name: "Cards", exact: true }).getAttribute("aria-current")).toBeNull();
    expect(await page.getByRole("list", { name: "Restaurants" }).isVisible()).toBe(false);
    await context.close();
  });
});
