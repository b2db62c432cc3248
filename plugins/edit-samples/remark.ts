/**
 * Remark plugin: an Edit button under every sample the sample checker compiles (```ts and React's ```tsx, all
 * but `nocheck` ones), beside its Run button when it has one. Static markup only, since it is part of the page's
 * first load; the editor comes on the first click (client/edit-button.ts). Runs after the Run buttons' plugin,
 * whose element it joins.
 */
import type {Parent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {parseMeta, sampleKind} from '../../src/samples/grammar';
import {RUN_SAMPLE_CLASS} from '../../src/samples/markup';
import {sampleOfNode} from '../samples';

/** The class of the element holding an Edit button under a sample that has no Run element. */
export const EDIT_SAMPLE_CLASS = 'edit-sample';
export const EDIT_BUTTON_ATTRIBUTE = 'data-edit-sample';

/** Samples the catalogue compiled: the editor type-checks what the page's compile checked. */
const isEditable = (pagePath: string, node: RootContent) =>
  node.type === 'code' && sampleKind(node.lang ?? '', parseMeta(node.meta)) !== null && sampleOfNode(pagePath, node).compiled !== null;

const editButton = (): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name: 'button',
  attributes: [{type: 'mdxJsxAttribute', name: EDIT_BUTTON_ATTRIBUTE, value: ''}],
  // A text child of a flow element: MDX compiles it as the button's label, not as a paragraph.
  children: [{type: 'text', value: 'Edit'} as unknown as MdxJsxFlowElement],
});

function runElement(node: RootContent | undefined): MdxJsxFlowElement | undefined {
  if (node?.type !== 'mdxJsxFlowElement') return undefined;
  const className = node.attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'className');
  return typeof className?.value === 'string' && className.value.split(' ').includes(RUN_SAMPLE_CLASS) ? node : undefined;
}

export default function remarkEditSamples() {
  return (tree: Root, file: {path?: string}) => {
    if (!file.path) return;
    const pagePath = file.path;
    const visit = (parent: Parent) => {
      for (let index = parent.children.length - 1; index >= 0; index--) {
        const node = parent.children[index]!;
        if ('children' in node) visit(node);
        if (!isEditable(pagePath, node)) continue;
        const run = runElement(parent.children[index + 1]);
        if (run) {
          run.children.unshift(editButton());
          continue;
        }
        const element: MdxJsxFlowElement = {
          type: 'mdxJsxFlowElement',
          name: 'div',
          // The Run row's class gives it the Run buttons' look (plugins/run-samples) and keeps it out of search text.
          attributes: [{type: 'mdxJsxAttribute', name: 'className', value: `${RUN_SAMPLE_CLASS} ${EDIT_SAMPLE_CLASS}`}],
          children: [editButton()],
        };
        parent.children.splice(index + 1, 0, element as RootContent);
      }
    };
    visit(tree);
  };
}
