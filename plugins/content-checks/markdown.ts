/**
 * Reading pages as Docusaurus reads them: MDX with front matter, directives (admonitions) and GitHub tables, and
 * heading ids from Docusaurus's own headings plugin, so an anchor that passes here is the id on the page.
 */
import type {Heading, Node, Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';

export type MarkdownParser = (source: string) => Root;

let parser: Promise<MarkdownParser> | undefined;

/** The MDX parser of the site's pages (`markdown.format: 'mdx'`: `.md` files are MDX too). */
export function markdownParser(): Promise<MarkdownParser> {
  parser ??= (async () => {
    // ES modules only; imported when first needed, so that loading the site config stays cheap.
    const [{unified}, {default: remarkParse}, {default: mdx}, {default: frontmatter}, {default: directive}, {default: gfm}] =
      await Promise.all([
        import('unified'),
        import('remark-parse'),
        import('remark-mdx'),
        import('remark-frontmatter'),
        import('remark-directive'),
        import('remark-gfm'),
      ]);
    const processor = unified().use(remarkParse).use(mdx).use(frontmatter).use(directive).use(gfm);
    return (source) => processor.parse(source);
  })();
  return parser;
}

/** The YAML between the opening `---` and the closing one, and the file line its first line is on. */
export function frontMatterBlock(source: string): {yaml: string; firstLine: number} | null {
  const match = /^---\r?\n([\s\S]*?)^---\s*$/m.exec(source);
  return match?.index === 0 ? {yaml: match[1]!, firstLine: 2} : null;
}

type HeadingsPlugin = (options: {anchorsMaintainCase: boolean}) => (tree: Root) => Promise<void>;

/** Copies of the headings with the ids Docusaurus's own plugin gives them (it rewrites what it reads), in order. */
async function withHeadingIds(headings: Heading[]): Promise<(Heading & {data: {id: string}})[]> {
  const copies = headings.map((heading) => structuredClone(heading));
  const {default: headingIds} = (await import('@docusaurus/mdx-loader/lib/remark/headings')) as unknown as {default: HeadingsPlugin};
  await headingIds({anchorsMaintainCase: false})({type: 'root', children: copies});
  return copies as (Heading & {data: {id: string}})[];
}

/** Every id a link's `#fragment` can reach on a page: its headings' ids and the `id` attributes of its elements. */
export async function anchorsOfTree(tree: Root): Promise<Set<string>> {
  const anchors = new Set<string>();
  const headings: Heading[] = [];
  walk(tree, (node) => {
    if (node.type === 'heading') headings.push(node as Heading);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const id = jsxAttribute(node as MdxJsxFlowElement, 'id');
      if (id) anchors.add(id);
    }
  });
  for (const heading of await withHeadingIds(headings)) anchors.add(heading.data.id);
  return anchors;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const ATX_HEADING = /^ {0,3}#{1,6}\s/;
const ID_ATTRIBUTE = /\bid=(["'])([^"']+)\1/g;

/** A page's heading lines and the `id` attributes in its lines, outside front matter and code fences. */
function scanSource(source: string): {headingLines: string[]; ids: string[]} {
  const headingLines: string[] = [];
  const ids: string[] = [];
  let fence: string | null = null;
  const body = frontMatterBlock(source) ? source.slice(source.indexOf('\n---', 3) + 4) : source;
  for (const line of body.split(/\r?\n/)) {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence !== null) continue;
    if (ATX_HEADING.test(line)) headingLines.push(line.trim());
    for (const match of line.matchAll(ID_ATTRIBUTE)) ids.push(match[2]!);
  }
  return {headingLines, ids};
}

/** A page's markdown headings, each with its level and the id Docusaurus gives it, in page order. */
export async function headingsOfSource(source: string): Promise<{depth: number; id: string}[]> {
  const tree = (await markdownParser())(scanSource(source).headingLines.join('\n\n'));
  const headings = tree.children.filter((node): node is Heading => node.type === 'heading');
  return (await withHeadingIds(headings)).map(({depth, data}) => ({depth, id: data.id}));
}

/**
 * The anchors of a page that is only linked to, without parsing all of it: the API reference's largest page
 * takes seconds to parse whole. Its heading lines alone go through the same parser and plugin as above.
 */
export async function anchorsOfSource(source: string): Promise<Set<string>> {
  const {headingLines, ids} = scanSource(source);
  const anchors = await anchorsOfTree((await markdownParser())(headingLines.join('\n\n')));
  for (const id of ids) anchors.add(id);
  return anchors;
}

export function jsxAttribute(element: MdxJsxFlowElement | MdxJsxTextElement, name: string): string | undefined {
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxAttribute' && attribute.name === name && typeof attribute.value === 'string') return attribute.value;
  }
  return undefined;
}

/** Every node of a markdown tree, parents before their children. */
export function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children as Node[]) walk(child, visit);
}

export const lineOf = (node: Node) => ({line: node.position?.start.line ?? 1, column: node.position?.start.column});
