// Debian's Chromium as the tests, the bench and the screenshots drive it: the flags that work on these
// machines (no sandbox as root, no GPU, and none of the background connections a closed network refuses),
// and the names of the browsers a person uses (headless Chromium's own name, HeadlessChrome, makes the guide
// answer as to a crawler).
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
export const DESKTOP_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
export const PHONE_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";
