import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { LogoMark } from "~/components/Logo";
import { getViewer, safeReturnPath } from "~/modules/auth/index.server";
import { loadingMessages, messagesHandle } from "~/modules/i18n/client-messages";
import { translatorOf } from "~/modules/i18n/matches";
import { useT } from "~/modules/i18n/react";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";

/** /auth: 'Welcome to TableScout'; a signed-in visitor is sent on. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnPath(url.searchParams.get("returnTo"));
  const viewer = await getViewer(request, context);
  if (viewer.user) throw redirect("/");
  return {
    returnTo,
    available: Boolean(viewer.auth?.authenticator),
    failed: url.searchParams.has("error"),
    local: viewer.auth?.mode === "local",
  };
}

export const meta: MetaFunction = ({ matches }) => {
  const { t } = translatorOf(matches);
  return pageMeta(
    { title: t("account.auth.title"), description: t("account.auth.description"), path: paths.auth(), noindex: true },
    matches,
  );
};

// The account part of the messages (its texts are on this page): see ~/modules/i18n/client-messages.
export const handle = messagesHandle("account");
export const clientLoader = loadingMessages("account");

export default function SignIn() {
  const { returnTo, available, failed, local } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <section
      className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center"
      aria-labelledby="signin-title"
    >
      <LogoMark className="h-14 w-14" />
      <h1 id="signin-title" className="mt-6 font-display text-3xl font-bold">
        {t("account.auth.heading")}
      </h1>
      <p className="mt-3 text-stone-600">{t("account.auth.intro")}</p>
      {failed ? (
        <p role="alert" className="mt-6 w-full rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t("account.auth.failed")}
        </p>
      ) : null}
      {available ? (
        <Form method="post" action="/auth/google" className="mt-8 w-full">
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className="btn-primary w-full py-3 text-base">
            {t("account.auth.continue")}
          </button>
          {local ? <p className="mt-3 text-xs text-stone-500">{t("account.auth.localHint")}</p> : null}
        </Form>
      ) : (
        <p role="alert" className="mt-8 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t("account.auth.unavailable")}
        </p>
      )}
    </section>
  );
}
