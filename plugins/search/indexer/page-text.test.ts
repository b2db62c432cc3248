import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pageText} from './page-text';

const HTML = `<!doctype html><html><head><title>Tab title | Site</title></head><body><nav>Menu words</nav>
<article><nav class=theme-doc-breadcrumbs>Home Docs</nav><header><h1>Upload <code>files</code></h1></header>
<p>Call <code>bee.uploadFile</code>, then wait.<br>Next line</p><ul><li>first<li>second</ul><div>Lead<p>para</p></div>
<h2 id=step-1>Step 1: <a class=hash-link href=#step-1>#</a>pick a batch</h2><p>Text<script>ignored()</script></p>
<h3 id=done>Done?</h3><button>Copy</button></article><footer>Footer words</footer></body></html>`;

test('a page is its article: words in reading order, the h1 as title, headings with the word they start at', () => {
  const page = pageText(HTML, '/docs/x/');
  assert.equal(page.url, '/docs/x/');
  assert.equal(page.title, 'Upload files');
  assert.equal(
    page.content,
    'Upload files. Call bee.uploadFile, then wait. Next line first second Lead para Step 1: pick a batch. Text Done?',
  );
  const words = page.content.split(' ');
  assert.deepEqual(
    page.anchors.map(({element, id, text, location}) => ({element, id, text, word: words[location]})),
    [
      {element: 'h2', id: 'step-1', text: 'Step 1: pick a batch', word: 'Step'},
      {element: 'h3', id: 'done', text: 'Done?', word: 'Done?'},
    ],
  );
});

test('a page without an h1 is titled by its document title', () => {
  assert.equal(pageText('<title>Only title</title><article><p>Words</p></article>', '/y/').title, 'Only title');
});

test('a program is indexed by the names it calls, a shell command or output by its words, never by hashes', () => {
  const html = `<article><h1>Code</h1>
<pre class="prism-code language-ts">const reference = await bee.uploadData(batchId, 'text')
console.log(reference.toHex())
const again = await bee.uploadData(batchId, 'text')</pre>
<pre class="prism-code language-bash">npm install @ethersphere/bee-js</pre>
<pre class="prism-code language-text">Reference: 3f2a9b5c7d1e4f6a8b0c2d4e6f8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b
uploaded</pre></article>`;
  assert.equal(
    pageText(html, '/docs/x/').content,
    'Code. bee.uploadData batchId console.log reference.toHex npm install ethersphere bee js Reference uploaded',
  );
});

test("a sample with language tabs is indexed once, by its TypeScript: the JavaScript tab's code is left out", () => {
  const panel = (language: string, hidden: string, code: string) =>
    `<div role=tabpanel data-sample-panel=${language}${hidden}><pre class="prism-code language-${language}">${code}</pre></div>`;
  const html = `<article><h1>Upload</h1><div class=tabs-container data-sample-tabs>
<ul role=tablist class=tabs><li role=tab data-sample-tab=ts>TypeScript</li><li role=tab data-sample-tab=js>JavaScript</li></ul>
<div class=margin-top--md>${panel('ts', '', 'const batchId: BatchId = new BatchId(id)\nawait bee.uploadData(batchId, data)')}
${panel('js', ' hidden', 'const batchId = new BatchId(id)\nawait bee.uploadData(batchId, data)')}</div></div><p>Then</p></article>`;
  assert.equal(pageText(html, '/docs/upload-download/').content, 'Upload. batchId BatchId new bee.uploadData Then');
});

test('tables are indexed on guides and skipped on API reference pages, along with release badges', () => {
  const html = `<article><h1>T</h1><p class="api-badges"><span>Added in 9.0.1</span></p>
<table><tr><td>size</td><td>Size of the data</td></tr></table><p>Prose</p></article>`;
  assert.equal(pageText(html, '/docs/storage/').content, 'T. size Size of the data Prose');
  assert.equal(pageText(html, '/docs/api/classes/Bee/').content, 'T. Prose');
});

test('an API symbol\'s "Examples in the guides" is left out: the guides index their own headings', () => {
  const html = `<article><h1>UploadOptions</h1><p>Options of an upload.</p>
<h2 class="api-examples">Examples in the guides</h2><ul><li>Pinning: <a href="/docs/pinning/#twoslash-8bea368a-0">Pin while uploading</a></li></ul>
<h4 class="api-examples">Examples in the guides</h4><p>No sample in the guides uses it.</p><p>Kept</p></article>`;
  assert.equal(pageText(html, '/docs/api/interfaces/UploadOptions/').content, 'UploadOptions. Options of an upload. Kept');
});

test("API pages leave out TypeDoc's member labels and inherited-from lines; guides keep headings of those words", () => {
  const html = `<article><h1>BatchId</h1><h3 id=length>length</h3><p>Bytes in the ID.</p><h4>Returns</h4><p>number</p>
<h4>Inherited from</h4><p><a href=/docs/api/classes/Bytes/><code>Bytes</code></a>.<code>length</code></p>
<h4>See</h4><p>Bytes</p><h4 id=returns>Returns</h4><p>Kept</p></article>`;
  assert.equal(pageText(html, '/docs/api/classes/BatchId/').content, 'BatchId. length. Bytes in the ID. number See. Bytes Returns. Kept');
  assert.equal(
    pageText(html, '/docs/x/').content,
    'BatchId. length. Bytes in the ID. Returns. number Inherited from. Bytes.length See. Bytes Returns. Kept',
  );
});

test("an API member's signature is indexed by the names it holds", () => {
  const html = `<article><h1>Bee</h1><h3 id=uploaddata>uploadData()</h3>
<div class="api-signature x"><code>uploadData(postageBatchId, data, options?): Promise&lt;UploadResult&gt;;</code></div></article>`;
  assert.equal(pageText(html, '/docs/api/classes/Bee/').content, 'Bee. uploadData(). uploadData postageBatchId Promise UploadResult');
});

test("a constructor's signature keeps `new`, which readers type with the class name", () => {
  const html = `<article><h1>MantarayNode</h1><div class=api-signature><code>new MantarayNode(options?): MantarayNode;</code></div></article>`;
  assert.equal(pageText(html, '/docs/api/classes/MantarayNode/').content, 'MantarayNode. new MantarayNode');
});

test("an API member inherited from another type keeps its heading only: its signature and text are the parent's", () => {
  const html = `<article><h1>Data</h1><h3 id=hex>hex()</h3><div class=api-island><div class=api-signature>hex(): HexString;</div>
<p>Converts the bytes to hex.</p></div><h3 id=at>at()</h3><div class=api-island><div class=api-signature>at(index): number;</div>
<p>Returns the item located at the specified index.</p><h4>Inherited from</h4><p><code>Uint8Array.at</code></p></div></article>`;
  assert.equal(pageText(html, '/docs/api/interfaces/Data/').content, 'Data. hex(). HexString Converts the bytes to hex. at().');
});

test("an API member's return type is left out where its signature holds it, and kept with the words that explain it", () => {
  const html = `<article><h1>Bee</h1><h3 id=getsize>getSize()</h3><h4>Returns</h4><p><code>Promise</code>&lt;<code>Size</code>&gt; | <code>undefined</code></p>
<h3 id=isconnected>isConnected()</h3><h4>Returns</h4><p><code>Promise</code>&lt;<code>boolean</code>&gt; true if it answers</p></article>`;
  assert.equal(pageText(html, '/docs/api/classes/Bee/').content, 'Bee. getSize(). isConnected(). Promise<boolean> true if it answers');
});

test('API pages leave out lists of links alone, and keep lists whose items say more than their link', () => {
  const html = `<article><h1>API reference</h1><h2 id=classes>Classes</h2>
<ul><li><a href=/docs/api/classes/Bee/>Bee</a></li><li><a href=/docs/api/classes/Bytes/>Bytes</a></li></ul>
<ul><li><a href=/docs/api/classes/BeeDev/>BeeDev</a>, last in 12.1.0</li></ul></article>`;
  assert.equal(pageText(html, '/docs/api/').content, 'API reference. Classes. BeeDev, last in 12.1.0');
  assert.equal(pageText(html, '/docs/getting-started/').content, 'API reference. Classes. Bee Bytes BeeDev, last in 12.1.0');
});

test('elements a stylesheet spaces apart are separate words, and a superscript reads as a power', () => {
  const html = `<article><h1>Modes</h1><dl><dt>Node mode<dd><span class=badges><span class=badge>ultra-light<span class=visually-hidden> (not supported)</span></span><span class=badge>light</span><span class=badge>full</span></span></dl>
<p>A batch stamps 2<sup>depth</sup> chunks; one xBZZ is 10<sup>16</sup> PLUR.</p><p>Call <code><span>bee</span><span>.</span><span>uploadData</span></code> or <em>un</em>changed <a href=#x>bee</a>-js.</p></article>`;
  assert.equal(
    pageText(html, '/docs/x/').content,
    'Modes. Node mode ultra-light (not supported) light full A batch stamps 2^depth chunks; one xBZZ is 10^16 PLUR. Call bee.uploadData or unchanged bee-js.',
  );
});
