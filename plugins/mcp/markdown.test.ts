import {test} from 'node:test';
import assert from 'node:assert/strict';
import {assistantMarkdown} from './markdown';

const twin = [
  '# Bee',
  '',
  '<p className="api-badges"><span className="api-badge api-badge--added">Added in 9.0.1</span></p>',
  '',
  '## Files and collections',
  '',
  '### uploadFile()',
  '',
  '<h4 className="api-examples">Examples in the guides</h4>',
  '',
  'A `File` from an `<input type="file">` goes straight to it; 2<sup>depth</sup> chunks.',
  '',
  '```ts norun="runs in a web page: it waits for the reader"',
  '<p className="kept">code is left as written</p>',
  '```',
  '',
  '## `RedundancyLevel.OFF` is never sent \\{#redundancy-level-off}',
  '',
  '## Files and collections',
  '',
].join('\n');

test('the Markdown keeps the text of JSX wrappers, fences their language and headings their text, code as written', () => {
  const {markdown} = assistantMarkdown(twin);
  assert.equal(
    markdown,
    [
      '# Bee',
      '',
      'Added in 9.0.1',
      '',
      '## Files and collections',
      '',
      '### uploadFile()',
      '',
      '#### Examples in the guides',
      '',
      'A `File` from an `<input type="file">` goes straight to it; 2<sup>depth</sup> chunks.',
      '',
      '```ts',
      '<p className="kept">code is left as written</p>',
      '```',
      '',
      '## `RedundancyLevel.OFF` is never sent',
      '',
      '## Files and collections',
      '',
    ].join('\n'),
  );
});

test('each heading but the title is a section with the id Docusaurus gives it, starting at its line', () => {
  const {markdown, sections} = assistantMarkdown(twin);
  assert.deepEqual(
    sections.map(({id, level}) => [id, level]),
    [
      ['files-and-collections', 2],
      ['uploadfile', 3],
      ['redundancy-level-off', 2],
      ['files-and-collections-1', 2],
    ],
  );
  for (const section of sections) assert.match(markdown.slice(section.start), /^#{2,3} /, section.id);
});
