/**
 * Input limits shared by the server's schemas (`./params`) and the browser's form fields. This file has no
 * dependencies, so a component can read a limit without pulling the validation library into the bundle.
 */

/** The most text a search box sends (header, home, mobile, /search, suggestions, recent searches). */
export const SEARCH_TEXT_MAX = 200;

/** A results page's '?q=' business name: restaurant names are far shorter than search text. */
export const BUSINESS_NAME_MAX = 100;

/** The name a user chooses to show on their public profile. */
export const DISPLAY_NAME_MAX = 50;

/** The largest favorites file one import accepts, and the most a zip may unpack to. */
export const IMPORT_MAX_BYTES = 1024 * 1024;

/** The most places one import looks up (each may cost a provider call). */
export const IMPORT_MAX_ROWS = 100;

/** A list's name (custom lists; the two built-in lists are named by the guide). */
export const LIST_NAME_MAX = 80;

/** A list's optional description. */
export const LIST_DESCRIPTION_MAX = 500;

/** The note a person keeps on a place of a list (plain text). */
export const NOTE_MAX = 1000;

/** The most lists one person keeps (Favorites and Want to go included). */
export const LISTS_MAX = 100;

/** The most places one list holds. */
export const LIST_PLACES_MAX = 1000;
