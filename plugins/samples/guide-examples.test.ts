import {test} from 'node:test';
import assert from 'node:assert/strict';
import {examplesSection, MAX_LISTED_SAMPLES, NO_EXAMPLES, readPlaceholder} from './guide-examples';

const use = (file: string, heading: string | null, blockId: string, fenceLine: number) => ({
  file,
  fenceLine,
  page: `Page ${file}`,
  heading,
  blockId,
});

test("one line per guide naming it, each section with samples linked once at its first sample, from the page's folder", () => {
  const uses = [
    use('docs/storage.mdx', 'Buy storage', 'twoslash-aaaaaaaa-0', 10),
    use('docs/storage.mdx', 'Buy storage', 'twoslash-bbbbbbbb-0', 20),
    use('docs/storage.mdx', null, 'twoslash-cccccccc-0', 30),
    use('docs/resources/more.md', 'With [brackets]', 'twoslash-dddddddd-0', 5),
  ];
  assert.equal(
    examplesSection(uses, 'docs/api/namespaces/Utils/getStampCost.md', 2),
    [
      '<h2 className="api-examples">Examples in the guides</h2>',
      '',
      '- Page docs/storage.mdx: [Buy storage](../../../storage.mdx#twoslash-aaaaaaaa-0), ' +
        '[Page docs/storage.mdx](../../../storage.mdx#twoslash-cccccccc-0)',
      '- Page docs/resources/more.md: [With \\[brackets\\]](../../../resources/more.md#twoslash-dddddddd-0)',
    ].join('\n'),
  );
  assert.equal(
    examplesSection([], 'docs/api/classes/Bee.md', 4),
    `<h4 className="api-examples">Examples in the guides</h4>\n\n${NO_EXAMPLES}`,
  );
});

test('past the limit of sections, each guide links its first section and counts the others', () => {
  const uses = Array.from({length: MAX_LISTED_SAMPLES + 1}, (_, index) => ({
    file: index === 0 ? 'docs/act.md' : 'docs/storage.mdx',
    fenceLine: index + 1,
    page: index === 0 ? 'ACT' : 'Storage',
    heading: `Step ${index}`,
    blockId: `twoslash-0000000${index % 10}-0`,
  }));
  assert.equal(
    examplesSection(uses, 'docs/api/classes/Bee.md', 4).split('\n').slice(2).join('\n'),
    `- ACT: [Step 0](../../act.md#twoslash-00000000-0)\n- Storage: [Step 1](../../storage.mdx#twoslash-00000001-0) and ${MAX_LISTED_SAMPLES - 1} more`,
  );
  assert.equal(examplesSection(uses.slice(1), 'docs/api/classes/Bee.md', 4).match(/\]\(/g)?.length, MAX_LISTED_SAMPLES);
  const oneSection = uses.map((each) => ({...each, heading: 'Step'}));
  assert.equal(examplesSection(oneSection, 'docs/api/classes/Bee.md', 4).match(/\]\(/g)?.length, 2, 'two sections, however many samples');
});

test('a placeholder without its symbol, page or level is an error naming where it is', () => {
  assert.deepEqual(
    readPlaceholder({symbol: 'UploadOptions', page: 'docs/api/interfaces/UploadOptions.md', level: '2', members: true}, 'x'),
    {
      symbol: 'UploadOptions',
      page: 'docs/api/interfaces/UploadOptions.md',
      level: 2,
      members: true,
    },
  );
  assert.throws(
    () => readPlaceholder({symbol: 'Bee.uploadFile', level: '4'}, 'docs/api/classes/Bee.md:12'),
    /docs\/api\/classes\/Bee\.md:12: <GuideExamples> needs/,
  );
  assert.throws(() => readPlaceholder({symbol: 'Bee', page: 'p.md', level: '9'}, 'p.md:1'), /level="1…6"/);
});
