/**
 * Every link of a markdown file, in whatever form it is written, read from the parsed tree rather than matched
 * line by line: inline links with either quote style, links split over lines, autolinks, reference-style
 * definitions, JSX elements such as `<a href title>`, and `<a>` tags in raw HTML. Pages of the site are parsed as
 * Docusaurus parses them (MDX); other markdown (README.md, CONTRIBUTING.md) as GitHub renders it.
 */
import type {Node, Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {markdownParser} from '../../plugins/content-checks/markdown';
import {LINE_REFERENCE, URL_IN_TEXT} from './links';

export type MarkdownLink = {url: string; title?: string; line: number};

/** The folders Docusaurus builds pages from, whose markdown is MDX. */
const MDX_DIRS = ['docs/', 'blog/', 'src/pages/'];

let plainParser: Promise<(source: string) => Root> | undefined;

function githubParser(): Promise<(source: string) => Root> {
  plainParser ??= (async () => {
    const [{unified}, {default: remarkParse}, {default: frontmatter}, {default: gfm}] = await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-frontmatter'),
      import('remark-gfm'),
    ]);
    const processor = unified().use(remarkParse).use(frontmatter).use(gfm);
    return (source: string) => processor.parse(source);
  })();
  return plainParser;
}

const HTML_TAG = /<[a-z][^>]*>/gi;
const HTML_ATTRIBUTE = /\b(href|src|title)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length - 1;

/** The links of `text`, and the line references it writes outside links (which nothing could check). */
export async function markdownLinks(text: string, file: string): Promise<{links: MarkdownLink[]; problems: string[]}> {
  const mdx = file.endsWith('.mdx') || MDX_DIRS.some((dir) => file.startsWith(dir));
  const parse = mdx ? await markdownParser() : await githubParser();
  let tree: Root;
  try {
    tree = parse(text);
  } catch (error) {
    const place = (error as {line?: number}).line ?? 1;
    return {links: [], problems: [`${file}:${place}: cannot be parsed, so its links cannot be checked: ${(error as Error).message}`]};
  }
  const links: MarkdownLink[] = [];
  const problems: string[] = [];
  const visit = (node: Node, inLink: boolean) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const {url, title} = node as Node & {url: string; title?: string | null};
      links.push({url, title: title ?? undefined, line});
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      // `href="…"`, and `href={'…'}` whose expression is one string literal.
      const attributes = new Map(
        element.attributes.flatMap((attribute) => {
          if (attribute.type !== 'mdxJsxAttribute') return [];
          const value =
            typeof attribute.value === 'string' ? attribute.value : /^\s*(['"`])([^'"`$]*)\1\s*$/.exec(attribute.value?.value ?? '')?.[2];
          return value === undefined ? [] : [[attribute.name, {value, line: attribute.position?.start.line ?? line}] as const];
        }),
      );
      for (const [name, {value, line: at}] of attributes) {
        if (name !== 'title' && /^https?:\/\//i.test(value)) links.push({url: value, title: attributes.get('title')?.value, line: at});
      }
    } else if (node.type === 'html') {
      const html = (node as Node & {value: string}).value;
      for (const tag of html.matchAll(HTML_TAG)) {
        const values = new Map([...tag[0].matchAll(HTML_ATTRIBUTE)].map((match) => [match[1]!.toLowerCase(), match[2] ?? match[3]!]));
        for (const name of ['href', 'src']) {
          const url = values.get(name);
          if (url) links.push({url, title: values.get('title'), line: line + lineAt(html, tag.index)});
        }
      }
    } else if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      // Code in a page: a URL there has no title, so a link into source written in it fails as unrecorded.
      const code = (node as Node & {value: string}).value;
      for (const url of code.matchAll(URL_IN_TEXT)) links.push({url: url[0], line: line + lineAt(code, url.index)});
    } else if ((node.type === 'text' || (node.type === 'inlineCode' && mdx)) && !inLink) {
      // On the site's pages a reference in code type is still a claim to readers; in README and CONTRIBUTING it
      // is how the format is shown.
      const value = (node as Node & {value: string}).value;
      for (const reference of value.matchAll(LINE_REFERENCE)) {
        problems.push(
          `${file}:${line + lineAt(value, reference.index)}: the line reference ${reference[0]} is not a link, so nothing checks it: link the line with the title "in <function>: <words of the line>"`,
        );
      }
    }
    const linkLike = inLink || node.type === 'link' || node.type === 'linkReference';
    if ('children' in node) for (const child of node.children as Node[]) visit(child, linkLike);
  };
  visit(tree, false);
  return {links, problems};
}
