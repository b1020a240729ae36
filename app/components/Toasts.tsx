import { useEffect, useRef, useState } from "react";
import { Isolated } from "./Isolated";

export interface FlashMessage {
  kind: "success" | "error";
  title: string;
  message: string;
}

const MAX_TOASTS = 3;
const TOAST_MS = 4_000;

/**
 * One-time messages after an action. With JavaScript they are toasts (3 at most, 4 s
 * each); without it they stay on the page as a status banner.
 */
export function Toasts({
  flashes,
  placement = "corner",
}: {
  flashes: readonly FlashMessage[];
  placement?: "corner" | "above-tab-bar";
}) {
  const [hydrated, setHydrated] = useState(false);
  const [visible, setVisible] = useState<(FlashMessage & { key: number })[]>([]);
  // Each toast leaves after its own 4 s, whatever comes next: the page's next data (a navigation, a form
  // sent) must not cancel the removal of the toasts already shown. Only leaving the page clears the timers.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    setHydrated(true);
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  useEffect(() => {
    if (!flashes.length) return;
    const stamped = flashes.map((f, i) => ({ ...f, key: Date.now() + i }));
    setVisible((v) => [...v, ...stamped].slice(-MAX_TOASTS));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setVisible((v) => v.filter((t) => !stamped.some((s) => s.key === t.key)));
    }, TOAST_MS);
    timers.current.add(timer);
  }, [flashes]);
  const list = hydrated ? visible : flashes.slice(-MAX_TOASTS).map((f, i) => ({ ...f, key: i }));
  if (!list.length) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        !hydrated
          ? "mx-auto mt-4 flex w-full max-w-3xl flex-col gap-2 px-4"
          : placement === "corner"
            ? "pointer-events-none fixed bottom-4 end-4 z-50 flex w-80 flex-col gap-2"
            : "pointer-events-none fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-[30rem] flex-col gap-2 px-4"
      }
    >
      {list.map((t) => (
        <div
          key={t.key}
          // Above the tab bar the toasts let taps through to what they cover (they hold no controls).
          className={`rounded-xl border shadow-lg ${hydrated && placement === "above-tab-bar" ? "pointer-events-none px-4 py-3" : "pointer-events-auto p-4"} ${t.kind === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-stone-200 bg-white text-ink"}`}
        >
          <p className="font-semibold">{t.title}</p>
          <p className="text-sm">
            <Isolated text={t.message} />
          </p>
        </div>
      ))}
    </div>
  );
}
