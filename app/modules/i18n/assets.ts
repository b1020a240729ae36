/**
 * The build's side of the catalogues: each part of each language's client catalogue (compile.ts, CLIENT_PARTS)
 * becomes a static file, `/assets/messages-{language}-{part}-{hash}.json`, served by the assets layer and kept by
 * browsers for good (its name changes with its content). Pages name the parts they show in preload links, and
 * the browser reads them before React hydrates the page; the HTML never carries the messages. The Worker and the
 * browser learn the file names from the module `virtual:message-files` ({ [prefix]: { [part]: url } }).
 * Imported by vite.config.ts: relative imports only.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { buildCatalogue, type Source } from "./compile";
import { LOCALES, PSEUDO } from "./locales";
import { CLIENT_AREAS, CLIENT_PARTS, type ClientPart, pickParts } from "./parts";

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
  part: ClientPart;
  fileName: string;
  json: string;
}

function messageFiles(): MessageFile[] {
  return [...LOCALES, PSEUDO].flatMap((locale) => {
    const whole = buildCatalogue(locale, CLIENT_AREAS, readSource);
    return CLIENT_PARTS.map((part) => {
      const json = JSON.stringify(pickParts(whole, [part]));
      const hash = createHash("sha256").update(json).digest("hex").slice(0, 10);
      const fileName = `assets/messages-${locale.prefix || "en"}-${part}-${hash}.json`;
      return { prefix: locale.prefix, part, fileName, json };
    });
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
      const urls: Record<string, Record<string, string>> = {};
      for (const f of messageFiles()) {
        urls[f.prefix] ??= {};
        urls[f.prefix]![f.part] = dev ? `/__messages/${f.prefix || "en"}/${f.part}.json` : `/${f.fileName}`;
      }
      return `export default ${JSON.stringify(urls)};`;
    },
    generateBundle() {
      if (ssr) return;
      for (const file of messageFiles()) this.emitFile({ type: "asset", fileName: file.fileName, source: file.json });
    },
    // `vite dev`: the same files, compiled afresh on each request.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const [, prefix, part] = /^\/__messages\/([a-z-]+)\/([a-z]+)\.json$/.exec(req.url ?? "") ?? [];
        const file = prefix && messageFiles().find((f) => (f.prefix || "en") === prefix && f.part === part);
        if (!file) return next();
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.end(file.json);
      });
    },
  };
}
