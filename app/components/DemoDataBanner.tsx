import { Rich, useT } from "~/modules/i18n/react";

/** Shown on every page while the built-in demo provider supplies the restaurant data. */
export function DemoDataBanner({ compact = false }: { compact?: boolean }) {
  const { t } = useT();
  return (
    <aside
      aria-label={t("shell.demoData.label")}
      className={`bg-amber-100 text-center text-amber-950 ${compact ? "px-3 py-1.5 text-xs" : "px-4 py-2 text-sm"}`}
    >
      <Rich k="shell.demoData.notice" values={{ b: (chunks) => <strong className="font-semibold">{chunks}</strong> }} />
    </aside>
  );
}
