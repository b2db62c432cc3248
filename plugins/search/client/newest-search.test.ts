import {test} from 'node:test';
import assert from 'node:assert/strict';
import {answeringNewest} from './newest-search';

/** A search that waits for `engine`, then answers its query unless it was overtaken; `searched` lists what it searched. */
function waitingSearch() {
  let load!: () => void;
  const engine = new Promise<void>((resolve) => (load = resolve));
  const searched: string[] = [];
  const search = answeringNewest<string, string>(async (query, overtaken) => {
    await engine;
    const newer = overtaken();
    if (newer) return newer;
    searched.push(query);
    return `hits for ${query}`;
  });
  return {search, searched, load};
}

test('queries typed while the engine loads are answered by the newest one, which alone is searched', async () => {
  const {search, searched, load} = waitingSearch();
  const answers = [search('p'), search('po'), search('pos')];
  load();
  assert.deepEqual(await Promise.all(answers), ['hits for pos', 'hits for pos', 'hits for pos']);
  assert.deepEqual(searched, ['pos']);
});

test('once the engine is loaded, each query typed is searched', async () => {
  const {search, searched, load} = waitingSearch();
  load();
  assert.equal(await search('p'), 'hits for p');
  assert.equal(await search('po'), 'hits for po');
  assert.deepEqual(searched, ['p', 'po']);
});
