/**
 * Remark plugin: every compiled TypeScript sample becomes two tabs, TypeScript and JavaScript, the second showing
 * the sample's JavaScript version from the sample catalogue (plugins/samples/javascript.ts). The rows of buttons
 * the Run and Edit step put under the sample go with it: Edit and Run into the TypeScript tab, the row marked
 * `data-sample-language="javascript"` (Run of the JavaScript) into the JavaScript tab.
 *
 * The tabs are static markup, the theme's Tabs' elements and classes without their component: the component's
 * code would join every guide's first-load JavaScript. Both panels are in the page's HTML, the code
 * blocks in them drawn at build time like any other (plugins/twoslash, the next step); one delegated listener
 * (client/sample-tabs.ts) switches them and keeps the reader's choice.
 */
import path from 'node:path';
import type {Code, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {isCompiledSample} from '../../src/samples/grammar';
import {EDIT_SAMPLE_CLASS, RUN_SAMPLE_CLASS, SAMPLE_LANGUAGE_ATTRIBUTE, SAMPLE_TABS} from '../../src/samples/markup';
import {forEachSampleFence, sampleOfNode} from '../samples';
import {javascriptLanguage} from '../samples/javascript';
import {API_REFERENCE_DIR} from '../shared/site-dir';

/** An element of the page; an attribute whose value is null is a boolean one (`hidden`). */
function element(name: string, attributes: Record<string, string | null>, children: MdxJsxFlowElement['children']): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name: key, value})),
    children,
  };
}

// A text child of a flow element: MDX compiles it as the tab's label, not as a paragraph.
const label = (text: string) => ({type: 'text', value: text}) as unknown as MdxJsxFlowElement;

const className = (node: MdxJsxFlowElement) =>
  node.attributes.find((attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute' && attribute.name === 'className')
    ?.value;

const isButtonRow = (node: RootContent | undefined): node is MdxJsxFlowElement =>
  node?.type === 'mdxJsxFlowElement' &&
  node.name === 'div' &&
  [RUN_SAMPLE_CLASS, EDIT_SAMPLE_CLASS].some((name) =>
    String(className(node) ?? '')
      .split(' ')
      .includes(name),
  );

const isJavascriptRow = (row: MdxJsxFlowElement) =>
  row.attributes.some((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === SAMPLE_LANGUAGE_ATTRIBUTE);

/** The tabs as the theme's Tabs draw them, TypeScript chosen: the listener applies the reader's choice. */
function tabs(panels: [MdxJsxFlowElement['children'], MdxJsxFlowElement['children']]): MdxJsxFlowElement {
  const tabList = element(
    'ul',
    {role: 'tablist', 'aria-orientation': 'horizontal', className: 'tabs'},
    SAMPLE_TABS.languages.map(({value, label: text}, index) =>
      element(
        'li',
        {
          role: 'tab',
          tabIndex: index === 0 ? '0' : '-1',
          'aria-selected': String(index === 0),
          className: index === 0 ? 'tabs__item tabs__item--active' : 'tabs__item',
          [SAMPLE_TABS.tab]: value,
        },
        [label(text)],
      ),
    ),
  );
  const content = element(
    'div',
    {className: 'margin-top--md'},
    SAMPLE_TABS.languages.map(({value}, index) =>
      element('div', {role: 'tabpanel', [SAMPLE_TABS.panel]: value, ...(index === 0 ? {} : {hidden: null})}, panels[index]!),
    ),
  );
  return element('div', {className: 'tabs-container', [SAMPLE_TABS.container]: ''}, [tabList, content]);
}

export default function remarkSampleTabs() {
  return (tree: Root, file: {path?: string}) => {
    if (!file.path) return;
    const pagePath = file.path;
    // The API reference's examples are bee-js's own, and the static-bodies step makes each a code island that
    // hydrates with its copy button: a tab wrapper would turn them into plain text islands without one.
    if (path.resolve(pagePath).startsWith(API_REFERENCE_DIR + path.sep)) return;
    forEachSampleFence(tree, isCompiledSample, (node, parent, index) => {
      const {javascript, language} = sampleOfNode(pagePath, node);
      if (typeof javascript !== 'string') return;
      let end = index + 1;
      while (isButtonRow(parent.children[end])) end++;
      const rows = parent.children.slice(index + 1, end) as MdxJsxFlowElement[];
      const javascriptCode: Code = {type: 'code', lang: javascriptLanguage(language), meta: null, value: javascript};
      const panels: [MdxJsxFlowElement['children'], MdxJsxFlowElement['children']] = [
        [node, ...rows.filter((row) => !isJavascriptRow(row))] as MdxJsxFlowElement['children'],
        [javascriptCode, ...rows.filter(isJavascriptRow)] as MdxJsxFlowElement['children'],
      ];
      parent.children.splice(index, end - index, tabs(panels) as RootContent);
    });
  };
}
