import { splitIsolates } from "~/modules/i18n/bidi";

/** A message whose names were isolated as text (modules/i18n/bidi.ts), with each name in a <bdi>. */
export function Isolated({ text }: { text: string }) {
  const parts = splitIsolates(text);
  if (parts.length === 1) return <>{text}</>;
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts are the message's own, in a fixed order.
  return <>{parts.map((part, i) => (i % 2 === 1 ? <bdi key={i}>{part}</bdi> : part))}</>;
}
