import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/modules/seo/meta";
import { paths } from "~/modules/urls/paths";
import { AboutDataPage } from "~/pages/AboutDataPage";
import { aboutDataLoader } from "~/pages/legal.server";

/** /about/data: where the guide's places and map come from. */
export const loader = aboutDataLoader;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? pageMeta({ title: data.title, description: data.description, path: paths.aboutData() }, matches) : [];

export default function AboutDataRoute() {
  return <AboutDataPage data={useLoaderData<typeof loader>()} />;
}
