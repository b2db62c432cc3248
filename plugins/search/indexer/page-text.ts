/**
 * A built page's searchable text, read from its HTML with cheerio: the article's words in reading order,
 * its title (the h1) and its h2 to h6 headings with the word each starts at. A heading's text ends with a
 * full stop in the content, so that a snippet never runs a heading into the paragraph after it.
 */
import {load, type AnyNode, type Cheerio, type CheerioAPI, type Element} from 'cheerio';
import type {EngineAnchor} from '../../../src/search/hits';
import {NOT_INDEXED_ATTRIBUTE, type IndexedPageText} from '../../../src/search/search-index';
import {ANNOTATION_SELECTOR, RUN_SAMPLE_CLASS, SAMPLE_TABS} from '../../../src/samples/markup';

/** Only the article is indexed; these parts of it are page chrome, not content. */
export const EXCLUDED_SELECTORS = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-version-badge',
  '.theme-doc-footer',
  '.theme-blog-footer-edit-meta-row',
  // A blog post's date, reading time and authors; the title is the header's h1, outside any div.
  'article header > div',
  '.hash-link',
  // The copy-page actions' link to the page's Markdown source: the same word at the top of every page.
  'a[type="text/markdown"]',
  '[role="tablist"]',
  // Under code samples: the Run button's note that a sample cannot run in the browser (plugins/samples-in-browser).
  `.${RUN_SAMPLE_CLASS}`,
  'button',
  'script',
  'style',
  'noscript',
  // An API symbol's release badges and earlier signatures: the same few words on every symbol.
  '.api-badges',
  '.api-changed',
  // An API symbol's "Examples in the guides" (plugins/api-reference): the guides' headings, which their own pages index.
  '.api-examples',
  '.api-examples + :is(ul, p)',
  // Type popups and pinned types of compiled samples: the compiler's words, not the sample's.
  ANNOTATION_SELECTOR,
  // A sample's tabs other than TypeScript (plugins/sample-tabs): its JavaScript version calls the same names, and
  // indexed too it would hold each sample's code twice.
  `[${SAMPLE_TABS.panel}]:not([${SAMPLE_TABS.panel}="${SAMPLE_TABS.languages[0].value}"])`,
  `[${NOT_INDEXED_ATTRIBUTE}]`,
];

/**
 * On API reference pages, the parameter and member tables: type names and one-line notes that the symbols' own
 * pages and headings already carry, and a fifth of the reference's indexed text.
 */
export const API_EXCLUDED_SELECTORS = ['table'];
const API_REFERENCE = /^\/docs\/api\//;

const INHERITED_FROM = 'Inherited from';

/**
 * On API reference pages, the labels TypeDoc puts under every member (a heading without an id), and for
 * inherited members the line naming the parent's member: 800 repeats of the same words, 1.5 KB of the gzipped
 * index, which the guides' questions and keywords use better. Maps a label to which line after it goes too:
 * always, none, or one that only names types, as a return type the member's signature already holds does
 * (128 members).
 */
export const API_MEMBER_LABELS = new Map<string, 'always' | 'never' | 'types only'>([
  ['Returns', 'types only'],
  ['Parameters', 'never'],
  [INHERITED_FROM, 'always'],
  ['Overrides', 'always'],
]);

/** A line of type names: its text outside code is punctuation of types at most (`Promise<X> | undefined`). */
const TYPES_ONLY = /^[\s|&<>,[\]()]*$/;

/**
 * The body (signature and text) TypeDoc renders under each member heading. An inherited member's body is its
 * parent's: the parent's own page indexes it, or for a JavaScript built-in (Data's 31 Uint8Array members) the
 * platform documents it, so only its heading, its name, stays (1 KB of the gzipped index).
 */
const API_MEMBER_BODY = '.api-island';

/** Elements that run inside a line of text; every other element starts and ends a word. */
const INLINE = new Set(
  'a abbr b bdi bdo cite code data del dfn em i ins kbd mark q s samp small span strong sub sup time u var'.split(' '),
);

const HEADING = /^h([1-6])$/;

/** Names in code: identifiers, and string contents that read as words. */
const CODE_WORD = /[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]*)*/gu;

/** Languages whose code blocks are programs: searched for the names they call. */
const PROGRAM_LANGUAGES = /\blanguage-(?:ts|tsx|js|jsx|typescript|javascript)\b/;

/**
 * An API member's signature: indexed by the names it holds, like a program, so that a type finds the members
 * taking it, without its punctuation and lower-case parameter names (4 KB of the gzipped index).
 */
const API_SIGNATURE = /\bapi-signature\b/;

/** References, addresses and keys in sample output: nobody types them into a search box. */
const HASH = /^(?:0x)?[\da-f]{16,}$/i;

/** camelCase, PascalCase and dotted names: what a program calls; keywords and local lower-case names are not. */
const NAME_LIKE = /\p{Lu}|\./u;

/**
 * A code block's words for search, each once, in order of first use: of a program, the names it calls
 * (`uploadData`, `Utils.getDepthForSize`); of a shell command or an output, all its words (`npm install`).
 * Readers search code for those, not for its punctuation, keywords or how often a name repeats; indexed
 * whole, code would be a fifth of the guides' text and push the index over its download budget.
 */
export function codeWords(code: string, isProgram: boolean): string {
  const words = [...new Set(code.match(CODE_WORD) ?? [])].filter((word) => !HASH.test(word));
  return (isProgram ? words.filter((word) => NAME_LIKE.test(word) || word === CONSTRUCTOR_CALL) : words).join(' ');
}

/** The keyword of a constructor call, which readers type with the class name ("new MantarayNode()"). */
const CONSTRUCTOR_CALL = 'new';

/** Collects words, and the word each heading starts at, while walking the article. */
class WordCollector {
  words: string[] = [];
  private pending = '';

  text(text: string) {
    this.pending += text;
  }

  /** Ends the current word: an element boundary that is not inline. */
  boundary() {
    if (this.pending.trim() !== '') this.words.push(...this.pending.trim().split(/\s+/));
    this.pending = '';
  }
}

/** Inline elements whose children are one piece of code: adjacent elements inside them are parts of one word. */
const CODE_ELEMENTS = new Set(['code', 'kbd', 'samp', 'var']);

type WalkState = {collector: WordCollector; anchors: EngineAnchor[]; title: {text?: string}; inCode: boolean};

/**
 * An inline element: its words run on with the text around it, except where it follows another element with no
 * text between (badges or labels a stylesheet spaces apart, "light" "full"), and a superscript, which reads as a
 * power ("2^depth", as the page shows 2 with depth raised).
 */
function walkInline($: CheerioAPI, element: Element, name: string, followsElement: boolean, state: WalkState) {
  if (followsElement && !state.inCode) state.collector.boundary();
  if (name === 'sup' && !state.inCode) state.collector.text('^');
  walk($, $(element).contents(), {...state, inCode: state.inCode || CODE_ELEMENTS.has(name)});
}

function walk($: CheerioAPI, nodes: Cheerio<AnyNode>, state: WalkState) {
  const {collector, anchors, title} = state;
  let followsElement = false;
  nodes.each((_, node) => {
    const previousWasElement = followsElement;
    followsElement = node.type === 'tag';
    if (node.type === 'text') {
      collector.text((node as unknown as {data: string}).data);
      return;
    }
    if (node.type !== 'tag') return;
    const element = node as Element;
    const name = element.tagName.toLowerCase();
    if (name === 'br' || name === 'wbr') {
      collector.text(' ');
      return;
    }
    if (INLINE.has(name)) {
      walkInline($, element, name, previousWasElement, state);
      return;
    }
    collector.boundary();
    const signature = API_SIGNATURE.test(element.attribs.class ?? '');
    if (name === 'pre' || signature) {
      collector.text(codeWords($(element).text(), signature || PROGRAM_LANGUAGES.test(element.attribs.class ?? '')));
      collector.boundary();
      return;
    }
    const heading = HEADING.exec(name);
    const text = heading ? $(element).text().replace(/\s+/g, ' ').trim() : '';
    if (heading && text !== '') {
      if (heading[1] === '1') title.text ??= text;
      else if (element.attribs.id) anchors.push({element: name, id: element.attribs.id, text, location: collector.words.length});
      collector.text(/[.!?:]$/.test(text) ? text : `${text}.`);
    } else {
      walk($, $(element).contents(), state);
    }
    collector.boundary();
  });
}

/**
 * A list whose items are each one link and nothing else, as the reference's index and a namespace's member list
 * are: the titles of the pages it links to, which those pages index as their own (0.9 KB of the gzipped index).
 */
function isLinkList($: CheerioAPI, list: AnyNode): boolean {
  return $(list)
    .children()
    .toArray()
    .every((item) => {
      const links = $(item).children('a');
      return links.length === 1 && $(item).children().length === 1 && $(item).text().trim() === links.text().trim();
    });
}

export function pageText(html: string, url: string): IndexedPageText {
  // htmlparser2 in HTML mode, not cheerio's default parse5: half the time on the built pages (0.7 s of 1.4 s per
  // build), and the same text for each of them, as React writes well-formed HTML that needs no error recovery.
  const $ = load(html, {xml: {xmlMode: false}});
  const article = $('article').first();
  article.find(EXCLUDED_SELECTORS.join(',')).remove();
  if (API_REFERENCE.test(url)) {
    article.find(API_EXCLUDED_SELECTORS.join(',')).remove();
    article
      .find('ul')
      .filter((_, list) => isLinkList($, list))
      .remove();
    article.find('h4:not([id]), h5:not([id]), h6:not([id])').each((_, heading) => {
      const label = $(heading).text().trim();
      const nextLine = API_MEMBER_LABELS.get(label);
      if (nextLine === undefined) return;
      if (label === INHERITED_FROM && $(heading).parent(API_MEMBER_BODY).length > 0) {
        $(heading).parent().remove();
        return;
      }
      const line = $(heading).next('p');
      if (nextLine === 'always' || (nextLine === 'types only' && TYPES_ONLY.test(line.clone().find('code').remove().end().text()))) {
        line.remove();
      }
      $(heading).remove();
    });
  }
  const collector = new WordCollector();
  const anchors: EngineAnchor[] = [];
  const title: {text?: string} = {};
  walk($, article.contents(), {collector, anchors, title, inCode: false});
  collector.boundary();
  return {url, title: title.text || $('title').text().trim() || url, content: collector.words.join(' '), anchors};
}
