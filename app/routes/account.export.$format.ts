import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { getViewer } from "~/modules/auth/index.server";
import { EXPORT_FORMATS, type ExportFormat, exportResponse, exportRows } from "~/modules/favorites/export.server";
import { plainText } from "~/modules/http/responses";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { routePath } from "~/modules/i18n/locales";
import { builtinListId } from "~/modules/lists/index.server";
import { paths } from "~/modules/urls/paths";

/**
 * GET /account/export/{csv|geojson|kml}: the signed-in user's favorites as a download (see
 * export.server.ts). Signed out: to sign-in and back; an unknown format: 404.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const format = params.format as ExportFormat;
  const translator = serverTranslator(context.locale);
  if (!EXPORT_FORMATS.includes(format)) return plainText(404, translator.t("account.export.unknownFormat"));
  const viewer = await getViewer(request, context);
  if (!viewer.user) {
    const here = routePath(request, context.locale);
    throw redirect(`${paths.auth()}?${new URLSearchParams({ returnTo: here })}`);
  }
  const list = { id: await builtinListId(context.db, viewer.user.id, "favorites"), kind: "favorites" as const };
  const rows = await exportRows(context, list, new URL(request.url).origin);
  return exportResponse(rows, format, translator);
}
