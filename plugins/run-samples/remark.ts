/**
 * Remark plugin: under every ```ts sample the browser can run, a Run button (static markup, no component, as
 * few bytes as can be: it is part of the page's first load; the stylesheet styles it like a small button);
 * under a sample it cannot run, the reason. The sample is transpiled now, at build time, to a static module.
 * It reads the fence's `run` flag from the original code node and leaves that node as it is, so it must run
 * before any plugin that turns code nodes into something else (a type-popup plugin, for one).
 */
import type {Code, Parent, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {isOutputFence, parseMeta, sampleKind} from '../../src/samples/grammar';
import {RUN_ATTRIBUTES, RUN_SAMPLE_CLASS} from '../../src/samples/markup';
import {classifySample} from './classify';
import {sharedAssets, writeSampleModule} from './assets';

export type RemarkRunSamplesOptions = {siteDir: string};

const attribute = (name: string, value: string): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});

function jsx(name: string, attributes: Record<string, string | undefined>, children: MdxJsxFlowElement['children']): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => attribute(key, value)),
    children,
  };
}

/** The Output block right after a sample, whose text the run must print; an Example output's values differ. */
const isExactOutput = (node: RootContent | undefined): node is Code =>
  node?.type === 'code' && isOutputFence(node.lang, parseMeta(node.meta), {exact: true});

export default function remarkRunSamples({siteDir}: RemarkRunSamplesOptions) {
  return (tree: Root) => {
    const visit = (parent: Parent) => {
      for (let index = parent.children.length - 1; index >= 0; index--) {
        const node = parent.children[index]!;
        if ('children' in node) visit(node);
        if (node.type !== 'code') continue;
        const meta = parseMeta(node.meta);
        // React samples (```tsx) are compiled only: the browser has no page to render them in.
        const kind = sampleKind(node.lang ?? '', meta);
        if (kind === null || kind === 'react') continue;
        const offer = classifySample(node.value, meta);
        if (offer.kind === 'none') continue;
        let inserted: MdxJsxFlowElement;
        if (offer.kind === 'unavailable') {
          inserted = jsx('div', {className: `${RUN_SAMPLE_CLASS} ${RUN_SAMPLE_CLASS}--unavailable`}, [
            {type: 'paragraph', children: [{type: 'text', value: offer.reason}]},
          ]);
        } else {
          const assets = sharedAssets(siteDir);
          const next = parent.children[index + 1];
          const button = jsx(
            'button',
            {
              [RUN_ATTRIBUTES.sample]: writeSampleModule(assets, node.value, offer.kind === 'node'),
              [RUN_ATTRIBUTES.kind]: offer.kind === 'node' ? 'node' : undefined,
              [RUN_ATTRIBUTES.inputs]: offer.inputs.length > 0 ? offer.inputs.join(',') : undefined,
              [RUN_ATTRIBUTES.spends]: offer.spends ?? undefined,
              [RUN_ATTRIBUTES.expected]: isExactOutput(next) ? next.value : undefined,
            },
            // A text child of a flow element: MDX compiles it as the button's label, not as a paragraph.
            [{type: 'text', value: offer.kind === 'node' ? 'Run against your node' : 'Run'} as unknown as MdxJsxFlowElement],
          );
          inserted = jsx('div', {className: RUN_SAMPLE_CLASS}, [button]);
        }
        parent.children.splice(index + 1, 0, inserted as RootContent);
      }
    };
    visit(tree);
  };
}
