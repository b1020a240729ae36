import { Form, Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import { splitLocale } from "~/modules/i18n/locales";
import { useHrefIn, useT } from "~/modules/i18n/react";
import type { MembersSection } from "~/modules/reviews/section.server";
import { paths } from "~/modules/urls/paths";
import { reviewDay } from "./format";
import { MembersSummary } from "./MembersSummary";
import { ReasonSelect } from "./ReasonSelect";
import { ReviewForm } from "./ReviewForm";
import { ReviewItem } from "./ReviewItem";

interface RootData {
  user: { email: string } | null;
}

/**
 * The members' reviews of a place, on its page: their rating and how it is spread, the viewer's own review
 * (or the form to write one, or a sign-in link), then the others' reviews, newest first unless asked, a page
 * at a time. Labelled as the members' own, apart from any rating from Google.
 */
export function MembersReviews({ members, compact = false }: { members: MembersSection; compact?: boolean }) {
  const { t, locale } = useT();
  const root = useRouteLoaderData<RootData>("root");
  const location = useLocation();
  const hrefIn = useHrefIn();
  // The page as the routes know it (without its language: the forms and links add it back).
  const here = splitLocale(location.pathname).path + location.search;
  const signedIn = Boolean(root?.user);
  const { own, rating } = members;
  const page = (n: number) => {
    const q = new URLSearchParams(location.search);
    q.delete("page");
    if (n > 1) q.set("page", String(n));
    const s = q.toString();
    return `${location.pathname}${s ? `?${s}` : ""}#members-reviews`;
  };
  const others = members.reviews.filter((r) => r.id !== own?.id);
  return (
    <section
      id="members-reviews"
      aria-labelledby="members-reviews-title"
      className={`rounded-2xl border border-stone-200 bg-white ${compact ? "p-4" : "p-6"} shadow-sm`}
    >
      <h2 id="members-reviews-title" className={`font-display font-bold ${compact ? "text-lg" : "text-xl"}`}>
        {t("reviews.section.title")}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t("reviews.section.explain")}</p>
      <MembersSummary rating={rating} />
      <div className="mt-6 border-t border-stone-100 pt-5" id="your-review">
        {own ? (
          <>
            <h3 className="font-semibold">{t("reviews.own.title")}</h3>
            <div className="mt-2">
              <ReviewItem review={own} />
            </div>
            {own.status === "removed" ? (
              <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                {t("reviews.own.removed", { reason: t("reviews.reason", { reason: own.removedReason ?? "other" }) })}
              </p>
            ) : own.status === "hidden" ? (
              <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t("reviews.own.hidden")}</p>
            ) : own.heldUntil ? (
              <p className="mt-2 rounded-md bg-stone-100 px-3 py-2 text-sm text-stone-700">
                {t("reviews.own.held", { date: reviewDay(locale.tag, own.heldUntil) })}
              </p>
            ) : null}
            <div className="mt-3 flex flex-wrap items-start gap-3">
              {own.status === "removed" ? null : (
                <details className="w-full">
                  <summary className="cursor-pointer font-semibold text-brand-700">{t("reviews.own.edit")}</summary>
                  <div className="mt-3">
                    <ReviewForm placeId={members.placeId} here={here} own={own} />
                  </div>
                </details>
              )}
              <DeleteOwn id={own.id} here={here} />
            </div>
          </>
        ) : signedIn ? (
          <>
            <h3 className="mb-3 font-semibold">{t("reviews.form.title")}</h3>
            <ReviewForm placeId={members.placeId} here={here} own={null} />
          </>
        ) : (
          <a className="btn-secondary" href={`${hrefIn(paths.auth())}?${new URLSearchParams({ returnTo: here })}`}>
            {t("reviews.form.signIn")}
          </a>
        )}
      </div>
      {others.length ? (
        <>
          <form method="get" action={location.pathname} className="mt-6 flex flex-wrap items-center gap-2">
            {new URLSearchParams(location.search).get("pid") ? (
              <input type="hidden" name="pid" value={new URLSearchParams(location.search).get("pid") ?? ""} />
            ) : null}
            <label htmlFor="reviews-sort" className="text-sm font-semibold">
              {t("reviews.sort.label")}
            </label>
            <select
              id="reviews-sort"
              name="sort"
              defaultValue={members.sort}
              className="rounded-lg border border-stone-300 px-2 py-1 text-sm"
            >
              {(["newest", "highest", "lowest"] as const).map((sort) => (
                <option key={sort} value={sort}>
                  {t("reviews.sort.option", { sort })}
                </option>
              ))}
            </select>
            <button type="submit" className="btn-secondary !py-1 text-sm">
              {t("reviews.sort.apply")}
            </button>
          </form>
          <ul className="mt-4 space-y-5">
            {others.map((review) => (
              <li key={review.id} className="border-b border-stone-100 pb-5 last:border-0 last:pb-0">
                <ReviewItem review={review}>
                  <Report id={review.id} name={review.author.name} here={here} signedIn={signedIn} />
                </ReviewItem>
              </li>
            ))}
          </ul>
        </>
      ) : members.page > 1 ? (
        <p className="mt-6 text-stone-600">
          {t("reviews.page.empty")}{" "}
          <Link to={page(1)} className="font-semibold text-brand-700 hover:underline">
            {t("reviews.page.first")}
          </Link>
        </p>
      ) : null}
      {members.pages > 1 ? (
        <nav
          aria-label={t("reviews.page.status", { page: members.page, pages: members.pages })}
          className="mt-6 flex items-center justify-between gap-3 text-sm"
        >
          {members.page > 1 ? (
            <Link to={page(members.page - 1)} className="font-semibold text-brand-700 hover:underline" rel="prev">
              {t("reviews.page.previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-stone-600">
            {t("reviews.page.status", { page: members.page, pages: members.pages })}
          </span>
          {members.page < members.pages ? (
            <Link to={page(members.page + 1)} className="font-semibold text-brand-700 hover:underline" rel="next">
              {t("reviews.page.next")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}

function DeleteOwn({ id, here }: { id: string; here: string }) {
  const { t } = useT();
  return (
    <Form method="post" action={here} reloadDocument>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="review" value={id} />
      <button type="submit" className="text-sm font-semibold text-red-700 hover:underline">
        {t("reviews.own.delete")}
      </button>
    </Form>
  );
}

/** Report a review: a reason from the list; signed out, the way to sign in. Works without JavaScript. */
function Report({ id, name, here, signedIn }: { id: string; name: string; here: string; signedIn: boolean }) {
  const { t } = useT();
  const hrefIn = useHrefIn();
  return (
    <details className="mt-2 text-sm">
      <summary
        className="cursor-pointer text-stone-500 hover:text-stone-800"
        aria-label={t("reviews.item.reportLabel", { name })}
      >
        {t("reviews.item.report")}
      </summary>
      {signedIn ? (
        <Form method="post" action={here} reloadDocument className="mt-2 space-y-2 rounded-lg bg-stone-50 p-3">
          <p className="text-stone-600">{t("reviews.report.explain")}</p>
          <input type="hidden" name="intent" value="report" />
          <input type="hidden" name="review" value={id} />
          <label htmlFor={`report-reason-${id}`} className="block">
            <span className="font-semibold">{t("reviews.report.reason")}</span>
            <ReasonSelect
              id={`report-reason-${id}`}
              className="mt-1 block rounded-lg border border-stone-300 px-2 py-1"
            />
          </label>
          <button type="submit" className="btn-secondary !py-1">
            {t("reviews.report.submit")}
          </button>
        </Form>
      ) : (
        <a
          className="mt-2 inline-block font-semibold text-brand-700 hover:underline"
          href={`${hrefIn(paths.auth())}?${new URLSearchParams({ returnTo: here })}`}
        >
          {t("reviews.report.signIn")}
        </a>
      )}
    </details>
  );
}
