import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { z } from "zod";
import { assertSameOrigin, flash, requireUser, safeReturnPath } from "~/modules/auth/index.server";
import { setDisplayName } from "~/modules/favorites/index.server";
import { DISPLAY_NAME_MAX } from "~/modules/http/limits";
import { DisplayName, inLanguage } from "~/modules/http/params";
import { plainText } from "~/modules/http/responses";
import { isolate } from "~/modules/i18n/bidi";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import type { Translator } from "~/modules/i18n/translator";
import { forgetProfile } from "~/modules/lists/withdrawn.server";
import { paths } from "~/modules/urls/paths";

const Body = z.object({ displayName: DisplayName });

/** Why a display name was refused, in the page's language (the schema's own messages are English). */
function refusal(t: Translator, issue: { code: string; message?: string } | undefined): string {
  if (issue?.code === "too_big") return t.t("account.profile.displayNameTooLong", { max: DISPLAY_NAME_MAX });
  if (issue?.code === "invalid_format") return t.t("account.profile.displayNameCharacters");
  if (issue?.code === "custom") return inLanguage(issue.message ?? "", t);
  return t.t("account.profile.displayNameInvalid");
}

/**
 * POST /account/profile: the display name shown on the user's public profile (blank: the username). Only
 * what the user types here is ever shown publicly, never the Google account's name.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const t = serverTranslator(context.locale);
  const form = Object.fromEntries(await request.formData());
  const returnTo = safeReturnPath(typeof form.returnTo === "string" ? form.returnTo : "", paths.account());
  const parsed = Body.safeParse({ displayName: typeof form.displayName === "string" ? form.displayName : "" });
  if (!parsed.success) return plainText(400, refusal(t, parsed.error.issues[0]));
  const viewer = await requireUser(request, context, returnTo);
  await setDisplayName(context.db, viewer.user.id, parsed.data.displayName);
  await forgetProfile(request, viewer.user.username);
  await flash(viewer, {
    kind: "success",
    title: t.t("account.profile.updatedTitle"),
    message: parsed.data.displayName
      ? t.t("account.profile.updatedName", { name: isolate(parsed.data.displayName) })
      : t.t("account.profile.updatedUsername"),
  });
  return redirect(returnTo);
}

export async function loader() {
  return redirect(paths.account());
}
