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

const MAX_ZOOM = 19;
/** Markers are 30 px wide and 38 px tall: centres nearer than this are drawn as one cluster. */
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
  /** After each (re)draw: zooming regroups the markers. */
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
  L.control.zoom({ zoomInTitle: t.t("listing.map.zoomIn"), zoomOutTitle: t.t("listing.map.zoomOut") }).addTo(map);
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
    for (const id of placeIds) markers.set(id, el);
  };

  const drawCluster = (clusterId: number, lat: number, lng: number) => {
    const members = index.getLeaves(clusterId, Number.POSITIVE_INFINITY).map((f) => f.properties.placeId);
    const numbers = members.map((id) => number.get(id)!).sort((a, b) => a - b);
    const zoomIn = () =>
      map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), MAX_ZOOM), { animate: false });
    const listed = t.list(
      numbers.map((n) => t.number(n)),
      NUMBER_LIST,
    );
    const cluster = L.marker([lat, lng], {
      title: t.t("listing.map.clusterTitle", { numbers: listed }),
      alt: t.t("listing.map.clusterAlt", { count: members.length, numbers: listed }),
      keyboard: true,
      icon: L.divIcon({
        className: "ts-marker ts-cluster",
        html: `<span>${escapeHtml(t.number(members.length))}</span>`,
        iconSize: [36, 36],
        iconAnchor: [18, 18],
      }),
    }).addTo(layer);
    cluster.on("click", zoomIn);
    const el = cluster.getElement();
    if (!el) return;
    el.dataset.leafletCluster = String(members.length);
    asButton(el, zoomIn, members);
  };

  const drawMarker = (card: Card, lat: number, lng: number) => {
    const n = number.get(card.placeId)!;
    const marker = L.marker([lat, lng], {
      title: card.name,
      alt: t.t("listing.map.marker", { number: n, name: card.name }),
      keyboard: true,
      icon: L.divIcon({
        className: "ts-marker",
        html: `<span>${escapeHtml(t.number(n))}</span>`,
        iconSize: [30, 38],
        iconAnchor: [15, 38],
      }),
    }).addTo(layer);
    // A marker the pointer crosses while it drags the map is not pointed at: no highlight to draw then.
    marker.on("mouseover", () => dragging || onHighlight(card.placeId));
    marker.on("mouseout", () => dragging || onHighlight(null));
    marker.on("click", () => onSelect(card.placeId));
    const el = marker.getElement();
    if (!el) return;
    el.dataset.leafletMarker = card.placeId;
    asButton(el, () => onSelect(card.placeId), [card.placeId]);
  };

  const draw = () => {
    layer.clearLayers();
    markers.clear();
    for (const feature of index.getClusters([-180, -85, 180, 85], Math.round(map.getZoom()))) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if ("cluster" in props && props.cluster) drawCluster(props.cluster_id, lat, lng);
      else drawMarker(points.find((c) => c.placeId === (props as { placeId: string }).placeId)!, lat, lng);
    }
    onDrawn();
  };

  if (points.length > 1)
    map.fitBounds(L.latLngBounds(points.map((p) => [p.lat!, p.lng!] as [number, number])), {
      padding: [32, 32],
      animate: false,
    });
  draw();
  map.on("zoomend", draw);
  return map;
}
