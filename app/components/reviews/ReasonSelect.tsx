import { useT } from "~/modules/i18n/react";
import { REPORT_REASONS, type ReportReason } from "~/modules/reviews/rules";

/**
 * The reasons a review is reported for, and removed for (the same list): a required choice named `reason`,
 * starting at `chosen` or at 'Choose a reason'.
 */
export function ReasonSelect({ id, chosen, className }: { id: string; chosen?: ReportReason; className: string }) {
  const { t } = useT();
  return (
    <select id={id} name="reason" required defaultValue={chosen ?? ""} className={className}>
      <option value="" disabled>
        {t("reviews.report.choose")}
      </option>
      {REPORT_REASONS.map((reason) => (
        <option key={reason} value={reason}>
          {t("reviews.reason", { reason })}
        </option>
      ))}
    </select>
  );
}
