// The lists part of `npm run bench` (`--lists` alone): a public list of 100 places and the same 100 as
// published favorites (the public profile), made through the forms as a person would, on a server with
// sign-in. Then, as for the results pages: each page rendered afresh (a session cookie that is no valid
// session bypasses the page cache) against the privacy page, and answered by the edge cache against a static
// asset; the signed-in pages against the privacy page rendered for the same person; and the share images, made
// and then from the cache.
import { times } from "./bench-report.mjs";
import { withServer } from "./bench-server.mjs";
import { printThroughput, ROUND_SECONDS, ROUNDS, rounds, staticAsset, throughputTable } from "./throughput.mjs";

/** Places in the benchmark's list and in its owner's favorites: the demo provider's first 20 in five cities. */
const LIST_CITIES = ["ca~san-francisco", "or~portland", "wa~seattle", "tx~austin", "il~chicago"];
const LIST_PLACES = LIST_CITIES.flatMap((c) =>
  Array.from({ length: 20 }, (_, i) => `demo~united-states~${c}~${String(i + 1).padStart(2, "0")}`),
);

/** The signed-in pages, each against the privacy page rendered for the same person. */
const SIGNED_IN = [
  "account page, signed in",
  "list of 100, its owner",
  "profile of 100 favorites, signed in",
  "results page, signed in",
];

/**
 * The measurements; `onServer({ base, cookie, list, username })`, when given, runs on the same server after
 * them (what a visitor feels: its list and profile are real) and its answer is kept as `feel`.
 */
export async function listsBench(onServer) {
  console.log("› Lists: a list of 100 places and a profile of 100 favorites");
  const person = { email: "bench-lists@example.com", name: "Bench Lists" };
  return withServer({ name: "lists", person }, async ({ base, cookie }) => {
    const { list, username } = await makeList(base, cookie);
    const targets = {
      "static asset": base + staticAsset(),
      "list of 100, edge cache": `${base}/lists/${list}`,
      "profile of 100 favorites, edge cache": `${base}/${username}`,
      "privacy page": `${base}/privacy-policy`,
      "list of 100, rendered": `${base}/lists/${list}`,
      "profile of 100 favorites, rendered": `${base}/${username}`,
      // Signed in (the list's owner): every page rendered for them, never from the edge cache.
      "privacy page, signed in": `${base}/privacy-policy`,
      "account page, signed in": `${base}/account`,
      "list of 100, its owner": `${base}/lists/${list}`,
      "profile of 100 favorites, signed in": `${base}/${username}`,
      "results page, signed in": `${base}/restaurants/united-states/california/san-francisco`,
    };
    const headersOf = {
      "list of 100, rendered": { Cookie: "session=bench" },
      "profile of 100 favorites, rendered": { Cookie: "session=bench" },
    };
    for (const page of Object.keys(targets).filter((k) => /signed in|its owner/.test(k)))
      headersOf[page] = { Cookie: cookie };
    const { rps, cache, ratio } = await rounds(targets, headersOf);
    const signedIn = Object.fromEntries(SIGNED_IN.map((page) => [page, ratio(page, "privacy page, signed in")]));
    const images = {};
    for (const [name, page] of [
      ["list", `/lists/${list}`],
      ["profile", `/${username}`],
    ])
      images[name] = await shareImage(base, page);
    const feel = onServer ? await onServer({ base, cookie, list, username }) : undefined;
    return {
      feel,
      signedIn,
      rps,
      cache,
      listRender: ratio("list of 100, rendered", "privacy page"),
      profileRender: ratio("profile of 100 favorites, rendered", "privacy page"),
      listCached: ratio("list of 100, edge cache", "static asset"),
      profileCached: ratio("profile of 100 favorites, edge cache", "static asset"),
      images,
    };
  });
}

/** The list of 100 places and the same 100 as published favorites, through the forms; their addresses' ids. */
async function makeList(base, cookie) {
  // Form posts count against the write limit (60 a minute a person): a refused one waits and is sent again.
  const send = async (fields, to = "/lists") => {
    for (;;) {
      const res = await fetch(`${base}${to}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
      await res.arrayBuffer();
      if (res.status === 429) {
        await new Promise((r) => setTimeout(r, 1000 * (Number(res.headers.get("retry-after")) || 5)));
        continue;
      }
      if (res.status !== 303 && res.status !== 302) throw new Error(`${to} ${JSON.stringify(fields)}: ${res.status}`);
      return res;
    }
  };
  const made = await send({ intent: "create", name: "Bench: a hundred places", visibility: "public" });
  const list = made.headers.get("location").split("/").pop();
  // The Save form shows every list, Favorites first: each place is ticked in Favorites and the new list at once.
  const form = await (
    await fetch(`${base}/save?place=${encodeURIComponent(LIST_PLACES[0])}`, { headers: { Cookie: cookie } })
  ).text();
  const shown = [...form.matchAll(/name="shown" value="([^"]+)"/g)].map((m) => m[1]);
  const favorites = shown[0];
  for (const place of LIST_PLACES) {
    await send([
      ["intent", "save"],
      ["place_id", place],
      ...shown.map((id) => ["shown", id]),
      ["ticked", favorites],
      ["ticked", list],
    ]);
  }
  await send({ intent: "publish", published: "on" }, "/favorites");
  const account = await (await fetch(`${base}/account`, { headers: { Cookie: cookie } })).text();
  const username = /href="\/([a-z0-9_-]+)"[^>]*>\1</i.exec(account)?.[1];
  if (!username) throw new Error("bench: no username on /account");
  return { list, username };
}

/** A page's share image: made once (its first request), then answered from the edge cache. */
async function shareImage(base, page) {
  const html = await (await fetch(`${base}${page}`)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
  if (!image) throw new Error(`bench: no og:image on ${page}`);
  const timedImage = async () => {
    const t = performance.now();
    const res = await fetch(image);
    const bytes = (await res.arrayBuffer()).byteLength;
    return {
      ms: performance.now() - t,
      cache: res.headers.get("x-cache"),
      type: res.headers.get("content-type"),
      bytes,
    };
  };
  const first = await timedImage();
  const again = await timedImage();
  return { url: image, madeMs: first.ms, cachedMs: again.ms, cache: again.cache, type: first.type, bytes: first.bytes };
}

/** The lists' budgets (a whole run checks them with the results pages'). */
export function listsBudgets(lists) {
  return [
    {
      budget: "list page of 100 places, rendered >= 0.6x the privacy page",
      measured: times(lists.listRender),
      ok: lists.listRender >= 0.6,
    },
    {
      budget: "shared list, edge cache >= 0.8x a static asset",
      measured: times(lists.listCached),
      ok: lists.listCached >= 0.8 && lists.cache["list of 100, edge cache"] === "HIT",
    },
  ];
}

/** The lists' tables in the console, and the profile's ratios beside them. */
export function printLists(lists) {
  printThroughput(lists);
  console.table(
    Object.entries(lists.images).map(([kind, i]) => ({
      image: kind,
      type: i.type,
      kB: (i.bytes / 1024).toFixed(0),
      "made (ms)": i.madeMs.toFixed(0),
      "from cache (ms)": i.cachedMs.toFixed(1),
      "X-Cache": i.cache,
    })),
  );
  console.log(
    `  beside them, the favorites of today: a public profile of 100 favorites rendered ${lists.profileRender.toFixed(2)}x the privacy page, from the edge cache ${lists.profileCached.toFixed(2)}x a static asset`,
  );
}

/** The lists part of docs/benchmarks.md. */
export function listsMarkdown(lists) {
  return [
    `A public list of 100 places (the demo provider's first 20 in five cities) and the same 100 as its owner's published favorites (the public profile: the favorites as they were before lists), made through the forms on a server with sign-in. wrk as above, ${ROUNDS} rounds of ${ROUND_SECONDS} s; rendered pages are asked with a session cookie that is no valid session (no page cache), edge-cached ones anonymously.`,
    "",
    ...throughputTable(lists),
    "",
    "| ratio | list of 100 places | profile of 100 favorites (today's favorites) |",
    "| --- | --- | --- |",
    `| rendered, against the privacy page | ${lists.listRender.toFixed(2)}x | ${lists.profileRender.toFixed(2)}x |`,
    `| from the edge cache, against a static asset | ${lists.listCached.toFixed(2)}x | ${lists.profileCached.toFixed(2)}x |`,
    "",
    "Share images (1200x630 PNG from the share-image Worker through the OG service binding): the first request makes it, the next is answered from the edge cache.",
    "",
    "| image | made (ms, wall) | from the cache (ms) | X-Cache | size |",
    "| --- | --- | --- | --- | --- |",
    ...Object.entries(lists.images).map(
      ([kind, i]) =>
        `| ${kind} | ${i.madeMs.toFixed(0)} | ${i.cachedMs.toFixed(1)} | ${i.cache} | ${(i.bytes / 1024).toFixed(0)} kB |`,
    ),
  ].join("\n");
}

/** `--lists` alone: the measurements printed whole, the lists block written; it has no budgets of its own. */
export async function listsPart() {
  const lists = await listsBench();
  console.log(JSON.stringify(lists, null, 2));
  return { budgets: [], blocks: { lists: listsMarkdown(lists) } };
}
