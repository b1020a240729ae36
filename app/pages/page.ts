import type { SerializeFrom } from "@remix-run/cloudflare";

/**
 * What a page component receives: its own loader's data as it arrives in the browser (promises stay
 * promises when the page streams). Each page kind derives its props from its loader this way, so the
 * catch-all dispatcher hands data over without a cast.
 */
// biome-ignore lint/suspicious/noExplicitAny: any loader signature; only its return type matters
export type PageData<L extends (...args: any[]) => unknown> = SerializeFrom<L>;
