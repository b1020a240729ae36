/**
 * How a file is refused: an ImportFileError names a message of the account area (and its values), so the
 * person who sent the file reads, in their page's language, what to do. A row the reader keeps but cannot
 * look up carries the same kind of message (an AccountMessage) as its problem.
 */
import englishMessages from "~/messages/en/account.json";
import { compileMessage } from "~/modules/i18n/compile";
import { ENGLISH } from "~/modules/i18n/locales";
import { type Catalogue, createTranslator, type Translator, type Values } from "~/modules/i18n/translator";
import { memoize } from "~/modules/memo";

/** A message of the account area, with what to put in it: worded in a page's language when it is shown. */
export interface AccountMessage {
  key: keyof typeof englishMessages;
  values?: Values;
}

/** The messages give sizes in megabytes. */
export const MB = 1024 * 1024;

/**
 * One English message, compiled as every catalogue is (compile.ts) the first time an error needs it. Not
 * serverTranslator: its catalogues are bundled by Vite, and the benchmark runs the readers outside the
 * app (esbuild). Not the whole area at once either: its messages (about 170) take some 10 ms to compile,
 * more than reading a file of 100 places.
 */
const englishCatalogue = memoize(
  Object.keys(englishMessages).length,
  (key: AccountMessage["key"]) => key,
  (key): Catalogue => ({ [key]: compileMessage(englishMessages[key]) }),
);

/** An account message in English, formatted as the pages format every message. */
const englishText = (key: AccountMessage["key"], values: Values): string =>
  createTranslator(ENGLISH, englishCatalogue(key)).t(key, values);

/**
 * A file refused, and why: `message` is the English text (logs, tests, the benchmark); `messageIn` words it
 * in a page's language.
 */
export class ImportFileError extends Error {
  override name = "ImportFileError";
  readonly key: AccountMessage["key"];
  readonly values: Values;

  constructor(key: AccountMessage["key"], values: Values = {}) {
    super(englishText(key, values));
    this.key = key;
    this.values = values;
  }

  messageIn(translator: Translator): string {
    return translator.t(this.key, this.values);
  }
}
