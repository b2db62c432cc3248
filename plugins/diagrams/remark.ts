/**
 * Remark plugin: every ```mermaid fence becomes a figure, its SVG drawn at build time (./render.ts) and its
 * `title="…"` the caption that says what the picture shows (the SVG's accessible name). The SVG reaches the
 * page's HTML only: `recmaDiagrams` makes it server-only HTML (plugins/server-html), so no page's JavaScript
 * carries a picture. A fence without a caption, or whose Mermaid the site cannot read, fails the build naming
 * the markdown file and line.
 */
import path from 'node:path';
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {parseMeta} from '../../src/samples/grammar';
import {recmaServerOnlyProp} from '../server-html';
import {defaultImport} from '../shared/mdx-import';
import {DiagramError, renderDiagram} from './render';

export const DIAGRAM_LANGUAGE = 'mermaid';
/** The name the picture component is imported under in a page with diagrams. */
export const DIAGRAM_COMPONENT = 'DiagramPicture';
const DIAGRAM_MODULE = path.join(__dirname, 'client', 'DiagramPicture.tsx');
export const DIAGRAM_ID_PREFIX = 'diagram-';

type DiagramsData = {diagrams?: number};
type CompiledFile = {path?: string; data: DiagramsData};

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute' as const, name, value});

type Parent = {children: {type: string; lang?: string | null; children?: unknown[]}[]};

/** The ```mermaid fences of a tree, anywhere (in lists, admonitions, tabs), in page order. */
function diagramFences(parent: Parent, found: {node: Code; index: number; parent: Parent}[] = []) {
  parent.children.forEach((child, index) => {
    if (child.type === 'code' && child.lang === DIAGRAM_LANGUAGE) found.push({node: child as Code, index, parent});
    else if (child.children) diagramFences(child as Parent, found);
  });
  return found;
}

export default function remarkDiagrams() {
  return async (tree: Root, file: CompiledFile) => {
    const fences = diagramFences(tree);
    if (fences.length === 0) return;
    const where = (line: number) => `${file.path ?? 'markdown'}:${line}`;
    for (const [number, {node, index, parent}] of fences.entries()) {
      const fenceLine = node.position?.start.line ?? 0;
      const caption = (parseMeta(node.meta).title ?? '').trim();
      if (caption === '') {
        throw new Error(`${where(fenceLine)} diagram: give it a caption that says what it shows, as \`\`\`mermaid title="…"`);
      }
      const id = `${DIAGRAM_ID_PREFIX}${number}`;
      let svg: string;
      try {
        svg = await renderDiagram(node.value, {idPrefix: id, labelledBy: `${id}-caption`});
      } catch (error) {
        if (!(error instanceof DiagramError)) throw error;
        throw new Error(`${where(fenceLine + error.line)} diagram: ${error.message}`, {cause: error});
      }
      const figure: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'figure',
        attributes: [attribute('className', 'diagram')],
        children: [
          {type: 'mdxJsxFlowElement', name: DIAGRAM_COMPONENT, attributes: [attribute('id', id), attribute('svg', svg)], children: []},
          {
            type: 'mdxJsxFlowElement',
            name: 'figcaption',
            attributes: [attribute('id', `${id}-caption`)],
            children: [{type: 'paragraph', children: [{type: 'text', value: caption}]}],
          },
        ],
      };
      parent.children[index] = figure as Parent['children'][number];
    }
    tree.children.unshift(defaultImport(DIAGRAM_COMPONENT, DIAGRAM_MODULE));
    file.data.diagrams = fences.length;
  };
}

/**
 * Recma plugin: each picture's `svg` prop becomes `SERVER_HTML_FLAG ? svg : undefined`, so the production client
 * bundle's minifier drops it; fails when it finds another number of pictures than the remark step drew.
 */
export const recmaDiagrams = () =>
  recmaServerOnlyProp<DiagramsData>({component: DIAGRAM_COMPONENT, prop: 'svg', count: (data) => data.diagrams, parts: 'diagrams'});
