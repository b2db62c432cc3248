import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  docIdsInSidebarOrder,
  makeLinkResolver,
  oneLine,
  renderLlmsFull,
  renderLlmsTxt,
  toMarkdownTwin,
  twinPath,
  type DocPage,
} from './markdown';
import {pageFences, sampleCatalogue} from '../samples/catalogue';

/** A page with its fences, as the plugin hands it over from the sample catalogue. */
async function withFences<T extends {source: string; sourcePath?: string}>(page: T) {
  const file = page.sourcePath ?? 'page.md';
  return {...page, fences: pageFences(file, await sampleCatalogue([{file, source: page.source}]))};
}

const mdxSource = `---
id: sample
title: Sample page
description: A page used by the tests.
---

import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

Intro paragraph.

{/* truncate */}

<Tabs groupId="pm">
<TabItem value="npm" label="npm">

\`\`\`bash
npm install @ethersphere/bee-js
\`\`\`

</TabItem>
</Tabs>

\`\`\`ts
import { Bee } from '@ethersphere/bee-js'
export const bee = new Bee('http://localhost:1633')
\`\`\`
`;

describe('toMarkdownTwin', () => {
  let twin = '';
  before(async () => {
    twin = toMarkdownTwin(await withFences({title: 'Sample page', source: mdxSource}));
  });

  test('drops front matter and MDX module lines, and starts with the title', () => {
    assert.match(twin, /^# Sample page\n\nIntro paragraph\.\n/);
    assert.doesNotMatch(twin, /^---$|^import Tabs|^id: sample|truncate/m);
  });

  test('turns tab items into labelled sections', () => {
    assert.match(twin, /\*\*npm:\*\*\n\n```bash\nnpm install @ethersphere\/bee-js\n```/);
    assert.doesNotMatch(twin, /<\/?Tabs|<\/?TabItem/);
  });

  test('leaves import and export lines inside code blocks alone', () => {
    assert.match(twin, /```ts\nimport \{ Bee \} from '@ethersphere\/bee-js'\nexport const bee/);
  });

  test("drops Twoslash's marker lines from TypeScript samples only", async () => {
    const fence = '```';
    const source = [
      `${fence}ts`,
      'const size = 4',
      '//    ^?',
      '// @errors: 2322',
      `${fence}`,
      '',
      `${fence}text`,
      '//    ^?',
      `${fence}`,
    ].join('\n');
    const markdown = toMarkdownTwin(await withFences({title: 'Markers', source}));
    assert.match(markdown, /```ts\nconst size = 4\n```/);
    assert.match(markdown, /```text\n\/\/ {4}\^\?\n```/);
  });

  test("follows each TypeScript sample with its JavaScript version, at the sample's indentation; llms-full.txt keeps TypeScript only", async () => {
    const fence = '```';
    const source = ['- A step:', '', `  ${fence}ts run`, '  const size: number = 4', '', '  console.log(size)', `  ${fence}`, ''].join(
      '\n',
    );
    const page = await withFences({title: 'Languages', source, sourcePath: 'docs/languages.md'});
    const markdown = toMarkdownTwin(page);
    const indented = (lines: string[]) => lines.map((line) => (line ? `  ${line}` : line)).join('\n');
    const typescript = indented(['```ts run', 'const size: number = 4', '', 'console.log(size)', '```']);
    const javascript = indented(['JavaScript:', '', '```js', 'const size = 4', '', 'console.log(size)', '```']);
    assert.ok(markdown.includes(`${typescript}\n\n${javascript}`), markdown);
    const full = renderLlmsFull('Site', '/', [{...page, id: 'languages', description: '', permalink: '/docs/languages/'}]);
    assert.doesNotMatch(full, /JavaScript:|```js/);
  });

  test('keeps a level-1 heading the body already has', async () => {
    const withHeading = toMarkdownTwin(await withFences({title: 'Ignored', source: '---\ntitle: x\n---\n# Own heading\n\nText.\n'}));
    assert.equal(withHeading, '# Own heading\n\nText.\n');
  });
});

describe("toMarkdownTwin with the site's components", () => {
  const page = (body: string) => ({title: 'Components', sourcePath: 'docs/components.mdx', source: `---\ntitle: Components\n---\n${body}`});

  test('writes the Requirements box as a quoted list, with the guide link resolved', async () => {
    const twin = toMarkdownTwin(
      await withFences(page(`<Requirements modes={['light', 'full']} funds={['xDAI']} batch>\n  Needs a chequebook.\n</Requirements>\n`)),
      (href) => `/base${href}`,
    );
    assert.match(twin, /^> \*\*Requirements\*\*$/m);
    assert.match(twin, /^> - Node mode: light, full \(not ultra-light\)$/m);
    assert.match(twin, /^> - Funds: xDAI \(pays the Gnosis Chain gas of each transaction\)$/m);
    assert.match(twin, /^> - Postage batch: .*\[Buying storage\]\(\/base\/docs\/storage\/\)\)$/m);
    assert.match(twin, /^> - Also: Needs a chequebook\.$/m);
    assert.doesNotMatch(twin, /<\/?Requirements/);
  });

  test('writes a Bee method group as a table with one row per method, each linking to the API reference', async () => {
    const twin = toMarkdownTwin(await withFences(page('<BeeMethodTable group="Pending transactions" />\n')));
    const rows = twin.split('\n').filter((line) => line.startsWith('| [`'));
    assert.deepEqual(
      rows.map((row) => /^\| \[`(\w+)`\]\(\/docs\/api\/classes\/Bee\/#(\w+)\)/.exec(row)?.slice(1)),
      ['getAllPendingTransactions', 'getPendingTransaction', 'rebroadcastPendingTransaction', 'cancelPendingTransaction'].map((name) => [
        name,
        name.toLowerCase(),
      ]),
    );
    assert.match(twin, /^Guide: \[Chequebook\]\(\/docs\/chequebook\/\)$/m);
  });

  test('writes the install tabs as one labelled command per package manager', async () => {
    const twin = toMarkdownTwin(await withFences(page('<InstallTabs packages="@ethersphere/bee-js" />\n')));
    for (const command of ['npm install', 'yarn add', 'pnpm add']) {
      assert.ok(twin.includes(`\`\`\`bash\n${command} @ethersphere/bee-js\n\`\`\``), command);
    }
  });

  test('refuses what it cannot write out, naming the page and the tag', async () => {
    const cases: [string, RegExp][] = [
      ['<Unknown />\n', /docs\/components\.mdx: <Unknown> has no markdown form/],
      ["<Requirements modes={['light']}>\nText\n", /<Requirements> on line 1 is never closed/],
      ['<Requirements modes={MODES} />\n', /<Requirements> on line 1: cannot read the attribute at "modes=\{MODES\}/],
      ["<Requirements modes={['heavy']} />\n", /attribute modes holds heavy; allowed: ultra-light, light, full/],
      ['<BeeMethodTable group="Nope" />\n', /No Bee method group titled "Nope"/],
      ["<Requirements\n  modes={['full']} />\n", /does not end on the same line/],
    ];
    for (const [body, message] of cases) {
      const withPage = await withFences(page(body));
      assert.throws(() => toMarkdownTwin(withPage), message, body);
    }
  });
});

describe('docIdsInSidebarOrder', () => {
  test('walks categories depth-first, category landing docs first, each id once', () => {
    const ids = docIdsInSidebarOrder([
      {type: 'doc', id: 'introduction'},
      {
        type: 'category',
        link: {type: 'doc', id: 'storage'},
        items: [
          {type: 'doc', id: 'upload'},
          {type: 'link'},
          {
            type: 'category',
            items: [
              {type: 'ref', id: 'introduction'},
              {type: 'doc', id: 'feeds'},
            ],
          },
        ],
      },
      {type: 'doc', id: 'utilities'},
    ]);
    assert.deepEqual(ids, ['introduction', 'storage', 'upload', 'feeds', 'utilities']);
  });
});

describe('oneLine', () => {
  test('keeps the first sentence on one line', () => {
    assert.equal(oneLine('Uploads data.\nThen more text. And more.'), 'Uploads data.');
  });
  test('does not split at a dot inside a word', () => {
    assert.equal(oneLine('Reads package.json first. Then more.'), 'Reads package.json first.');
  });
  test('shortens a long sentence with an ellipsis', () => {
    const line = oneLine('word '.repeat(100), 50);
    assert.equal(line.length, 50);
    assert.ok(line.endsWith('…'));
  });
});

describe('twinPath', () => {
  test('puts index.md inside the page folder, with or without a trailing slash', () => {
    assert.equal(twinPath('/docs/getting-started', '/'), 'docs/getting-started/index.md');
    assert.equal(twinPath('/bzz/ab/docs/', '/bzz/ab/'), 'docs/index.md');
  });
  test('rejects a permalink outside the base URL', () => {
    assert.throws(() => twinPath('/docs/x', '/bzz/ab/'), /outside the base URL/);
  });
});

/** A page without fences. */
const page = (id: string, title: string, description = ''): DocPage => ({
  id,
  title,
  description,
  permalink: `/base/docs/${id}`,
  sourcePath: `docs/${id}.md`,
  source: `---\ntitle: ${title}\n---\nBody of ${id}.\n`,
  fences: {blocks: [], markerLines: new Set(), javascript: new Map()},
});

describe('renderLlmsTxt', () => {
  const text = renderLlmsTxt({
    title: 'Site',
    summary: 'What the site is.\nSecond line.',
    details: 'Details paragraph.',
    baseUrl: '/base/',
    sections: [
      {title: 'Guides', pages: [page('intro', 'Intro [basics]', 'First. Second.'), page('upload', 'Upload')]},
      {title: 'Empty', pages: []},
    ],
    extras: [{title: 'Everything', path: 'llms-full.txt', description: 'All of it.'}],
  });

  test('follows the llms.txt layout: title, quote, details, link sections', () => {
    assert.match(text, /^# Site\n\n> What the site is\.\n\nDetails paragraph\.\n\n## Guides\n/);
    assert.match(text, /\n## Optional\n\n- \[Everything\]\(llms-full\.txt\): All of it\.\n$/);
  });

  test('links each page to its markdown twin relative to the base URL, with a one-line description', () => {
    assert.match(text, /^- \[Intro \\\[basics\\\]\]\(docs\/intro\/index\.md\): First\.$/m);
    assert.match(text, /^- \[Upload\]\(docs\/upload\/index\.md\)$/m);
  });

  test('leaves out empty sections', () => {
    assert.doesNotMatch(text, /## Empty/);
  });
});

describe('renderLlmsFull', () => {
  test('concatenates the pages in the given order with their paths', () => {
    const text = renderLlmsFull('All guides', '/base/', [page('b', 'Second'), page('a', 'First')]);
    assert.ok(text.startsWith('# All guides\n\n---\n\nPage: docs/b/\n\n# Second\n\nBody of b.'));
    assert.ok(text.indexOf('Body of b.') < text.indexOf('Body of a.'));
  });
});

describe('makeLinkResolver', () => {
  const resolve = makeLinkResolver([page('storage', 'Storage'), page('feeds', 'Feeds')], '/base/')('docs/upload.md');

  test('turns links to doc sources into page URLs, keeping the anchor', () => {
    assert.equal(resolve('./storage.md#buy'), '/base/docs/storage/#buy');
    assert.equal(resolve('feeds.md'), '/base/docs/feeds/');
  });

  test('puts the base URL in front of site-absolute paths and leaves other links alone', () => {
    assert.equal(resolve('/docs/api/'), '/base/docs/api/');
    assert.equal(resolve('https://docs.ethswarm.org/'), 'https://docs.ethswarm.org/');
    assert.equal(resolve('#local'), '#local');
    assert.equal(resolve('./missing.md'), './missing.md');
  });

  test('is applied to links outside code blocks only', async () => {
    const twin = toMarkdownTwin(
      await withFences({title: 'T', source: 'See [storage](./storage.md).\n\n```md\n[raw](./storage.md)\n```\n'}),
      resolve,
    );
    assert.match(twin, /See \[storage\]\(\/base\/docs\/storage\/\)\./);
    assert.match(twin, /\[raw\]\(\.\/storage\.md\)/);
  });
});
