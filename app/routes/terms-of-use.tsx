import type { MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { termsOfUseLoader } from "~/pages/legal.server";

/** /terms-of-use: a legal page (its text in pages/TermsOfUse.tsx). */
export const loader = termsOfUseLoader;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(
        {
          title: data.title,
          description: data.description,
          path: paths.termsOfUse(),
          keywords: data.keywords,
        },
        matches,
      )
    : [];

export { TermsOfUse as default } from "~/pages/TermsOfUse";
