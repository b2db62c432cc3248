/**
 * Static bodies for the largest API pages: everything between two headings (signature, description,
 * parameters, returns, examples) is rendered by the server and kept out of the browser's JavaScript. The
 * headings stay MDX, so the table of contents, anchors and hash links work as on any page; each body becomes
 * an `ApiIsland` (client/ApiIsland.tsx), which keeps the server's HTML while hydrating instead of re-creating it with
 * React. Example code blocks are islands of their own that become the theme's CodeBlock again, with the code
 * read from that HTML.
 *
 * Why: the Bee class page has over a hundred methods. Its content chunk carried every description and table
 * as JSX (about 22 KB gzipped), and hydrating the thousands of elements it created blocked a throttled mobile
 * main thread for about a second, while the server's HTML already showed the same thing.
 *
 * The other API pages keep their bodies in the JavaScript, but for their "Examples in the guides" sections
 * (plugins/samples/guide-examples.ts): each is an island of its own, since no reader needs those links before the page's HTML
 * shows them.
 *
 * How the bodies leave the client bundle: `remarkStaticBodies` wraps each body in an island, and
 * `recmaStaticBodies` makes the island's children conditional on the compile-time constant
 * SERVER_HTML_FLAG of the server-only HTML mechanism (plugins/server-html), true for the server bundle and
 * false for the production client bundle, whose minifier then drops the bodies.
 */
import path from 'node:path';
import type {Code, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {SIGNATURE_META} from './rehype-static-signatures';
import {EXAMPLES_CLASS} from '../samples/guide-examples';
import {recmaServerOnlyProp} from '../server-html';
import {defaultImport} from '../shared/mdx-import';
import {API_REFERENCE_DIR, SITE_DIR} from '../shared/site-dir';

/**
 * Doc sources whose bodies are static: the two pages whose content chunk was as large as a guide's (Bee, and
 * Data with the inherited Uint8Array members). The other API pages gain too little for a fetch on navigation.
 */
export const STATIC_BODY_PAGES = ['docs/api/classes/Bee.md', 'docs/api/interfaces/Data.md'].map((page) => path.join(SITE_DIR, page));

/** Where the other API pages are: only their "Examples in the guides" sections become islands. */

/** The name the island component is imported under in a page; a page may not use it for anything else. */
export const ISLAND_COMPONENT = 'ApiIsland';
const ISLAND_MODULE = path.join(__dirname, 'client', 'ApiIsland.tsx');
export const ISLAND_ID_PREFIX = 'api-island-';

/** Set on the compiled file by the remark step, checked by the recma step. */
type StaticBodiesData = {apiIslands?: number};
type CompiledFile = {path?: string; data: StaticBodiesData};

type Placement = 'island' | 'code island' | 'outside';

/**
 * Where a top-level node goes. Headings (TOC, anchors), module syntax and front matter stay outside. Example
 * code blocks get an island of their own, which re-creates the theme's CodeBlock (copy button included) from
 * the server's HTML; fences with a title or other options stay outside, since that HTML does not keep them.
 * Signature blocks are static HTML anyway (rehype-static-signatures.ts) and join the surrounding body.
 */
function placement(node: RootContent): Placement {
  if (node.type === 'code') {
    const {lang, meta} = node as Code;
    if (meta === SIGNATURE_META) return 'island';
    return lang && !meta ? 'code island' : 'outside';
  }
  return containsHeading(node) || node.type === 'mdxjsEsm' || node.type === 'yaml' ? 'outside' : 'island';
}

/** Headings, also wrapped ones such as the `<header>` Docusaurus puts around the page title. */
function containsHeading(node: {type: string; children?: unknown[]}): boolean {
  return node.type === 'heading' || (node.children ?? []).some((child) => containsHeading(child as typeof node));
}

/** Whether the page itself already uses the island component's name, as an element or in module code. */
function usesIslandName(node: {type: string; name?: unknown; value?: unknown; children?: unknown[]}): boolean {
  const element = (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === ISLAND_COMPONENT;
  const moduleCode = node.type === 'mdxjsEsm' && String(node.value).includes(ISLAND_COMPONENT);
  return element || moduleCode || (node.children ?? []).some((child) => usesIslandName(child as typeof node));
}

/** An "Examples in the guides" heading: an HTML heading element with EXAMPLES_CLASS. */
function isExamplesHeading(node: RootContent): boolean {
  if (node.type !== 'mdxJsxFlowElement' || !/^h[1-6]$/.test(node.name ?? '')) return false;
  return node.attributes.some(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'className' && attribute.value === EXAMPLES_CLASS,
  );
}

/**
 * Remark plugin: on the pages in `pages` (absolute source paths; STATIC_BODY_PAGES unless given), wraps every
 * run of content between headings in `<ApiIsland id="api-island-N">` and every example code block in
 * `<ApiIsland id="api-island-N" language="ts">`, numbered in page order (see `placement`). On the other pages
 * under `referenceDir` (docs/api/ unless given), wraps each "Examples in the guides" section (its heading and
 * the list or sentence after it) in an island the same way, since no reader needs its links in the JavaScript.
 */
export function remarkStaticBodies({
  pages = STATIC_BODY_PAGES,
  referenceDir = API_REFERENCE_DIR,
}: {pages?: string[]; referenceDir?: string} = {}) {
  const selected = new Set(pages.map((page) => path.resolve(page)));
  return (tree: Root, file: CompiledFile) => {
    if (!file.path) return;
    const wholeBodies = selected.has(path.resolve(file.path));
    if (!wholeBodies && !path.resolve(file.path).startsWith(path.resolve(referenceDir) + path.sep)) return;
    if (!wholeBodies && !tree.children.some(isExamplesHeading)) return;
    if (usesIslandName(tree)) {
      throw new Error(`${file.path} already uses the name ${ISLAND_COMPONENT}, which static API bodies reserve for their islands.`);
    }
    const children: RootContent[] = [defaultImport(ISLAND_COMPONENT, ISLAND_MODULE)];
    let run: RootContent[] = [];
    let islands = 0;
    const addIsland = (content: RootContent[], language?: string) => {
      const island: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: ISLAND_COMPONENT,
        attributes: [
          {type: 'mdxJsxAttribute', name: 'id', value: `${ISLAND_ID_PREFIX}${islands}`},
          ...(language ? [{type: 'mdxJsxAttribute' as const, name: 'language', value: language}] : []),
        ],
        children: content as MdxJsxFlowElement['children'],
      };
      children.push(island);
      islands += 1;
    };
    const closeRun = () => {
      if (run.length > 0) addIsland(run);
      run = [];
    };
    for (const [index, node] of tree.children.entries()) {
      if (!wholeBodies) {
        if (isExamplesHeading(node)) addIsland(tree.children.slice(index, index + 2));
        else if (index === 0 || !isExamplesHeading(tree.children[index - 1]!)) children.push(node);
        continue;
      }
      const place = placement(node);
      if (place === 'island') {
        run.push(node);
        continue;
      }
      closeRun();
      if (place === 'code island') addIsland([node], (node as Code).lang!);
      else children.push(node);
    }
    closeRun();
    tree.children = children;
    file.data.apiIslands = islands;
  };
}

/**
 * Recma plugin: in the compiled page, each island's children become `SERVER_HTML_FLAG ? children : undefined`
 * (MDX has turned JSX into calls by now: `_jsx(ApiIsland, {id, children})`). Fails when it finds a different
 * number of islands than the remark step made, e.g. after an MDX upgrade changes that output: otherwise the
 * bodies would silently stay in the client bundle.
 */
export const recmaStaticBodies = () =>
  recmaServerOnlyProp<StaticBodiesData>({
    component: ISLAND_COMPONENT,
    prop: 'children',
    count: (data) => data.apiIslands,
    parts: 'API islands',
  });
