import { useT } from "~/modules/i18n/react";
import { breadcrumbList, type Crumb } from "~/modules/seo/jsonld";
import { JsonLd, useSiteOrigin } from "./JsonLd";
import { PageLink } from "./PageLink";

/** Visible breadcrumbs plus their BreadcrumbList JSON-LD. The last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useT();
  const origin = useSiteOrigin();
  return (
    <>
      <JsonLd data={breadcrumbList(crumbs, origin)} />
      <nav aria-label={t("shell.breadcrumb")} className="text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-1 wrap-anywhere">
          {crumbs.map((crumb, i) => {
            const last = i === crumbs.length - 1;
            return (
              <li key={`${i}-${crumb.name}`} className="flex items-center gap-1">
                {i > 0 ? (
                  <span aria-hidden="true" className="text-stone-400">
                    /
                  </span>
                ) : null}
                {last || !crumb.path ? (
                  <span aria-current={last ? "page" : undefined} className={last ? "font-medium text-ink" : undefined}>
                    {crumb.name}
                  </span>
                ) : (
                  <PageLink to={crumb.path} className="hover:text-brand-700 hover:underline">
                    {crumb.name}
                  </PageLink>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
