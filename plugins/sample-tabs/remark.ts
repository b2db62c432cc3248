/**
 * Remark plugin: every compiled TypeScript sample becomes two tabs, TypeScript and JavaScript, the second showing
 * the sample's JavaScript version from the sample catalogue (plugins/samples/javascript.ts). The rows of buttons
 * the Run and Edit step put under the sample go with it: Edit and Run into the TypeScript tab, the row marked
 * `data-sample-language="javascript"` (Run of the JavaScript) into the JavaScript tab. The tabs are the theme's
 * Tabs with one `groupId` and `queryString`, so a reader's choice holds on every page and on their next visit;
 * the code blocks inside them are drawn at build time like any other (plugins/twoslash, the next step).
 */
import type {Code, Parent, Root, RootContent} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {isCompiledSample, parseMeta} from '../../src/samples/grammar';
import {EDIT_SAMPLE_CLASS, RUN_SAMPLE_CLASS, SAMPLE_LANGUAGE_ATTRIBUTE} from '../../src/samples/markup';
import {sampleOfNode} from '../samples';
import {javascriptLanguage} from '../samples/javascript';

/** The tabs' group: the theme keeps the chosen tab in localStorage under it, for every tab set of the group. */
export const SAMPLE_TABS_GROUP = 'sample-language';
/** The URL's query parameter that holds the choice (`?language=js`), so a shared link opens the same tab. */
export const SAMPLE_TABS_QUERY = 'language';
export const SAMPLE_LANGUAGES = [
  {value: 'ts', label: 'TypeScript'},
  {value: 'js', label: 'JavaScript'},
] as const;

/** Local names of the theme's components in the page's module, chosen so that no page's own import can clash. */
const TABS = 'SampleLanguageTabs';
const TAB = 'SampleLanguageTab';

function jsx(name: string, attributes: Record<string, string>, children: MdxJsxFlowElement['children']): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
    children,
  };
}

/** `import <local> from '<source>'`, with the ESTree MDX compiles it from. */
function defaultImport(local: string, source: string): MdxjsEsm {
  const value = `import ${local} from '${source}'`;
  return {
    type: 'mdxjsEsm',
    value,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: local}}],
            source: {type: 'Literal', value: source, raw: `'${source}'`},
            attributes: [],
          },
        ],
      },
    },
  };
}

const isButtonRow = (node: RootContent | undefined): node is MdxJsxFlowElement =>
  node?.type === 'mdxJsxFlowElement' &&
  node.name === 'div' &&
  node.attributes.some(
    (attribute) =>
      attribute.type === 'mdxJsxAttribute' &&
      attribute.name === 'className' &&
      typeof attribute.value === 'string' &&
      [RUN_SAMPLE_CLASS, EDIT_SAMPLE_CLASS].some((name) => (attribute.value as string).split(' ').includes(name)),
  );

const isJavascriptRow = (row: MdxJsxFlowElement) =>
  row.attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === SAMPLE_LANGUAGE_ATTRIBUTE);

export default function remarkSampleTabs() {
  return (tree: Root, file: {path?: string; data: {sampleTabs?: number}}) => {
    if (!file.path) return;
    const pagePath = file.path;
    let tabs = 0;
    const visit = (parent: Parent) => {
      for (let index = parent.children.length - 1; index >= 0; index--) {
        const node = parent.children[index]!;
        if ('children' in node && node.type !== 'mdxJsxFlowElement') visit(node);
        else if (node.type === 'mdxJsxFlowElement' && node.name !== TABS) visit(node);
        if (node.type !== 'code' || !isCompiledSample(node.lang ?? '', parseMeta(node.meta))) continue;
        const {javascript, language} = sampleOfNode(pagePath, node as Code);
        if (typeof javascript !== 'string') continue;
        let end = index + 1;
        while (isButtonRow(parent.children[end] as RootContent | undefined)) end++;
        const rows = parent.children.slice(index + 1, end) as MdxJsxFlowElement[];
        const javascriptCode: Code = {type: 'code', lang: javascriptLanguage(language), meta: null, value: javascript};
        const [typescriptTab, javascriptTab] = SAMPLE_LANGUAGES;
        const element = jsx(TABS, {groupId: SAMPLE_TABS_GROUP, queryString: SAMPLE_TABS_QUERY}, [
          jsx(TAB, {...typescriptTab}, [node as Code, ...rows.filter((row) => !isJavascriptRow(row))]),
          jsx(TAB, {...javascriptTab}, [javascriptCode, ...rows.filter(isJavascriptRow)]),
        ] as MdxJsxFlowElement['children']);
        parent.children.splice(index, end - index, element as RootContent);
        tabs++;
      }
    };
    visit(tree);
    if (tabs === 0) return;
    tree.children.unshift(defaultImport(TABS, '@theme/Tabs'), defaultImport(TAB, '@theme/TabItem'));
    file.data.sampleTabs = tabs;
  };
}
