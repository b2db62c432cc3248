import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Code, Root} from 'mdast';
import {forEachSampleFence} from './fence-walk';

const code = (lang: string, value: string, meta: string | null = null): Code => ({type: 'code', lang, meta, value});

test('visits the accepted fences last and deepest first, so that a visit may insert after its node', () => {
  const tree: Root = {
    type: 'root',
    children: [
      code('ts', 'first', 'run'),
      {type: 'blockquote', children: [code('ts', 'nested'), code('bash', 'not a sample')]},
      code('ts', 'last', 'nocheck="needs a File"'),
    ],
  };
  const visited: string[] = [];
  forEachSampleFence(
    tree,
    (language, meta) => language === 'ts' && !('nocheck' in meta),
    (node, parent, index) => {
      visited.push(node.value);
      parent.children.splice(index + 1, 0, code('text', `after ${node.value}`));
    },
  );
  assert.deepEqual(visited, ['nested', 'first']);
  assert.deepEqual(
    tree.children.map((node) => (node.type === 'code' ? node.value : node.type)),
    ['first', 'after first', 'blockquote', 'last'],
  );
});
