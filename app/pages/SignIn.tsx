import { Form } from "@remix-run/react";
import { LogoMark } from "~/components/Logo";
import { useT } from "~/modules/i18n/react";
import type { SignInData } from "./data";

/** /auth: 'Continue with Google', or why sign-in is unavailable or failed. */
export function SignIn({ data }: { data: SignInData }) {
  const { returnTo, available, failed, local } = data;
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
