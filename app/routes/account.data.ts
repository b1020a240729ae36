import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { accountData, dataFileName } from "~/modules/auth/account.server";
import { getViewer } from "~/modules/auth/index.server";
import { serverTranslator } from "~/modules/i18n/catalogue.server";
import { paths } from "~/modules/urls/paths";

/**
 * GET /account/data: everything held about the signed-in person as a JSON download (docs/your-data.md).
 * Signed out: to sign-in and back, never anyone's data. Never stored by any cache.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await getViewer(request, context);
  const body = viewer.user
    ? await accountData(
        context.db,
        viewer.user.id,
        viewer.session?.id || null,
        new URL(request.url).origin,
        serverTranslator(context.locale),
      )
    : null;
  if (!body) throw redirect(`${paths.auth()}?${new URLSearchParams({ returnTo: paths.accountData() })}`);
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${dataFileName()}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
