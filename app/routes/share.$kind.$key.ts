import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { shareImageResponse } from "~/modules/share/image.server";

/** GET /share/{profile|list|link}/{username|id|token}?v=…: a share image (1200x630 PNG), see modules/share/image.server.ts. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  shareImageResponse(request, context, params.kind, params.key);
