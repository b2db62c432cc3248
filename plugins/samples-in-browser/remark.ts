/**
 * Remark plugin: under every sample, the row of its buttons, static markup only (no component, as few bytes as
 * can be: it is part of the page's first load; the stylesheet styles the buttons). An Edit button for every
 * sample the catalogue compiled (```ts and React's ```tsx, all but those whose fence opts out of compiling), then
 * a Run button for a sample the browser can run, or the reason why it cannot; for a sample the browser can run, a
 * second row with the Run button of its JavaScript version, which the language tabs show under that version. What
 * to offer, the Output to compare with and the browser modules come from the sample catalogue (plugins/samples);
 * the modules are written to the run files here.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {isOutputFence, sampleKind} from '../../src/samples/grammar';
import {
  EDIT_BUTTON_ATTRIBUTE,
  EDIT_SAMPLE_CLASS,
  RUN_ATTRIBUTES,
  RUN_SAMPLE_CLASS,
  SAMPLE_LANGUAGE_ATTRIBUTE,
} from '../../src/samples/markup';
import {forEachSampleFence, sampleOfNode, type CataloguedSample} from '../samples';
import {API_REFERENCE_DIR} from '../shared/site-dir';
import {writeRunModule, type RunAssets} from './assets';

function jsx(name: string, attributes: Record<string, string | undefined>, children: MdxJsxFlowElement['children']): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
    children,
  };
}

// A text child of a flow element: MDX compiles it as the button's label, not as a paragraph.
const label = (text: string) => ({type: 'text', value: text}) as unknown as MdxJsxFlowElement;

/** The sample's Run button, or the paragraph that says why the browser cannot run it; nothing without a Run offer. */
function runPart(sample: CataloguedSample, runAssets: () => RunAssets): MdxJsxFlowElement['children'] {
  const {run: offer, output, browserModule} = sample;
  if (offer.kind === 'none') return [];
  if (offer.kind === 'unavailable') return [{type: 'paragraph', children: [{type: 'text', value: offer.reason}]}];
  const button = jsx(
    'button',
    {
      [RUN_ATTRIBUTES.sample]: writeRunModule(runAssets(), browserModule!),
      [RUN_ATTRIBUTES.kind]: offer.kind === 'node' ? 'node' : undefined,
      [RUN_ATTRIBUTES.inputs]: offer.inputs.length > 0 ? offer.inputs.join(',') : undefined,
      [RUN_ATTRIBUTES.spends]: offer.spends ?? undefined,
      [RUN_ATTRIBUTES.expected]: output && isOutputFence(output.language, output.meta, {exact: true}) ? output.code : undefined,
    },
    [label(offer.kind === 'node' ? 'Run against your node' : 'Run')],
  );
  return [button];
}

/** The row under a sample: Edit first, then Run or the reason; its classes say which of them it holds. */
function buttonRow(sample: CataloguedSample, runAssets: () => RunAssets): MdxJsxFlowElement | null {
  const edit = sample.compiled === null ? [] : [jsx('button', {[EDIT_BUTTON_ATTRIBUTE]: ''}, [label('Edit')])];
  const run = runPart(sample, runAssets);
  if (edit.length === 0 && run.length === 0) return null;
  const modifier = {none: EDIT_SAMPLE_CLASS, unavailable: `${RUN_SAMPLE_CLASS}--unavailable`, free: null, node: null}[sample.run.kind];
  return jsx('div', {className: modifier ? `${RUN_SAMPLE_CLASS} ${modifier}` : RUN_SAMPLE_CLASS}, [...edit, ...run]);
}

/**
 * The Run button of the sample's JavaScript version, which runs that code: null when the page offers no Run. It
 * carries only its module; the Run panel reads the rest from the TypeScript tab's button beside it.
 */
function javascriptRow(sample: CataloguedSample, runAssets: () => RunAssets): MdxJsxFlowElement | null {
  if (sample.javascriptBrowserModule === null) return null;
  const button = jsx('button', {[RUN_ATTRIBUTES.sample]: writeRunModule(runAssets(), sample.javascriptBrowserModule)}, [
    label(sample.run.kind === 'node' ? 'Run against your node' : 'Run'),
  ]);
  return jsx('div', {className: RUN_SAMPLE_CLASS, [SAMPLE_LANGUAGE_ATTRIBUTE]: 'javascript'}, [button]);
}

const inApiReference = (pagePath: string) => path.resolve(pagePath).startsWith(API_REFERENCE_DIR + path.sep);

export default function remarkSampleButtons(runAssets: () => RunAssets) {
  return (tree: Root, file: {path?: string}) => {
    if (!file.path) return;
    const pagePath = file.path;
    forEachSampleFence(
      tree,
      (language, meta) => sampleKind(language, meta) !== null,
      (node, parent, index) => {
        const sample = sampleOfNode(pagePath, node);
        // The API reference shows bee-js's examples without a JavaScript tab, so a Run of the JavaScript would
        // stand beside the TypeScript's as a second, identical button.
        const javascript = inApiReference(pagePath) ? null : javascriptRow(sample, runAssets);
        const rows = [buttonRow(sample, runAssets), javascript].filter((row) => row !== null);
        parent.children.splice(index + 1, 0, ...(rows as RootContent[]));
      },
    );
  };
}
