/**
 * The bounds a KML file must keep before any XML parser sees it, checked in one pass of linear time:
 * tags closed in order, nesting, number of elements and attributes, length of every text, and no
 * document type (that is where XML entity expansion hides). The parser's work (kml.ts) is then bounded
 * too, whatever the file.
 */
import { IMPORT_MAX_ROWS } from "~/modules/http/limits";
import { ImportFileError } from "./error";

/** How deep a KML file's elements may nest (Google Earth's folders in folders stay far below this). */
export const KML_MAX_DEPTH = 64;
/** How many elements, and how many attributes, a KML file may hold: 100 places need a few thousand. */
export const KML_MAX_NODES = 20_000;
/** The longest text, attribute value or tag one KML file may hold (a description with pictures is shorter). */
export const KML_MAX_TEXT = 64 * 1024;

export const damagedXml = () => new ImportFileError("account.import.error.xmlDamaged");
const tooLongXml = () => new ImportFileError("account.import.error.kmlTextTooLong", { kb: KML_MAX_TEXT / 1024 });
const tooManyXml = () =>
  new ImportFileError("account.import.error.kmlTooMany", { max: KML_MAX_NODES, rows: IMPORT_MAX_ROWS });

/** A character that may start an XML name (ASCII letters, '_', ':', or anything past ASCII). */
const isNameStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 58 || c > 127;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * One pass over the text, before the parser sees it, so the parser's work is bounded: tags must be closed
 * in order (names matching), nest at most KML_MAX_DEPTH deep, number at most KML_MAX_NODES elements and
 * as many attributes, and no text, CDATA, tag or attribute value may be longer than KML_MAX_TEXT.
 * Comments, CDATA and processing instructions are skipped to their end marker (found with indexOf, so an
 * unclosed one costs one scan); a document type or entity declaration is refused.
 */
export function checkXml(text: string): void {
  const open: string[] = [];
  let elements = 0;
  let attributes = 0;
  let at = 0;
  const skipTo = (marker: string, from: number, limit = Number.POSITIVE_INFINITY) => {
    const end = text.indexOf(marker, from);
    if (end < 0) throw damagedXml();
    if (end - from > limit) throw tooLongXml();
    return end + marker.length;
  };
  for (;;) {
    const lt = text.indexOf("<", at);
    if ((lt < 0 ? text.length : lt) - at > KML_MAX_TEXT) throw tooLongXml();
    if (lt < 0) break;
    if (text.startsWith("<!--", lt)) at = skipTo("-->", lt + 4);
    else if (text.startsWith("<![CDATA[", lt)) at = skipTo("]]>", lt + 9, KML_MAX_TEXT);
    else if (text.startsWith("<?", lt)) at = skipTo("?>", lt + 2, KML_MAX_TEXT);
    else if (text[lt + 1] === "!") {
      const word = text.slice(lt + 2, lt + 9).toUpperCase();
      if (word === "DOCTYPE" || word.startsWith("ENTITY")) throw new ImportFileError("account.import.error.doctype");
      throw damagedXml();
    } else {
      const closing = text[lt + 1] === "/";
      const nameAt = lt + (closing ? 2 : 1);
      if (!isNameStart(text.charCodeAt(nameAt))) throw damagedXml();
      // The tag runs to the first '>' outside quotes; its name ends at a space, '/' or '>'.
      let j = nameAt;
      let nameEnd = -1;
      let space = false;
      for (; j < text.length; j++) {
        const c = text.charCodeAt(j);
        if (j - lt > KML_MAX_TEXT) throw tooLongXml();
        if (c === 62) break;
        if (nameEnd < 0 && (isSpace(c) || c === 47)) nameEnd = j;
        if (c === 34 || c === 39) {
          const close = text.indexOf(text[j]!, j + 1);
          if (close < 0) throw damagedXml();
          if (close - j > KML_MAX_TEXT) throw tooLongXml();
          j = close;
          space = false;
          continue;
        }
        if (isSpace(c)) space = true;
        else {
          // An attribute starts after a space (not its '=' or a closing '/').
          if (space && c !== 61 && c !== 47 && ++attributes > KML_MAX_NODES) throw tooManyXml();
          space = false;
        }
      }
      if (j >= text.length) throw damagedXml();
      const name = text.slice(nameAt, nameEnd < 0 ? j : nameEnd);
      if (closing) {
        if (open.pop() !== name) throw damagedXml();
      } else if (text.charCodeAt(j - 1) !== 47) {
        if (open.length >= KML_MAX_DEPTH)
          throw new ImportFileError("account.import.error.tooDeep", { depth: KML_MAX_DEPTH });
        open.push(name);
      }
      if (!closing && ++elements > KML_MAX_NODES) throw tooManyXml();
      at = j + 1;
    }
  }
  if (open.length) throw damagedXml();
}
