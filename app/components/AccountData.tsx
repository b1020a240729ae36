import { Form, Link } from "@remix-run/react";
import { paths } from "~/modules/urls/paths";

/**
 * 'Your data' on /account and the mobile Profile tab: download everything held about you (a plain link
 * to a JSON file), and the way to delete the account (a link to its confirmation page, so it works
 * without JavaScript and nothing is deleted by one click).
 */
export function AccountDataSection({ mobile = false }: { mobile?: boolean }) {
  const target = mobile ? "min-h-11 w-full" : "";
  return (
    <section aria-labelledby="your-data" className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id="your-data" className="text-xl font-semibold">
        Your data
      </h2>
      <p className="mt-2 text-sm text-stone-600">
        Download a copy of everything TableScout holds about you (a JSON file), or delete your account.
      </p>
      <div className={`mt-4 flex gap-3 ${mobile ? "flex-col" : "flex-wrap"}`}>
        <a href={paths.accountData()} download className={`btn-secondary ${target}`}>
          Download my data
        </a>
        <Link to={paths.accountDelete({ mobile })} className={`btn-secondary text-red-700 ${target}`}>
          Delete my account
        </Link>
      </div>
    </section>
  );
}

/**
 * The confirmation step of deleting the account: what will be erased, in plain words, that it cannot be
 * undone, and the username to type. `error`: the previous attempt's confirmation did not match.
 */
export function DeleteAccountConfirm({
  username,
  error,
  mobile = false,
}: {
  username: string;
  error: string | null;
  mobile?: boolean;
}) {
  const back = mobile ? paths.mobileTab("profile") : paths.account();
  return (
    <section aria-labelledby="delete-title" className={mobile ? "space-y-4" : "mx-auto max-w-2xl px-4 py-10 sm:px-6"}>
      <h1 id="delete-title" className="font-display text-3xl font-bold">
        Delete my account
      </h1>
      <div className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
        <p className="font-semibold">Deleting your account erases, at once and for good:</p>
        <ul className="mt-2 list-disc space-y-1 ps-6 text-stone-700">
          <li>your account (your e-mail address, name and picture from Google);</li>
          <li>
            your public profile <span className="font-medium">{username}</span>, which stops showing at once;
          </li>
          <li>every favorite you saved;</li>
          <li>every device you are signed in on: all of them are signed out;</li>
          <li>imports from a file you have not finished.</li>
        </ul>
        <p className="mt-3 font-semibold text-red-800">This cannot be undone.</p>
        <p className="mt-2 text-sm text-stone-600">
          To keep a copy first,{" "}
          <a href={paths.accountData()} download className="font-semibold text-brand-700 underline">
            download your data
          </a>
          .
        </p>
        {error ? (
          <p
            id="delete-error"
            role="alert"
            className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {error}
          </p>
        ) : null}
        <Form method="post" className="mt-4 space-y-3">
          <label htmlFor="confirm-username" className="block font-medium">
            {`Type your username, ${username}, to confirm`}
          </label>
          <input
            id="confirm-username"
            name="confirm"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={200}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "delete-error" : undefined}
            className="w-full rounded-lg border border-stone-300 px-3 py-2"
          />
          <div className={`flex gap-3 ${mobile ? "flex-col" : "flex-wrap"}`}>
            <button
              type="submit"
              className={`inline-flex items-center justify-center rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 ${mobile ? "min-h-11 w-full" : ""}`}
            >
              Delete my account for good
            </button>
            <Link to={back} className={`btn-secondary ${mobile ? "min-h-11 w-full" : ""}`}>
              Keep my account
            </Link>
          </div>
        </Form>
      </div>
    </section>
  );
}
