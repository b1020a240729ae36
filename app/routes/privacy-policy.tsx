import type { MetaFunction } from "@remix-run/cloudflare";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { privacyPolicyLoader } from "~/pages/legal.server";

/** /privacy-policy: a legal page (its text in pages/PrivacyPolicy.tsx). */
export const loader = privacyPolicyLoader;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(
        {
          title: data.title,
          description: data.description,
          path: paths.privacyPolicy(),
          keywords: data.keywords,
        },
        matches,
      )
    : [];

export { PrivacyPolicy as default } from "~/pages/PrivacyPolicy";
