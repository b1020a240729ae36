/**
 * Lists and the places saved in them, in D1: the module's public face. Every query that changes something is
 * scoped by the signed-in user's id, so another person's list id changes nothing. Limits are enforced inside
 * the statements that would break them (a 101st list, a 1,001st place), so two tabs at once cannot pass them
 * either. Adding is idempotent, and a new place's position is computed inside the insert, so concurrent adds
 * never collide and retries never duplicate.
 *
 * Where each part lives: types.ts (what the module answers), snapshot.ts (what a saved place keeps),
 * share-token.ts (a link-only list's secret), queries.server.ts (the query pieces reads and writes share),
 * card-fields.server.ts (the part of a snapshot a card shows), reads.server.ts (reads, with the isolate's
 * memory of shared list pages), list-writes.server.ts (lists made, changed, deleted, copied) and
 * place-writes.server.ts (places added, removed, noted, ordered, moved).
 */
export {
  builtinListId,
  type CreateOutcome,
  copyList,
  createList,
  deleteList,
  ensureBuiltinLists,
  replaceShareToken,
  updateList,
} from "./list-writes.server";
export {
  type AddOutcome,
  addPlace,
  addPlaces,
  type MembershipOutcome,
  movePlace,
  removePlace,
  reorderPlaces,
  setMemberships,
  setNote,
  type TransferOutcome,
  transferPlace,
} from "./place-writes.server";
export {
  inFavorites,
  kindOrder,
  listOrder,
  placeOrder,
  publicListsQuery,
  toListPlace,
  toListSummary,
} from "./queries.server";
export {
  forgetSharedReads,
  listIdsHolding,
  listsOf,
  ownList,
  placesOf,
  visibleList,
  visibleListWithPlaces,
} from "./reads.server";
export { SHARE_TOKEN } from "./share-token";
export { cityOf, leanSnapshot, type Snapshot } from "./snapshot";
export { type ListKind, type ListPlace, type ListSummary, VISIBILITIES, type Visibility } from "./types";
