// Experiment: a server with a public list of 100 places, kept running; prints its URL.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { signInWithFetch } from "../../scripts/lib/import-bench.mjs";
import { migrateLocal, serve, startLocalSignIn } from "../../scripts/lib/worker.mjs";
const persistTo = "/tmp/exp-lists";
const fresh = !existsSync(persistTo);
mkdirSync(persistTo, { recursive: true });
const port = 8799;
const signIn = await startLocalSignIn(port);
if (fresh) await migrateLocal({ persistTo, quiet: true });
const server = await serve({ port, ip: "127.0.0.1", persistTo, vars: signIn.vars, quiet: true });
const base = server.url;
if (fresh) {
  const cookie = await signInWithFetch(base, "bench-lists@example.com", "Bench Lists");
  const send = async (fields, to = "/lists") => {
    for (;;) {
      const res = await fetch(`${base}${to}`, { method: "POST", redirect: "manual",
        headers: { Cookie: cookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields) });
      await res.arrayBuffer();
      if (res.status === 429) { await new Promise((r) => setTimeout(r, 5000)); continue; }
      return res;
    }
  };
  const CITIES = ["ca~san-francisco", "or~portland", "wa~seattle", "tx~austin", "il~chicago"];
  const PLACES = CITIES.flatMap((c) => Array.from({ length: 20 }, (_, i) => `demo~united-states~${c}~${String(i + 1).padStart(2, "0")}`));
  const made = await send({ intent: "create", name: "Bench: a hundred places", visibility: "public" });
  const list = made.headers.get("location").split("/").pop();
  const form = await (await fetch(`${base}/save?place=${encodeURIComponent(PLACES[0])}`, { headers: { Cookie: cookie } })).text();
  const shown = [...form.matchAll(/name="shown" value="([^"]+)"/g)].map((m) => m[1]);
  for (const place of PLACES) await send([["intent", "save"], ["place_id", place], ...shown.map((id) => ["shown", id]), ["ticked", shown[0]], ["ticked", list]]);
  writeFileSync(`${persistTo}/list`, list);
}
console.log("READY", base);
