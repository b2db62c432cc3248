/**
 * The pages' Markdown as the MCP server serves it: the `.md` twins (plugins/llms-txt) carry what the site's
 * build reads and a reader of Markdown does not need, namely fence attributes after the language (`norun="…"`,
 * `api-signature`), JSX elements with their classes (`<p className="api-badges">`) and explicit heading ids
 * (`\{#id}`). Here they become plain Markdown, and each heading is recorded with the id its HTML gives it, so
 * that read_page can serve the section a URL's fragment names.
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {PageSection} from './server/snapshot';

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
/** An HTML heading alone on its line, as the API pages write some (`<h4 className="api-examples">…</h4>`). */
const HTML_HEADING = /^\s*<h([1-6])(?:\s[^>]*)?>(.*)<\/h\1>\s*$/;
/** Elements that only carry the site's classes and layout; their text stays. */
const WRAPPER_TAG = /<\/?(?:p|span|div|details|summary)(?:\s[^>]*)?>/g;

/** The heading's text as Docusaurus slugs it: links by their text, no code or emphasis marks. */
const headingText = (heading: string) =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();

/** Tags removed outside inline code, so that `<input type="file">` in a code span stays as written. */
function withoutWrapperTags(line: string): string {
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(WRAPPER_TAG, '')))
    .join('');
}

export function assistantMarkdown(markdown: string): {markdown: string; sections: PageSection[]} {
  const slugger = createSlugger();
  const sections: PageSection[] = [];
  const out: string[] = [];
  let length = 0;
  let fence: string | null = null;
  const push = (line: string) => {
    out.push(line);
    length += line.length + 1;
  };
  for (const line of markdown.split('\n')) {
    const opening = FENCE.exec(line);
    if (opening && (fence === null || opening[2]!.startsWith(fence))) {
      // An opening fence keeps its language alone; a closing fence is left as it is.
      push(fence === null ? `${opening[1]}${opening[2]}${opening[3]}` : line);
      fence = fence === null ? opening[2]! : null;
      continue;
    }
    if (fence !== null) {
      push(line);
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const {text, id} = parseMarkdownHeadingId(heading[2]!.replace(/\\\{#/, '{#'));
      // The page's title (its one h1) has no id: the page's URL is its address.
      if (heading[1] !== '#')
        sections.push({id: id ?? slugger.slug(headingText(text)), heading: headingText(text), level: heading[1]!.length, start: length});
      push(`${heading[1]} ${text}`);
      continue;
    }
    const htmlHeading = HTML_HEADING.exec(line);
    if (htmlHeading) push(`${'#'.repeat(Number(htmlHeading[1]))} ${withoutWrapperTags(htmlHeading[2]!).trim()}`);
    else push(withoutWrapperTags(line));
  }
  return {markdown: out.join('\n'), sections};
}
