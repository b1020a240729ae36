// `npm start`: build, migrate the local D1, and serve the production build on the Workers runtime
// at http://localhost:8787 (PORT overrides). No configuration needed. PLACES_PROVIDER=osm serves the
// OpenStreetMap places imported with `npm run places:import` instead of the demo places.
import { build, migrateLocal, serve, startLocalSignIn } from "./lib/worker.mjs";

const port = Number(process.env.PORT || 8787);

console.log("› Building TableScout (Remix + Vite)…");
await build();
console.log("› Applying local D1 migrations…");
await migrateLocal();
console.log("› Starting the local stand-in for Google sign-in…");
const signIn = await startLocalSignIn(port);
console.log(`› Starting the Worker on http://localhost:${port} …`);
const provider = process.env.PLACES_PROVIDER?.trim();
// The reviews' moderator locally: sign in as moderator@example.com (MODERATORS overrides it).
const moderators = process.env.MODERATORS?.trim() || "moderator@example.com";
const server = await serve({
  port,
  vars: { ...signIn.vars, MODERATORS: moderators, ...(provider ? { PLACES_PROVIDER: provider } : {}) },
});
console.log(`\n  TableScout is running at http://localhost:${port}\n  Press Ctrl+C to stop.\n`);

const shutdown = async () => {
  await server.stop();
  await signIn.oidc.close();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
