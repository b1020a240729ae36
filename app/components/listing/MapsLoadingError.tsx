import { Link } from "@remix-run/react";
import { useT } from "~/modules/i18n/react";
import { paths } from "~/modules/urls/paths";

/** The maps library failed to load ('Maps Loading Error' on the web, 'Failed to load maps' on mobile). */
export function MapsLoadingError({
  message,
  title,
  home = paths.home(),
}: {
  message: string;
  title?: string;
  home?: string;
}) {
  const { t } = useT();
  return (
    <div
      role="alert"
      className="flex h-full flex-col items-center justify-center rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <h2 className="text-lg font-semibold text-red-900">{title ?? t("listing.map.errorTitle")}</h2>
      <p className="mt-2 text-sm text-red-800">{message}</p>
      <Link to={home} className="btn-secondary mt-4">
        {t("listing.common.returnHome")}
      </Link>
    </div>
  );
}
