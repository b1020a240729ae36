// Signing in as a person does, for the bench's parts that measure signed-in pages (the lists, the favorites
// import): through the local OpenID provider that stands in for Google (scripts/lib/local-oidc.mjs).

/** Signs in through the local OpenID provider with fetch alone (cookies kept per host); returns the app's cookie. */
export async function signInWithFetch(base, email, name) {
  const jars = new Map();
  const cookieFor = (url) => [...(jars.get(new URL(url).host) ?? new Map())].map(([k, v]) => `${k}=${v}`).join("; ");
  const keep = (url, res) => {
    const host = new URL(url).host;
    const jar = jars.get(host) ?? new Map();
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    jars.set(host, jar);
  };
  const go = async (url, init = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, Cookie: cookieFor(url) },
    });
    keep(url, res);
    await res.arrayBuffer();
    return res;
  };
  const form = (fields) => ({
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  let url = `${base}/auth/google`;
  let res = await go(url, { ...form({ returnTo: "/account" }), headers: { ...form({}).headers, Origin: base } });
  for (let hop = 0; hop < 20; hop++) {
    const location = res.headers.get("location");
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url).href;
      if (new URL(url).origin === base && !url.includes("/auth/google/callback")) break;
      res = await go(url);
    } else if (res.status === 200 && /\/interaction\//.test(url)) {
      res = await go(url, form({ email, name }));
    } else break;
  }
  const cookie = cookieFor(base);
  const check = await fetch(`${base}/account`, { headers: { Cookie: cookie }, redirect: "manual" });
  await check.arrayBuffer();
  if (check.status !== 200) throw new Error(`bench sign-in failed: /account answered ${check.status}`);
  return cookie;
}
