/**
 * Builds the open (Leaflet) map of a results page: tiles, and one numbered marker per card. Markers that
 * would overlap at the current zoom are drawn as one cluster showing how many (supercluster), which zooms
 * in when chosen: every marker on screen is whole and big enough to hit. Loaded on demand with Leaflet,
 * only where a map is shown.
 */
import L from "leaflet";
import Supercluster from "supercluster";
import { escapeHtml } from "~/modules/html";
import type { Translator } from "~/modules/i18n/translator";
import type { Card } from "~/modules/listing/card";
import { BASEMAP_LAND, DEFAULT_ZOOM } from "~/modules/maps";
import { CLUSTER_PX, type Group, groupsAt, keyOf, MARKERS_DRAWN, PIN_PX } from "./marker-groups";
import { afterFrames, slices } from "./slices";

const MAX_ZOOM = 19;
/** Markers are 30 px wide and 38 px tall: centres nearer than this are drawn as one cluster (and see groupsAt). */
const CLUSTER_RADIUS_PX = 40;

export interface OpenMapOptions {
  cards: readonly Card[];
  center: { lat: number; lng: number };
  tileUrl: string;
  /** The tiles' credit (HTML); unset: OpenStreetMap's, in the page's language. */
  attribution?: string;
  /** Filled with each card's element on the map: its marker, or the cluster it is in. */
  markers: Map<string, HTMLElement>;
  onHighlight: (placeId: string | null) => void;
  onSelect: (placeId: string) => void;
  /** After each (re)draw of the markers, the first one included: zooming regroups them. */
  onDrawn: () => void;
  /** The page's language: the markers' names and numbers. */
  t: Translator;
}

/** Numbers listed as a list of numbers reads in the language ('1, 2, 3' in English). */
const NUMBER_LIST = { type: "unit", style: "short" } as const;

export function buildOpenMap(container: HTMLElement, options: OpenMapOptions): L.Map {
  const { cards, center, tileUrl, markers, onHighlight, onSelect, onDrawn, t } = options;
  const attribution =
    options.attribution ??
    `<a href="https://www.openstreetmap.org/copyright">${escapeHtml(t.t("listing.map.osmCredit"))}</a>`;
  // No zoom animations: a map removed mid-animation (navigating away) would throw inside Leaflet.
  const map = L.map(container, {
    scrollWheelZoom: false,
    zoomAnimation: false,
    fadeAnimation: false,
    markerZoomAnimation: false,
    zoomControl: false,
  }).setView([center.lat, center.lng], DEFAULT_ZOOM);
  // Leaflet's own controls, in the page's language.
  const zoomControl = L.control.zoom({
    zoomInTitle: t.t("listing.map.zoomIn"),
    zoomOutTitle: t.t("listing.map.zoomOut"),
  });
  // A click on a zoom button hands the keyboard's focus to the map, as Leaflet does, but three frames after the
  // zoom's (after the zoom's tiles and its markers are made) and without scrolling the page to it (either would
  // make the browser lay the page out in a frame that has work already), and only if nothing else took the focus
  // meanwhile.
  Object.assign(zoomControl, {
    _refocusOnMap: (e: MouseEvent) => {
      if (!(e.screenX > 0 && e.screenY > 0)) return;
      const from = document.activeElement;
      void afterFrames(3).then(() => {
        if (document.activeElement === from) map.getContainer().focus({ preventScroll: true });
      });
    },
  });
  zoomControl.addTo(map);
  map.attributionControl.setPrefix(
    `<a href="https://leafletjs.com" title="${escapeHtml(t.t("listing.map.leafletTitle"))}">Leaflet</a>`,
  );
  let removed = false;
  map.on("unload", () => {
    removed = true;
  });
  if (tileUrl.endsWith(".mvt")) {
    // The guide's own vector tiles: their drawer is its own chunk, loaded with them.
    container.style.background = BASEMAP_LAND;
    void import("./basemap").then(({ basemapLayer }) => {
      // Names in the page's language as OpenStreetMap spells it (name:pt for Brazilian Portuguese, name:zh).
      if (!removed) basemapLayer(tileUrl, attribution, t.locale.tag.split("-")[0]!.toLowerCase()).addTo(map);
    });
  } else L.tileLayer(tileUrl, { attribution, maxZoom: MAX_ZOOM }).addTo(map);
  const points = cards.filter((c) => c.lat !== undefined && c.lng !== undefined);
  const number = new Map(points.map((c, i) => [c.placeId, i + 1]));
  // extent 256: the radius is in screen pixels of Leaflet's 256-pixel tiles.
  const index = new Supercluster<{ placeId: string }>({ radius: CLUSTER_RADIUS_PX, extent: 256, maxZoom: MAX_ZOOM });
  index.load(
    points.map((c) => ({
      type: "Feature" as const,
      properties: { placeId: c.placeId },
      geometry: { type: "Point" as const, coordinates: [c.lng!, c.lat!] },
    })),
  );
  const layer = L.layerGroup().addTo(map);
  let dragging = false;
  map.on("dragstart", () => {
    dragging = true;
  });
  map.on("dragend", () => {
    dragging = false;
  });

  /** A marker or cluster is a button: Enter or Space chooses it, focus highlights its (first) card. */
  const asButton = (el: HTMLElement, choose: () => void, placeIds: string[]) => {
    el.setAttribute("role", "button");
    el.addEventListener("keydown", (e) => {
      if (e.key !== "Enter" && e.key !== " ") return;
      e.preventDefault();
      choose();
    });
    el.addEventListener("focus", () => onHighlight(placeIds[0] ?? null));
    el.addEventListener("blur", () => onHighlight(null));
  };

  const drawCluster = (group: Group): L.Marker => {
    const numbers = group.members.map((id) => number.get(id)!).sort((a, b) => a - b);
    // Where choosing it leads is read when it is chosen: a cluster kept across zooms gets its new way in.
    const zoomIn = () => {
      const { lat, lng, expand } = shown.get(keyOf(group))!.group;
      map.setView([lat, lng], expand(), { animate: false });
    };
    const listed = t.list(
      numbers.map((n) => t.number(n)),
      NUMBER_LIST,
    );
    const cluster = L.marker([group.lat, group.lng], {
      title: t.t("listing.map.clusterTitle", { numbers: listed }),
      alt: t.t("listing.map.clusterAlt", { count: group.members.length, numbers: listed }),
      keyboard: true,
      icon: L.divIcon({
        className: "ts-marker ts-cluster",
        html: `<span>${escapeHtml(t.number(group.members.length))}</span>`,
        iconSize: [CLUSTER_PX, CLUSTER_PX],
        iconAnchor: [CLUSTER_PX / 2, CLUSTER_PX / 2],
      }),
    }).addTo(layer);
    cluster.on("click", zoomIn);
    const el = cluster.getElement();
    if (el) {
      el.dataset.leafletCluster = String(group.members.length);
      asButton(el, zoomIn, group.members);
    }
    return cluster;
  };

  const drawMarker = (card: Card, lat: number, lng: number): L.Marker => {
    const n = number.get(card.placeId)!;
    const marker = L.marker([lat, lng], {
      title: card.name,
      alt: t.t("listing.map.marker", { number: n, name: card.name }),
      keyboard: true,
      icon: L.divIcon({
        className: "ts-marker",
        html: `<span>${escapeHtml(t.number(n))}</span>`,
        iconSize: [PIN_PX[0], PIN_PX[1]],
        iconAnchor: [PIN_PX[0] / 2, PIN_PX[1]],
      }),
    }).addTo(layer);
    // A marker the pointer crosses while it drags the map is not pointed at: no highlight to draw then.
    marker.on("mouseover", () => dragging || onHighlight(card.placeId));
    marker.on("mouseout", () => dragging || onHighlight(null));
    marker.on("click", () => onSelect(card.placeId));
    const el = marker.getElement();
    if (el) {
      el.dataset.leafletMarker = card.placeId;
      asButton(el, () => onSelect(card.placeId), [card.placeId]);
    }
    return marker;
  };

  /**
   * What is on the map, by what it stands for (a card, or a cluster's cards): a zoom redraws only what it
   * changes, since making a marker is most of a zoom's work.
   */
  const shown = new Map<string, { group: Group; marker: L.Marker }>();
  const byId = new Map(points.map((c) => [c.placeId, c]));
  /**
   * Shows the markers of the map's zoom. `pause` (when the map is already on screen) ends the task between
   * markers once a slice of time has run, and says whether to go on: a newer zoom stops an older regroup.
   */
  const draw = async (pause?: () => Promise<boolean>) => {
    const zoom = Math.round(map.getZoom());
    const groups = groupsAt(
      index,
      zoom,
      (lat, lng) => map.project([lat, lng], zoom),
      (places) => map.getBoundsZoom(L.latLngBounds(places), false, L.point(64, 64)),
      MAX_ZOOM,
    );
    const wanted = new Map(groups.map((g) => [keyOf(g), g]));
    for (const [key, { marker }] of shown)
      if (!wanted.has(key)) {
        layer.removeLayer(marker);
        shown.delete(key);
      }
    for (const [key, group] of wanted) {
      const kept = shown.get(key);
      if (kept) {
        kept.group = group;
        const at = kept.marker.getLatLng();
        if (at.lat !== group.lat || at.lng !== group.lng) kept.marker.setLatLng([group.lat, group.lng]);
        continue;
      }
      if (pause && !(await pause())) return;
      const marker =
        group.members.length > 1 ? drawCluster(group) : drawMarker(byId.get(group.members[0]!)!, group.lat, group.lng);
      shown.set(key, { group, marker });
    }
    // The zoom the markers are grouped for (they follow a zoom a frame later), for what reads the page.
    container.dataset.markersZoom = String(zoom);
    markers.clear();
    for (const { group, marker } of shown.values()) {
      const el = marker.getElement();
      if (el) for (const id of group.members) markers.set(id, el);
    }
    onDrawn();
    // The basemap's names keep clear of the markers: they are laid out again round the new ones.
    map.fire(MARKERS_DRAWN);
  };

  if (points.length > 1)
    map.fitBounds(L.latLngBounds(points.map((p) => [p.lat!, p.lng!] as [number, number])), {
      padding: [32, 32],
      animate: false,
    });
  // Markers are made a few at a time, between frames; a newer regroup stops an older one.
  let regroup = 0;
  const regroupNow = (mine = ++regroup) => {
    const breathe = slices();
    return draw(async () => {
      await breathe();
      return mine === regroup && !removed;
    });
  };
  // The first markers follow the map itself (its own task is long enough); the page shows the server's marker
  // map until they are all drawn (onDrawn).
  void regroupNow();
  // A zoom's own frame shows the tiles there were, scaled, and the markers moved to where they now are; the
  // basemap makes the zoom's tiles after that frame, and the markers are regrouped after the next (making
  // markers is most of what is left of a zoom's work).
  map.on("zoomend", () => {
    const mine = ++regroup;
    void afterFrames(2).then(() => {
      if (mine === regroup) void regroupNow(mine);
    });
  });
  return map;
}
