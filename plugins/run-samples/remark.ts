/**
 * Remark plugin: under every ```ts sample the browser can run, a Run button (static markup, no component, as
 * few bytes as can be: it is part of the page's first load; the stylesheet styles it like a small button);
 * under a sample it cannot run, the reason. What to offer, the Output to compare with and the browser module
 * come from the sample catalogue (plugins/samples); the module is written to the run files here.
 */
import type {Code, Parent, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {isOutputFence, sampleKind, parseMeta} from '../../src/samples/grammar';
import {RUN_ATTRIBUTES, RUN_SAMPLE_CLASS} from '../../src/samples/markup';
import {sampleOfNode} from '../samples';
import {sharedAssets, writeRunModule} from './assets';

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

export default function remarkRunSamples({siteDir}: RemarkRunSamplesOptions) {
  return (tree: Root, file: {path?: string}) => {
    if (!file.path) return;
    const pagePath = file.path;
    const visit = (parent: Parent) => {
      for (let index = parent.children.length - 1; index >= 0; index--) {
        const node = parent.children[index]!;
        if ('children' in node) visit(node);
        if (node.type !== 'code') continue;
        if (sampleKind(node.lang ?? '', parseMeta(node.meta)) === null) continue;
        const sample = sampleOfNode(pagePath, node as Code);
        const offer = sample.run;
        if (offer.kind === 'none') continue;
        let inserted: MdxJsxFlowElement;
        if (offer.kind === 'unavailable') {
          inserted = jsx('div', {className: `${RUN_SAMPLE_CLASS} ${RUN_SAMPLE_CLASS}--unavailable`}, [
            {type: 'paragraph', children: [{type: 'text', value: offer.reason}]},
          ]);
        } else {
          const {output, browserModule} = sample;
          const button = jsx(
            'button',
            {
              [RUN_ATTRIBUTES.sample]: writeRunModule(sharedAssets(siteDir), browserModule!),
              [RUN_ATTRIBUTES.kind]: offer.kind === 'node' ? 'node' : undefined,
              [RUN_ATTRIBUTES.inputs]: offer.inputs.length > 0 ? offer.inputs.join(',') : undefined,
              [RUN_ATTRIBUTES.spends]: offer.spends ?? undefined,
              [RUN_ATTRIBUTES.expected]: output && isOutputFence(output.language, output.meta, {exact: true}) ? output.code : undefined,
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
