import { redirect } from "@remix-run/cloudflare";

/** POST /favorites: add, remove, reorder and publish favorites; a GET goes to /account. */
export { favoritesAction as action } from "~/pages/favorites.server";

export const loader = () => redirect("/account");
