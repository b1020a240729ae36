import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { assertSameOrigin, flash, requireUser, safeReturnPath } from "~/modules/auth/index.server";
import { setDisplayName } from "~/modules/favorites/index.server";
import { forgetProfile } from "~/modules/http/page-cache.server";
import { DisplayName } from "~/modules/http/params";
import { plainText } from "~/modules/http/responses";
import { paths } from "~/modules/urls/paths";

const Body = z.object({ displayName: DisplayName });

/**
 * POST /account/profile: the display name shown on the user's public profile (blank: the username). Only
 * what the user types here is ever shown publicly, never the Google account's name.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = Object.fromEntries(await request.formData());
  const returnTo = safeReturnPath(typeof form.returnTo === "string" ? form.returnTo : "", paths.account());
  const parsed = Body.safeParse({ displayName: typeof form.displayName === "string" ? form.displayName : "" });
  if (!parsed.success)
    return plainText(400, parsed.error.issues[0]?.message ?? "That display name was not understood.");
  const viewer = await requireUser(request, context, returnTo);
  await setDisplayName(context.db, viewer.user.id, parsed.data.displayName);
  await forgetProfile(request, viewer.user.username);
  await flash(viewer, {
    kind: "success",
    title: "Profile updated",
    message: parsed.data.displayName
      ? `Your public profile now shows “${parsed.data.displayName}”.`
      : "Your public profile now shows your username.",
  });
  return redirect(returnTo);
}

export async function loader() {
  return redirect(paths.account());
}
