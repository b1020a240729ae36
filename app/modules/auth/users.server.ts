import { eq } from "drizzle-orm";
import type { Db } from "~/modules/db/db.server";
import { schema } from "~/modules/db/db.server";
import { ensureBuiltinLists } from "~/modules/lists/index.server";
import { isUsername } from "~/modules/urls";
import { type SessionUser, usernameBase } from "./identity";

export interface GoogleIdentity {
  sub: string;
  email: string;
  name?: string | null;
  picture?: string | null;
}

/** Creates or updates the user and its profile at sign-in; the username is made once, unique. */
export async function upsertUser(db: Db, identity: GoogleIdentity): Promise<SessionUser> {
  const existing = await db.query.users.findFirst({ where: eq(schema.users.googleSub, identity.sub) });
  const fields = {
    email: identity.email,
    fullName: identity.name?.trim() || null,
    avatarUrl: identity.picture && /^https:\/\//.test(identity.picture) ? identity.picture : null,
    updatedAt: new Date(),
  };
  let id: string;
  if (existing) {
    id = existing.id;
    await db.update(schema.users).set(fields).where(eq(schema.users.id, id));
  } else {
    id = crypto.randomUUID();
    await db
      .insert(schema.users)
      .values({ id, googleSub: identity.sub, ...fields })
      .onConflictDoNothing();
    const winner = await db.query.users.findFirst({ where: eq(schema.users.googleSub, identity.sub) });
    id = winner!.id;
  }
  let profile = await db.query.profiles.findFirst({ where: eq(schema.profiles.id, id) });
  if (!profile) {
    const base = usernameBase(identity.email);
    for (let n = 0; n < 50 && !profile; n++) {
      const candidate = n === 0 ? base : `${base}${n + 1}`;
      if (!isUsername(candidate)) continue;
      await db
        .insert(schema.profiles)
        // The Google name stays private to the account; a public display name is the user's own choice.
        .values({ id, username: candidate, displayName: null })
        .onConflictDoNothing();
      profile = await db.query.profiles.findFirst({ where: eq(schema.profiles.id, id) });
    }
    if (!profile) throw new Error("could not choose a username");
  }
  // Everyone has Favorites and Want to go (idempotent: made at the first sign-in, kept after).
  await ensureBuiltinLists(db, id);
  return {
    id,
    email: fields.email,
    fullName: fields.fullName,
    avatarUrl: fields.avatarUrl,
    username: profile.username,
  };
}
