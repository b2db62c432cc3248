/**
 * How search_docs reads a query before the site's engine does: a pasted error is searched by its key terms
 * first, and words written as code names are looked up among bee-js's symbols for a nearest-name hint. Both are
 * rules about the shape of a query, so that any pasted error or mistyped name gets them.
 */

/** An error class as JavaScript prints it: `BeeResponseError`, `TypeError`. */
const ERROR_CLASS = /\b[A-Z][A-Za-z]*Error\b/g;
/** An HTTP error status. */
const ERROR_STATUS = /(?<![\w.])[45]\d\d(?![\w.])/;
/** What marks text as printed by a program rather than typed: an error class, "status code", a JSON body. */
const PRINTED = /\b[A-Z][A-Za-z]*Error\b|\bstatus code\b|^\s*\{/i;

/**
 * The key terms of a pasted error that carries an HTTP status: its error class and its status code, which name
 * the page that explains it, where the rest of the message (`Request failed with`, the reason phrase) is
 * boilerplate every API page shares. Undefined for any other query.
 */
export function pastedErrorTerms(query: string): string | undefined {
  if (!PRINTED.test(query)) return undefined;
  const status = ERROR_STATUS.exec(query)?.[0];
  if (!status) return undefined;
  return [...new Set(query.match(ERROR_CLASS) ?? []), status].join(' ');
}

/** camelCase (`createFeedWriter`), or a member (`Bee.uploadFile`, `bee.buyStorage()` without its brackets). */
const CODE_NAME = /^(?:[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*|[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*)$/;

/** The words of a query written as code names, as lookup_symbol takes them. */
export function codeNames(query: string): string[] {
  const words = query.split(/[\s,;:'"`()[\]{}<>]+/).map((word) => word.replace(/\.$/, ''));
  return [...new Set(words.filter((word) => CODE_NAME.test(word)))];
}
