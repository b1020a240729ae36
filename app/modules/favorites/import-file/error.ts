/**
 * How a file is refused: an ImportFileError names a message of the account area (and its values), so the
 * person who sent the file reads, in their page's language, what to do. A row the reader keeps but cannot
 * look up carries the same kind of message (an AccountMessage) as its problem.
 */
import { IntlMessageFormat } from "intl-messageformat";
import englishMessages from "~/messages/en/account.json";
import type { Translator, Values } from "~/modules/i18n/translator";

/** A message of the account area, with what to put in it: worded in a page's language when it is shown. */
export interface AccountMessage {
  key: keyof typeof englishMessages;
  values?: Values;
}

/** Sizes in the messages are whole megabytes. */
export const MB = 1024 * 1024;

const englishFormats = new Map<string, IntlMessageFormat>();

/** An account message in English, straight from the English catalogue. */
function englishText(key: AccountMessage["key"], values: Values): string {
  let format = englishFormats.get(key);
  if (!format) {
    format = new IntlMessageFormat(englishMessages[key], "en");
    englishFormats.set(key, format);
  }
  return String(format.format(values as Record<string, string>));
}

/**
 * A file refused, and why: `message` is the English text (logs, tests, the benchmark, which runs the
 * readers outside the app and so reads the English catalogue itself); `messageIn` words it
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
