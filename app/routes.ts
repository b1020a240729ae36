import { flatRoutes } from "@remix-run/fs-routes";
import { type RouteConfig, route } from "@remix-run/route-config";

/**
 * A route module only mounts: each export hands the request to app/pages/ in a few lines (a loader or action from
 * a `*.server.ts` module there, a component from a page module), or to a module of app/modules/; what is its
 * own is its address, its <head> (meta) and the message parts it shows. Routes that serve one page share its
 * page module (a list by its id or by its secret link: pages/list-route.tsx).
 *
 * The routes are the files of app/routes (Remix's flat routes), and the /mobile pages that show a web page in
 * the phone's frame: each is mounted from the web page's module, which asks the path which version it is
 * (isMobileRequest on the server, isMobilePath in the browser). Mobile path -> web module.
 */
const MOBILE_TWINS: Record<string, string> = {
  "mobile/l/:token": "routes/l.$token.tsx",
  "mobile/lists/:id": "routes/lists.$id.tsx",
  "mobile/lists/:id/arrange": "routes/lists.$id_.arrange.tsx",
  "mobile/lists/:id/delete": "routes/lists.$id_.delete.tsx",
  "mobile/save": "routes/save.tsx",
  "mobile/favorites/import": "routes/account_.import.tsx",
  "mobile/favorites/import/:id": "routes/account_.import_.$id.tsx",
  "mobile/profile/delete": "routes/account_.delete.tsx",
};

export default (async () => [
  ...(await flatRoutes()),
  ...Object.entries(MOBILE_TWINS).map(([path, file]) => route(path, file, { id: `mobile:${path}` })),
])() satisfies RouteConfig;
