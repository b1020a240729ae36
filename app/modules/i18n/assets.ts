/**
 * The build's side of the catalogues: each language's client catalogue (compile.ts) becomes a static file,
 * `/assets/messages-{language}-{hash}.json`, served by the assets layer and kept by browsers for good (its name
 * changes with its content). Pages name theirs in a preload link, and the browser reads it before React
 * hydrates the page; the HTML never carries the messages. The Worker learns the file names from the module
 * `virtual:message-files` ({ [prefix]: url }). Imported by vite.config.ts: relative imports only.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { buildCatalogue, CLIENT_AREAS, type Source } from "./compile";
import { LOCALES, PSEUDO } from "./locales";

const VIRTUAL = "virtual:message-files";
const MESSAGES = path.join(__dirname, "../../messages");

function readSource(language: string, area: string): Source {
  try {
    return JSON.parse(readFileSync(path.join(MESSAGES, language, `${area}.json`), "utf8"));
  } catch {
    return {};
  }
}

interface MessageFile {
  prefix: string;
  fileName: string;
  json: string;
}

function messageFiles(): MessageFile[] {
  return [...LOCALES, PSEUDO].map((locale) => {
    const json = JSON.stringify(buildCatalogue(locale, CLIENT_AREAS, readSource));
    const hash = createHash("sha256").update(json).digest("hex").slice(0, 10);
    return { prefix: locale.prefix, fileName: `assets/messages-${locale.prefix || "en"}-${hash}.json`, json };
  });
}

export function messageAssets(): Plugin {
  let ssr = false;
  let dev = false;
  return {
    name: "tablescout-message-assets",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      dev = config.command === "serve";
    },
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : undefined;
    },
    load(id) {
      if (id !== `\0${VIRTUAL}`) return undefined;
      const urls = Object.fromEntries(
        messageFiles().map((f) => [f.prefix, dev ? `/__messages/${f.prefix || "en"}.json` : `/${f.fileName}`]),
      );
      return `export default ${JSON.stringify(urls)};`;
    },
    generateBundle() {
      if (ssr) return;
      for (const file of messageFiles()) this.emitFile({ type: "asset", fileName: file.fileName, source: file.json });
    },
    // `vite dev`: the same files, compiled afresh on each request.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const prefix = /^\/__messages\/([a-z-]+)\.json$/.exec(req.url ?? "")?.[1];
        const file = prefix && messageFiles().find((f) => (f.prefix || "en") === prefix);
        if (!file) return next();
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.end(file.json);
      });
    },
  };
}
