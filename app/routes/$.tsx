import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { NotFound } from "~/components/NotFound";
import { pageMeta } from "~/modules/seo/meta";

/** Every path no other route claims: the spec's 404 page, with HTTP status 404. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  // JSON.stringify keeps control characters and quotes in a hostile path from forging log lines.
  console.warn(`404 Not Found: ${JSON.stringify(pathname.slice(0, 300))}`);
  return data(null, { status: 404 });
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(
    {
      title: "Page not found",
      description: "The page you were looking for isn't on TableScout.",
      path: location.pathname,
      noindex: true,
    },
    matches,
  );

export default function CatchAll() {
  return <NotFound />;
}
