/**
 * OpenStreetMap's places are under the Open Database Licence: wherever they show, the page credits
 * '© OpenStreetMap contributors', linked to the licence's page, and a place offers its correction there.
 */
import { Rich, useT } from "~/modules/i18n/react";
import { OSM_PLACE_ID, osmEditUrl } from "~/modules/places/osm/ids";

export const OSM_COPYRIGHT_URL = "https://www.openstreetmap.org/copyright";

/** 'Places © OpenStreetMap contributors', the last words linked to the licence. */
export function OsmCredit({ className = "" }: { className?: string }) {
  return (
    <p className={`text-xs text-stone-600 ${className}`}>
      <Rich
        k="shell.osm.credit"
        values={{
          a: (chunks) => (
            <a href={OSM_COPYRIGHT_URL} rel="noopener noreferrer" className="underline hover:text-ink">
              {chunks}
            </a>
          ),
        }}
      />
    </p>
  );
}

/** 'Fix this place on OpenStreetMap': its object's edit page. `placeId` is the guide's ('osm~n123'). */
function OsmFixLink({ placeId, className = "" }: { placeId: string; className?: string }) {
  const { t } = useT();
  const id = OSM_PLACE_ID.exec(placeId)?.[1];
  if (!id) return null;
  return (
    <a
      href={osmEditUrl(id)}
      rel="noopener noreferrer"
      className={`text-sm text-brand-700 hover:underline ${className}`}
    >
      {t("restaurant.osm.fix")}
    </a>
  );
}

/** A place's page from OpenStreetMap: the credit, and where to correct the place. */
export function OsmPlaceCredit({ placeId, className = "" }: { placeId: string; className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-x-4 gap-y-1 ${className}`}>
      <OsmCredit />
      <OsmFixLink placeId={placeId} />
    </div>
  );
}
