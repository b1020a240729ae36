/**
 * A link-only list's secret, the last part of its address (/l/{token}): unguessable, and replaced (the old
 * address then answers 404) whenever its owner asks or makes the list private.
 */
import { RANDOM_TOKEN, randomToken } from "~/modules/random-token";

export const newShareToken = randomToken;
/** What a share token looks like; anything else is not looked up. */
export const SHARE_TOKEN = RANDOM_TOKEN;
