import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useT } from "~/modules/i18n/react";
import { type SaveData, SaveForm } from "./SaveForm";

/** The Save form in a modal dialog over the page: its data from the /save page's loader, its form the same. */
export default function SavePopover({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<SaveData>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per opening
  useEffect(() => {
    dialog.current?.showModal?.();
    fetcher.load(url);
  }, [url]);
  const data = fetcher.data && "place" in fetcher.data ? fetcher.data : null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="save-popover-title"
      aria-busy={!data}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 backdrop:bg-black/40"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="save-popover-title" className="text-xl font-semibold">
            {data ? t("lists.save.title", { name: data.place.name }) : t("lists.save.loading")}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={t("lists.save.close")}
            className="h-9 w-9 rounded-full text-xl text-stone-500 hover:bg-stone-100"
          >
            ×
          </button>
        </div>
        {data ? (
          <div className="mt-4">
            <SaveForm data={data} onCancel={() => dialog.current?.close()} />
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
