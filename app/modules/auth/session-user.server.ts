import { z } from "zod";
import type { SessionUser } from "./identity";

/** The signed-in user as the session stores it; a row that does not match reads as signed out. */
const SessionUserSchema = z.object({
  id: z.string().min(1).max(64),
  email: z.string().max(320),
  fullName: z.string().max(500).nullable(),
  avatarUrl: z.string().max(2000).nullable(),
  username: z.string().min(1).max(64),
}) satisfies z.ZodType<SessionUser>;

/** The session's user, parsed (never cast): null when absent or malformed. */
export function sessionUserOf(data: unknown): SessionUser | null {
  const parsed = SessionUserSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
