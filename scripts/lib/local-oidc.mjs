// A real OpenID Connect provider (oidc-provider) standing in for Google on this machine: `npm start` and
// the tests run it on localhost, and the Google strategy is pointed at it by configuration. Its sign-in
// page accepts any e-mail address and name. It exists only for local use: the Worker refuses it unless
// LOCAL_DEV is set and the request itself is for localhost (see app/modules/auth).
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import Provider from "oidc-provider";

export const LOCAL_CLIENT_ID = "tablescout-local";
export const LOCAL_CLIENT_SECRET = "tablescout-local-secret";

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title, body) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f5f5f4;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:16px;padding:32px;max-width:380px;width:90%;box-shadow:0 2px 12px #0002}h1{font-size:20px;margin:0 0 4px}p{color:#57534e;font-size:14px}label{display:block;font-size:14px;font-weight:600;margin-top:14px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #d6d3d1;border-radius:8px;font-size:16px;margin-top:4px}button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:999px;background:#1a73e8;color:#fff;font-weight:700;font-size:15px;cursor:pointer}</style></head>
<body><main>${body}</main></body></html>`;
}

/** Starts the provider; `redirectUris` are the app's allowed callback URLs. */
export async function startLocalOidc({ port = 0, redirectUris }) {
  const accounts = new Map();
  const server = createServer();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = server.address().port;
  const issuer = `http://127.0.0.1:${actualPort}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        client_secret: LOCAL_CLIENT_SECRET,
        redirect_uris: redirectUris,
        token_endpoint_auth_method: "client_secret_post",
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    cookies: { keys: [randomBytes(16).toString("hex")] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name", "picture"],
    },
    scopes: ["openid", "email", "profile"],
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => false },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          const [given, ...rest] = account.name.split(" ");
          return {
            sub: id,
            email: account.email,
            email_verified: true,
            name: account.name,
            given_name: given,
            family_name: rest.join(" "),
          };
        },
      };
    },
  });
  provider.proxy = false;
  const callback = provider.callback();

  server.on("request", async (req, res) => {
    const url = new URL(req.url, issuer);
    const match = /^\/interaction\/([^/]+)$/.exec(url.pathname);
    if (!match) return callback(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (req.method === "GET") {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
        return res.end(
          page(
            "Sign in (local Google stand-in)",
            `<h1>Sign in with Google</h1><p>Local stand-in for Google sign-in: any e-mail address and name are accepted.</p>
<form method="post" action="/interaction/${escapeHtml(details.uid)}">
<label for="email">E-mail</label><input id="email" name="email" type="email" required autocomplete="email" value="">
<label for="name">Full name</label><input id="name" name="name" type="text" required maxlength="80" autocomplete="name" value="">
<button type="submit">Continue</button></form>`,
          ),
        );
      }
      let body = "";
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      const email = (form.get("email") ?? "").trim().toLowerCase();
      const name = (form.get("name") ?? "").trim().slice(0, 80);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !name) {
        res.writeHead(400, { "Content-Type": "text/html; charset=utf-8" });
        return res.end(
          page(
            "Sign in",
            `<h1>Please enter an e-mail address and a name.</h1><p><a href="/interaction/${escapeHtml(details.uid)}">Back</a></p>`,
          ),
        );
      }
      // A stable subject per e-mail address, like Google's per-account 'sub'.
      const accountId = `local-${createHash("sha256").update(email).digest("hex").slice(0, 20)}`;
      accounts.set(accountId, { email, name });
      const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
      grant.addOIDCScope("openid email profile");
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" });
      res.end(`Sign-in failed: ${error instanceof Error ? error.message : "unknown error"}`);
    }
  });

  return {
    issuer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
