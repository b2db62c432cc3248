/**
 * Pictures that show numbers or rules held elsewhere agree with their source: the storage page's chart of
 * effective capacity with bee-js's `Utils`, the overview's node-mode picture with src/data/beeMethods.ts (the one
 * home of which mode answers which method), the feed-lookup picture with Bee's lookup in src/data/bee-behaviour/,
 * the upload picture with the erasure coding Bee adds by default (src/data/bee-behaviour/erasure-coding.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Utils} from '@ethersphere/bee-js';
import {beeMethodSections} from '../../src/data/beeMethods';
import {
  DEFAULT_UPLOAD_LEVEL,
  FEED_LOOKUP,
  feedProbeDistances,
  fullGroupShards,
  parityChunks,
  REPLICA_COUNTS,
} from '../../src/data/bee-behaviour';
import {NODE_MODES, type NodeMode} from '../../src/data/requirements';

const ROOT = path.join(import.meta.dirname, '..', '..');

/** The ```mermaid fences of a guide whose caption contains `captionPart`. */
function diagramSource(page: string, captionPart: string): string {
  const text = readFileSync(path.join(ROOT, 'docs', page), 'utf8');
  const fences = [...text.matchAll(/^```mermaid title="([^"]*)"\n([\s\S]*?)^```$/gm)].filter(([, caption]) =>
    caption!.includes(captionPart),
  );
  assert.equal(fences.length, 1, `one diagram in docs/${page} with "${captionPart}" in its caption`);
  return fences[0]![2]!;
}

const numbers = (list: string) => list.split(',').map((item) => Number(item.trim()));

test("the storage page's effective-capacity chart shows bee-js's effective share of each depth", () => {
  const chart = diagramSource('storage.mdx', 'Utils.getStampEffectiveBytes');
  const depths = numbers(/x-axis "Depth" \[([^\]]+)\]/.exec(chart)![1]!);
  const shares = numbers(/bar \[([^\]]+)\]/.exec(chart)![1]!);
  assert.equal(shares.length, depths.length);
  const fromBeeJs = depths.map((depth) =>
    Number(((100 * Utils.getStampEffectiveBytes(depth)) / Utils.getStampTheoreticalBytes(depth)).toFixed(1)),
  );
  assert.deepEqual(shares, fromBeeJs);
});

test("the storage page's chart caption quotes the chart's own figures", () => {
  const text = readFileSync(path.join(ROOT, 'docs', 'storage.mdx'), 'utf8');
  const caption = /```mermaid title="([^"]*Utils\.getStampEffectiveBytes[^"]*)"/.exec(text)![1]!;
  for (const [, share, depth] of caption.matchAll(/([\d.]+)% at depth (\d+)/g)) {
    const fromBeeJs = ((100 * Utils.getStampEffectiveBytes(Number(depth))) / Utils.getStampTheoreticalBytes(Number(depth))).toFixed(1);
    assert.equal(share, fromBeeJs, `depth ${depth}`);
  }
});

test("the overview's node-mode picture puts each method in the lowest mode beeMethods.ts gives it", () => {
  const picture = diagramSource('overview.mdx', 'node mode');
  const modesOf = new Map(beeMethodSections.flatMap(({methods}) => Object.entries(methods).map(([name, facts]) => [name, facts.modes])));
  const groups: Record<string, NodeMode> = {UL: 'ultra-light', LI: 'light', FU: 'full'};
  let group: NodeMode | undefined;
  let methods = 0;
  for (const line of picture.split('\n').map((text) => text.trim())) {
    const subgraph = /^subgraph (\w+)/.exec(line);
    if (subgraph) group = groups[subgraph[1]!];
    if (line === 'end') group = undefined;
    const method = /^\w+\[(\w+)\]$/.exec(line)?.[1];
    if (!method || !group) continue;
    methods += 1;
    const modes = modesOf.get(method);
    assert.ok(Array.isArray(modes), `${method} is a Bee method that needs a node`);
    const lowest = NODE_MODES.find((mode) => modes.includes(mode));
    assert.equal(lowest, group, `${method}: beeMethods.ts says ${modes.join(', ')}`);
  }
  assert.ok(methods >= 6, `the picture names ${methods} methods`);
});

test("the feed-lookup picture and its caption probe as Bee's sequence finder does", () => {
  const text = readFileSync(path.join(ROOT, 'docs', 'soc-and-feeds.md'), 'utf8');
  const caption = /```mermaid title="(How a read finds the latest update[^"]*)"/.exec(text)?.[1];
  assert.ok(caption, 'the page has the feed-lookup picture');
  const picture = diagramSource('soc-and-feeds.md', 'How a read finds the latest update');
  const distances = feedProbeDistances();
  const [first, second, third] = distances;
  const farthest = distances.at(-1);
  for (const [name, source] of [
    ['picture', picture],
    ['caption', caption],
  ] as const) {
    const flat = source.replace(/\s+/g, ' ');
    assert.match(flat, new RegExp(`\\b${FEED_LOOKUP.probesAtOnce} (?:probes|indexes) at once`), `${name}: probes at once`);
    assert.match(flat, new RegExp(`\\b${first}, ${second}, ${third} and on up to ${farthest}\\b`), `${name}: the distances probed`);
    assert.match(flat, new RegExp(`within ${FEED_LOOKUP.probeTimeoutSeconds} second\\b`), `${name}: the probe timeout`);
    assert.doesNotMatch(flat, /\b0, 1, 2\b/, `${name}: Bee does not walk the indexes one by one`);
  }
});

test("the upload picture draws parity chunks and root copies as Bee's default, with the default level's numbers", () => {
  const caption = 'How an upload becomes chunks';
  const picture = diagramSource('upload-download.mdx', caption);
  // Parity is not an option the reader turns on: a solid arrow leads from the data chunks to it.
  assert.match(picture, /^\s*C --> P\[Parity chunks[^\]]*MEDIUM unless level 0 is sent\]$/m);
  assert.match(picture, new RegExp(`Copies of the root chunk: ${REPLICA_COUNTS[DEFAULT_UPLOAD_LEVEL]} at MEDIUM`));
  const text = readFileSync(path.join(ROOT, 'docs', 'upload-download.mdx'), 'utf8');
  const title = text.split('\n').find((line) => line.startsWith('```mermaid') && line.includes(caption))!;
  const group = fullGroupShards(DEFAULT_UPLOAD_LEVEL, false);
  const parities = parityChunks(DEFAULT_UPLOAD_LEVEL, group, false);
  assert.ok(title.includes(`${group} chunks and ${parities} parity chunks to a full group`), title);
  assert.ok(title.includes(`copies of the root chunk (${REPLICA_COUNTS[DEFAULT_UPLOAD_LEVEL]} at MEDIUM)`), title);
});
