import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { renderRobots } from "~/modules/seo/sitemap";

export async function loader({ context }: LoaderFunctionArgs) {
  return new Response(renderRobots(context.origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
