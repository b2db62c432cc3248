/**
 * Fills the "Examples in the guides" placeholders that TypeDoc writes (typedoc/examples.mts) with their sections,
 * from the build's sample catalogue, as the API pages compile. It runs before Docusaurus's own remark steps, so
 * the section's links to the guides are resolved and its heading handled as if TypeDoc had written them.
 */
import path from 'node:path';
import type {Parent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {currentSampleCatalogue, type SampleCatalogue} from '../samples';
import {EXAMPLES_CLASS, EXAMPLES_PLACEHOLDER, EXAMPLES_TITLE, examplesBody, guideUsesOf, readPlaceholder} from '../samples/guide-examples';
import {SITE_DIR} from '../shared/site-dir';

type Parse = (markdown: string) => Root;

const isPlaceholder = (node: RootContent): node is MdxJsxFlowElement =>
  node.type === 'mdxJsxFlowElement' && node.name === EXAMPLES_PLACEHOLDER;

function attributesOf(node: MdxJsxFlowElement): Record<string, string | boolean> {
  return Object.fromEntries(
    node.attributes.flatMap((attribute) =>
      attribute.type === 'mdxJsxAttribute' && (attribute.value === null || typeof attribute.value === 'string')
        ? [[attribute.name, attribute.value ?? true]]
        : [],
    ),
  );
}

/**
 * The section's heading as MDX leaves `<h4 className="api-examples">…</h4>` written in a page: an element marked
 * as explicit JSX, which renders as written rather than as the theme's heading, so no entry in the table of contents.
 */
const headingNode = (level: number) =>
  ({
    type: 'mdxJsxFlowElement',
    name: `h${level}`,
    attributes: [{type: 'mdxJsxAttribute', name: 'className', value: EXAMPLES_CLASS}],
    children: [{type: 'text', value: EXAMPLES_TITLE}],
    data: {_mdxExplicitJsx: true},
  }) as unknown as MdxJsxFlowElement;

/** Replaces each placeholder under `parent` with its section's nodes, parsed as the page is. */
function fillPlaceholders(parent: Parent, fill: (node: MdxJsxFlowElement) => RootContent[]): void {
  for (let index = parent.children.length - 1; index >= 0; index--) {
    const node = parent.children[index]!;
    if (isPlaceholder(node)) parent.children.splice(index, 1, ...(fill(node) as typeof parent.children));
    else if ('children' in node) fillPlaceholders(node, fill);
  }
}

/** Fills the placeholders of `tree`, a page at `pagePath`, from the catalogue `catalogue` gives when one is found. */
function fillGuideExamples(tree: Root, pagePath: string, catalogue: () => SampleCatalogue, parse: Parse): void {
  const where = path.relative(SITE_DIR, pagePath);
  fillPlaceholders(tree, (node) => {
    const placeholder = readPlaceholder(attributesOf(node), `${where}:${node.position?.start.line ?? 0}`);
    const body = examplesBody(guideUsesOf(catalogue(), placeholder), placeholder.page);
    return [headingNode(placeholder.level), ...parse(body).children];
  });
}

/**
 * The remark step, from the build's catalogue unless given one: the page's own processor parses each section's
 * list, so it reads as the rest of the page does.
 */
export default function remarkGuideExamples(
  this: {parse: (markdown: string) => unknown},
  catalogue: () => SampleCatalogue = currentSampleCatalogue,
) {
  const parse = (markdown: string) => this.parse(markdown) as Root;
  return (tree: Root, file: {path?: string}) => {
    if (file.path) fillGuideExamples(tree, file.path, catalogue, parse);
  };
}
