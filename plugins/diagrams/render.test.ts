import {test} from 'node:test';
import assert from 'node:assert/strict';
import {renderDiagram} from './render';
import {withFontMeasure} from './mermaid-module';
import {diagramTextWidth} from './text-width';

const render = (source: string) => renderDiagram(source, {idPrefix: 'd', labelledBy: 'c'});

/** Labels that ran out of their boxes while beautiful-mermaid estimated widths (issue 54). */
const LONG_LABELS = `flowchart TD
  A[8 probes at once: 1, 3, 7 and on up to 255 ahead] --> B[Update n+1: not arrived, or no answer within 1 second]
  B -->|the node removes it, and its ID answers 404| C[Path /: index document index.html, error document 404.html]
  subgraph G [Ultra-light: no blockchain]
    D[WWW MMM mmm www]
  end`;

/** Each label of a node, group or edge label with the left and right edges of its box and of its text. */
function labelsAndBoxes(svg: string) {
  const group =
    /<g class="(?:node|edge-label|subgraph)"[^>]*>\s*<rect x="([\d.]+)" [^>]*?\swidth="([\d.]+)"[\s\S]*?<text x="([\d.]+)" [^>]*?(text-anchor="middle" )?font-size="([\d.]+)" font-weight="(\d+)"[^>]*>([^<]+)<\/text>/g;
  return [...svg.matchAll(group)].map(([, x, width, textX, middle, size, weight, label]) => {
    const textWidth = diagramTextWidth(label!, Number(size), Number(weight));
    const left = middle ? Number(textX) - textWidth / 2 : Number(textX);
    return {label: label!, box: [Number(x), Number(x) + Number(width)], text: [left, left + textWidth]};
  });
}

test('every label lies within its box when drawn in the diagrams font', async () => {
  const labels = labelsAndBoxes(await render(LONG_LABELS));
  assert.equal(labels.length, 6, 'four nodes, a group and an edge label');
  for (const {label, box, text} of labels) {
    assert.ok(
      text[0]! >= box[0]! && text[1]! <= box[1]!,
      `"${label}": text ${text.map((x) => x.toFixed(1))} in box ${box.map((x) => x.toFixed(1))}`,
    );
  }
});

test('a picture keeps the width it is drawn at as its full size, and has no smallest width', async () => {
  const svg = await render('flowchart LR\n  A[Writer] --> B[Reader]');
  const [, width, maxWidth] = /<svg [^>]*width="([\d.]+)"[^>]*style="max-width:([\d.]+)px"/.exec(svg) ?? [];
  assert.ok(Number(width) > 100, `width ${width}`);
  assert.equal(maxWidth, width);
  assert.doesNotMatch(svg, /min-width/);
});

test('a beautiful-mermaid without the measure to replace fails, naming the file', () => {
  assert.throws(
    () => withFontMeasure('function measureText(text) {\n  return 1;\n}\n', '/x/index.js'),
    /\/x\/index\.js has no measureTextWidth\(text, fontSize, fontWeight\)/,
  );
});

test('a character the diagrams font lacks is an error that names it', () => {
  assert.throws(() => diagramTextWidth('a → b', 13, 500), /"→" \(U\+2192\) in "a → b"/);
});
