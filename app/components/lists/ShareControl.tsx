import { useEffect, useState } from "react";
import { useT } from "~/modules/i18n/react";

/**
 * A shared list's or a profile's link. Without JavaScript: the link, as text to copy. With it: a copy
 * button, and the system's share sheet where the browser has one (the Web Share API).
 */
export function ShareControl({ url, title, label }: { url: string; title: string; label: string }) {
  const { t } = useT();
  const [scripted, setScripted] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  useEffect(() => {
    setScripted(true);
    setCanShare(typeof navigator.share === "function");
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t("lists.share.copied"));
    } catch {
      setStatus(t("lists.share.copyFailed"));
    }
  };
  return (
    <div className="space-y-2">
      <label className="block text-sm font-medium text-stone-700" htmlFor="share-link">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="share-link"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 text-sm"
        />
        {scripted ? (
          <button type="button" onClick={copy} className="btn-secondary">
            {t("lists.share.copy")}
          </button>
        ) : null}
        {canShare ? (
          <button
            type="button"
            onClick={() => navigator.share({ title, url }).catch(() => {})}
            className="btn-secondary"
          >
            {t("lists.share.native")}
          </button>
        ) : null}
      </div>
      <p role="status" className="min-h-5 text-sm text-stone-600">
        {status}
      </p>
    </div>
  );
}
