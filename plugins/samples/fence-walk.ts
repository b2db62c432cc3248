/** The one walk of a page's sample fences that the remark steps of the sample features share. */
import type {Code, Parent, Root} from 'mdast';
import {type FenceMeta, parseMeta} from '../../src/samples/grammar';

/**
 * Calls `visit` for every code node of the page whose fence `isSample` accepts, the last and deepest first, so
 * that `visit` may replace the node or insert nodes after it in `parent.children` without upsetting the walk.
 */
export function forEachSampleFence(
  tree: Root,
  isSample: (language: string, meta: FenceMeta) => boolean,
  visit: (node: Code, parent: Parent, index: number) => void,
): void {
  const walk = (parent: Parent) => {
    for (let index = parent.children.length - 1; index >= 0; index--) {
      const node = parent.children[index]!;
      if ('children' in node) walk(node);
      if (node.type === 'code' && isSample(node.lang ?? '', parseMeta(node.meta))) visit(node, parent, index);
    }
  };
  walk(tree);
}
