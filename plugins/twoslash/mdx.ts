/**
 * Every code block of the guides, the blog, the pages and the API reference is drawn at build time: a remark
 * plugin gives each fence's code element two text children, its plain code and the HTML of its static lines
 * (./render.ts), Prism's tokens coloured by the site's theme. A TypeScript sample (a ```ts / ```tsx fence outside
 * the API reference) takes its Twoslash compile from the sample catalogue (plugins/samples), and its lines carry
 * hover and focus popups with each name's type; a sample that does not compile fails the build with
 * `file:line`. The CodeBlock wrapper (theme/CodeBlock/) hands the plain code to the theme's CodeBlock, so the
 * title, copy and wrap buttons work as on any block, and shows the lines as its content. A component shows code
 * through client/StaticCodeBlock.tsx, which does the same on the server.
 *
 * The lines are one HTML string rather than elements: as elements, their thousands of tokens and popups made the
 * pages' compiled modules large and slow to bundle.
 *
 * Neither the lines nor the code reach the browser's JavaScript, and neither does Prism: `recmaTwoslash` makes
 * both children server-only (plugins/server-html), which the production client's minifier drops. The client
 * keeps the server's HTML while hydrating and reads the plain code from it, as the page shows it
 * (client/StaticLines.tsx): the same text, which tests/e2e/twoslash.test.ts checks through the copy button.
 *
 * The fence stays a `code` node with its meta string (`title`, `run`, ...), so remark plugins that read
 * fences work before or after this one. ```mermaid fences are gone by then: plugins/diagrams comes first.
 */
import path from 'node:path';
import {toHtml} from 'hast-util-to-html';
import type {Code, Root} from 'mdast';
import type {ObjectExpression, Program, Property} from 'estree';
import type {PrismTheme} from 'prism-react-renderer';
import {apiPathFor, beeJsExports} from './api-links';
import {STATIC_LINES_ATTRIBUTE, STATIC_LINES_ID_PREFIX} from '../../src/samples/markup';
import {renderCode, renderSample} from './render';
import {hasWord, isCompiledSample, parseMeta} from '../../src/samples/grammar';
import {sampleOfNode} from '../samples';
import {codeBlockId, occurrenceCounter} from '../samples/block-id';
import {SampleTypeError} from '../samples/compile';
import {forEachNode, serverOnly} from '../server-html';
import {timeBuildStepSync} from '../shared/build-step';
import {API_REFERENCE_DIR} from '../shared/site-dir';
/** Generated from bee-js's own declarations, whose examples are not written to compile alone. */

export type TwoslashOptions = {
  theme: PrismTheme;
  /** Whether the API reference is built (TYPEDOC=0 skips it): links into it would be broken otherwise. */
  apiLinks: boolean;
  /** TypeDoc's JSON of bee-js, for the members' anchors; tests give a fixture in place of the build's. */
  apiProjectFile?: string;
};

type CompiledFile = {path?: string; data: {twoslashBlocks?: number}};

/** Every fence of a tree, anywhere (in lists, admonitions, tabs), in page order. */
function forEachFence(parent: {children?: unknown[]}, visit: (node: Code) => void): void {
  for (const child of (parent.children ?? []) as (Code | {type: string; children?: unknown[]})[]) {
    if (child.type === 'code') visit(child as Code);
    else forEachFence(child as {children?: unknown[]}, visit);
  }
}

export function remarkTwoslash({theme, apiLinks, apiProjectFile}: TwoslashOptions) {
  const drawFences = (tree: Root, file: CompiledFile) => {
    if (!file.path) return;
    const pagePath = file.path;
    const inApiReference = path.resolve(pagePath).startsWith(API_REFERENCE_DIR + path.sep);
    let blocks = 0;
    const occurrenceOf = occurrenceCounter();
    forEachFence(tree, (node) => {
      const language = node.lang ?? 'text';
      const meta = parseMeta(node.meta);
      // The API reference's signatures are drawn by its own rehype step, as plain elements without a CodeBlock.
      if (hasWord(meta, 'api-signature')) return;
      const isSample = !inApiReference && isCompiledSample(language, meta);
      const {code, lines} = isSample
        ? compiledLines(pagePath, node, {theme, apiLinks, apiProjectFile})
        : {code: node.value, lines: renderCode(node.value, language, theme)};
      // mdast-util-to-hast gives the code element these properties and children (Docusaurus has set `metastring`).
      node.data = {
        ...node.data,
        hProperties: {...node.data?.hProperties, [STATIC_LINES_ATTRIBUTE]: codeBlockId(node.value, occurrenceOf(node.value))},
        // The newline ends the code as mdast-util-to-hast ends a fence's: the theme's MDX code component takes
        // children without one for inline code.
        hChildren: [
          {type: 'text', value: `${code}\n`},
          {type: 'text', value: toHtml({type: 'root', children: lines})},
        ],
      };
      blocks += 1;
    });
    if (blocks > 0) file.data.twoslashBlocks = blocks;
  };
  return (tree: Root, file: CompiledFile) => timeBuildStepSync('twoslash', () => drawFences(tree, file));
}

/** A TypeScript sample's plain code (without Twoslash's marker lines) and its lines with popups. */
function compiledLines(pagePath: string, node: Code, {theme, apiLinks, apiProjectFile}: TwoslashOptions) {
  const sample = sampleOfNode(pagePath, node);
  const {compiled} = sample;
  if (compiled instanceof SampleTypeError) {
    throw new Error(`${sample.file}:${sample.contentLine + compiled.line}: ${compiled.diagnostic}`, {cause: compiled});
  }
  if (!compiled) throw new Error(`${sample.file}:${sample.fenceLine}: the catalogue has no compile of this sample`);
  const exports = apiLinks ? beeJsExports() : new Map();
  const lines = renderSample(compiled, node.lang!, {
    theme,
    apiPath: (hover, target) => apiPathFor(hover.text, target, exports, apiProjectFile),
  });
  return {code: compiled.code, lines};
}

const isStaticLinesId = (value: unknown) => typeof value === 'string' && value.startsWith(STATIC_LINES_ID_PREFIX);

const propertyNamed = (props: ObjectExpression, name: string) =>
  props.properties.find(
    (property): property is Property =>
      property.type === 'Property' &&
      ((property.key.type === 'Identifier' && property.key.name === name) ||
        (property.key.type === 'Literal' && property.key.value === name)),
  );

/**
 * Recma plugin: a fence's code element, `_jsxs(_components.code, {"data-twoslash": id, children:
 * [code, linesHtml]})` by now, gets `children: SERVER_HTML_FLAG ? [code, linesHtml] : undefined`: the client
 * reads both from the page (theme/CodeBlock). Fails when it finds a different number than the remark step made
 * (say, after an MDX upgrade changes its output), since the lines would otherwise stay in the client bundle.
 */
export function recmaTwoslash() {
  return (tree: Program, file: CompiledFile) => {
    const expected = file.data.twoslashBlocks;
    if (expected === undefined) return;
    let found = 0;
    forEachNode(tree, (node) => {
      if (node.type !== 'ObjectExpression') return;
      const id = propertyNamed(node, STATIC_LINES_ATTRIBUTE);
      const children = propertyNamed(node, 'children');
      if (!id || id.value.type !== 'Literal' || !isStaticLinesId(id.value.value) || children?.value.type !== 'ArrayExpression') return;
      children.value = serverOnly(children.value, {type: 'Identifier', name: 'undefined'});
      found += 1;
    });
    if (found !== expected) {
      throw new Error(
        `${file.path}: the remark step drew ${expected} code blocks but the compiled page has ${found}, ` +
          "so their lines could stay in the client bundle. Has MDX's output changed?",
      );
    }
  };
}
