/**
 * OpenStreetMap objects as the guide names them: 'n123' (a node), 'w456' (a way), 'r789' (a multipolygon
 * relation); as place ids, 'osm~n123'.
 * Kept apart from the mapping of tags (tags.ts) so that a page's script can link to OpenStreetMap without it.
 */

const NUMBER = "[1-9][0-9]{0,14}";

/** An object's number, as OpenStreetMap gives it. */
export const OSM_NUMBER = new RegExp(`^${NUMBER}$`);
/** An object as the guide names it: 'n123' (a node), 'w456' (a way) or 'r789' (a relation). */
export const OSM_OBJECT_ID = new RegExp(`^[nwr]${NUMBER}$`);
/** A node: the towns and neighbourhoods are nodes. */
export const OSM_NODE_ID = new RegExp(`^n${NUMBER}$`);
/** Place ids of the OpenStreetMap provider: 'osm~n123', 'osm~w456', 'osm~r789'. */
export const OSM_PLACE_ID = new RegExp(`^osm~([nwr]${NUMBER})$`);
/** The provider's ids of an extract's towns and neighbourhoods: 'osm-geo~n123'. */
export const OSM_LOCALITY_ID = new RegExp(`^osm-geo~(n${NUMBER})$`);
export const osmPlaceId = (id: string) => `osm~${id}`;

const KINDS: Readonly<Record<string, string>> = { n: "node", w: "way", r: "relation" };
const kind = (id: string) => KINDS[id[0]!]!;

/** The object's own page on openstreetmap.org. */
export const osmObjectUrl = (id: string) => `https://www.openstreetmap.org/${kind(id)}/${id.slice(1)}`;

/** The page that lets anyone correct the place on OpenStreetMap. */
export const osmEditUrl = (id: string) => `https://www.openstreetmap.org/edit?${kind(id)}=${id.slice(1)}`;
