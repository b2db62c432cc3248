import {test} from 'node:test';
import assert from 'node:assert/strict';
import {renderDiagram} from './render';

/** The drawn width and the narrowest width the page lets the picture shrink to. */
async function widths(source: string): Promise<{drawn: number; narrowest: number}> {
  const svg = await renderDiagram(source, {idPrefix: 'd', labelledBy: 'c'});
  const [, drawn, narrowest] = /max-width:([\d.]+)px;min-width:(\d+)px/.exec(svg)!;
  return {drawn: Number(drawn), narrowest: Number(narrowest)};
}

test('a picture shrinks only as far as its smallest text stays 11 px tall', async () => {
  // Box labels are drawn at 13 px: 11/13 of the drawn width.
  const boxes = await widths('flowchart LR\n  A[Writer] --> B[Reader]');
  assert.equal(boxes.narrowest, Math.round((boxes.drawn * 11) / 13));
  // Edge labels are drawn at 11 px: the picture keeps its drawn width and scrolls on a narrow screen.
  const labelled = await widths('flowchart LR\n  A[Writer] -->|signs| B[Reader]');
  assert.equal(labelled.narrowest, Math.round(labelled.drawn));
});
