import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';

/** A built API page as the minifier writes it: no whitespace between cells, no optional end tags. */
const PAGE = `<!doctype html><html lang=en><body><article><div class=actions><a href=/docs/x/index.md type=text/markdown>Markdown</a></div>
<div class=markdown><header><h1>UploadFile</h1></header><h2 id=parameters>Parameters</h2>
<table><thead><tr><th>Parameter<th>Type<tbody><tr><td><code>options</code><td><a href=/docs/api/UploadOptions/><code>UploadOptions</code></a></table>
</div></article></body></html>`;

test('the index keeps table cells apart and leaves the Markdown link out, one fragment per page', async () => {
  // An ES module (Pagefind is ESM-only) with top-level await, so it is imported the way CommonJS can.
  const {writeSearchIndex} = await import('./write-index.mjs');
  const outDir = await mkdtemp(join(tmpdir(), 'search-index-'));
  try {
    await mkdir(join(outDir, 'docs', 'x'), {recursive: true});
    await writeFile(join(outDir, 'docs', 'x', 'index.html'), PAGE);
    assert.equal(await writeSearchIndex(outDir, [{url: '/docs/x/', file: 'docs/x/index.html'}]), 1);
    const fragments = await readdir(join(outDir, 'pagefind', 'fragment'));
    assert.equal(fragments.length, 1);
    const fragment = gunzipSync(await readFile(join(outDir, 'pagefind', 'fragment', fragments[0]!))).toString('utf8');
    assert.ok(fragment.startsWith('pagefind_dcd'), 'the signature src/search/pagefind.ts checks');
    const {url, content} = JSON.parse(fragment.slice('pagefind_dcd'.length)) as {url: string; content: string};
    assert.equal(url, '/docs/x/');
    const words = content.split(/\s+/);
    for (const word of ['Parameter', 'Type', 'options', 'UploadOptions']) assert.ok(words.includes(word), `"${word}" in ${content}`);
    assert.ok(!/Markdown/.test(content), content);
  } finally {
    await rm(outDir, {recursive: true, force: true});
  }
});
