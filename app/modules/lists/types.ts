/** What the lists module answers: a person's lists and the places saved in them. */
import type { Restaurant } from "~/modules/places/index.server";

export type ListKind = "favorites" | "want-to-go" | "custom";
export type Visibility = "private" | "link" | "public";
export const VISIBILITIES: readonly Visibility[] = ["private", "link", "public"];
/** The lists everyone has, named by the guide. */
export const BUILTIN_KINDS = ["favorites", "want-to-go"] as const;

export interface ListSummary {
  id: string;
  userId: string;
  kind: ListKind;
  /** The person's own name for a custom list; null for Favorites and Want to go (named by the guide). */
  name: string | null;
  description: string | null;
  visibility: Visibility;
  shareToken: string | null;
  createdAt: number;
  updatedAt: number;
  count: number;
}

export interface ListPlace {
  id: string;
  listId: string;
  placeId: string;
  name: string;
  city: string | null;
  orderIndex: number;
  createdAt: number;
  note: string | null;
  snapshot: Restaurant;
  snapshotAt: number;
  /** The provider no longer knows this place: it is kept, and shown as no longer available. */
  unavailable: boolean;
}
