/**
 * Each mistake a contributor can make in content, made once on a copy of a small fixture site: the check
 * must name the file and the line that holds it. The fixture itself passes, so each failure is the mistake's.
 */
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {checkContent} from './checks';
import {formatProblem} from './problems';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'site');
const ROOT = path.join(import.meta.dirname, '..', '..');
const copies: string[] = [];

/** Problems of the fixture site with each named file rewritten by `edit`, as `file:line[:column] message`. */
async function problemsAfter(edits: Record<string, (text: string) => string>): Promise<string[]> {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'content-checks-'));
  copies.push(siteDir);
  cpSync(FIXTURE, siteDir, {recursive: true});
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(siteDir, file);
    writeFileSync(target, edit(readFileSync(target, 'utf8')));
  }
  return (await checkContent(siteDir)).map(formatProblem);
}

const replace = (from: string, to: string) => (text: string) => {
  assert.ok(text.includes(from), `the fixture holds ${JSON.stringify(from)}`);
  return text.replace(from, to);
};

/** A test that makes the mistakes of `edits` and expects exactly these problems. */
const problemsTest = (name: string, edits: Parameters<typeof problemsAfter>[0], expected: string[]) =>
  test(name, async () => assert.deepEqual(await problemsAfter(edits), expected));

/** A test that makes the mistakes of `edits` and expects one problem, matching `pattern`. */
const oneProblemTest = (name: string, edits: Parameters<typeof problemsAfter>[0], pattern: RegExp) =>
  test(name, async () => {
    const problems = await problemsAfter(edits);
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0]!, pattern);
  });

describe('content checks', () => {
  after(() => {
    for (const copy of copies) rmSync(copy, {recursive: true, force: true});
  });

  test('the fixture site passes (so each failure below is caused by its mistake)', async () => {
    assert.deepEqual(await problemsAfter({}), []);
  });

  problemsTest(
    'a link to a page that does not exist names its file and line',
    {
      'docs/guides/upload.mdx': replace('[the blog post](/blog/hello/)', '[the blog post](/blog/helo/)'),
    },
    ['docs/guides/upload.mdx:16:42 link "/blog/helo/": no page has the address /blog/helo/ (nor is there a file static/blog/helo/)'],
  );

  oneProblemTest(
    'a relative link to a markdown file that does not exist names its file and line',
    {'docs/guides/upload.mdx': replace('(../intro.md)', '(../introduction.md)')},
    /^docs\/guides\/upload\.mdx:16:\d+ link "\.\.\/introduction\.md": no markdown file/,
  );

  problemsTest(
    'a link to an anchor that does not exist names its file and line, and the page it looked in',
    {'docs/intro.md': replace('upload/#first-step', 'upload/#frist-step')},
    [
      'docs/intro.md:8:51 link "/docs/guides/upload/#frist-step": no heading or id "#frist-step" on /docs/guides/upload/ (docs/guides/upload.mdx)',
    ],
  );

  test('anchors follow Docusaurus: explicit heading ids, element ids, and a missing one on the same page', async () => {
    const problems = await problemsAfter({
      'docs/intro.md': replace('#the-second-step', '#second-step'),
      'docs/guides/upload.mdx': replace('(#custom-anchor)', '(#no-such-anchor)'),
    });
    assert.deepEqual(
      problems.map((problem) => problem.replace(/ link.*?: /, ' ')),
      [
        'docs/guides/upload.mdx:17:5 no heading or id "#no-such-anchor" on this page',
        'docs/intro.md:9:1 no heading or id "#second-step" on /docs/guides/upload/ (docs/guides/upload.mdx)',
      ],
    );
  });

  problemsTest('an image that does not exist names its file and line', {'docs/intro.md': replace('/img/logo.svg', '/img/logo.png')}, [
    'docs/intro.md:11:1 image "/img/logo.png" not found: no file static/img/logo.png',
  ]);

  oneProblemTest(
    'a tag that tags.yml does not list names the line of the tag',
    {'docs/guides/upload.mdx': replace('tags: [basics, storage]', 'tags: [basics, storage, feeds]')},
    /^docs\/guides\/upload\.mdx:5 front matter: "tags\[2\]" is feeds, which docs\/tags\.yml does not list \(it has: basics, storage\)$/,
  );

  // The flow sequence opened on line 4 runs into the next key, on line 5.
  problemsTest(
    'malformed front matter (bad YAML) names the line YAML stumbles on',
    {'docs/guides/upload.mdx': replace('sidebar_label: Uploading', 'sidebar_label: [Uploading')},
    [
      'docs/guides/upload.mdx:5 front matter is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ],
  );

  problemsTest(
    'front matter without a description, or with a misspelt key, names the file and the line',
    {
      'docs/intro.md': replace('description: The page every other page links back to.\n', ''),
      'src/pages/about.md': replace('description:', 'descripton:'),
    },
    [
      'docs/intro.md:1 front matter: "description" is required',
      'src/pages/about.md:1 front matter: "description" is required',
      'src/pages/about.md:3 front matter: "descripton" is not allowed',
    ],
  );

  problemsTest(
    'keywords and questions are lists of phrases: a single string names its line',
    {
      'docs/guides/upload.mdx': replace('questions: [How do I upload?]', 'questions: How do I upload?'),
    },
    ['docs/guides/upload.mdx:7 front matter: "questions" must be an array'],
  );

  oneProblemTest(
    'a blog author that authors.yml does not list names the line',
    {'blog/2024-01-02-hello.md': replace('authors: [team]', 'authors: [team, someone]')},
    /^blog\/2024-01-02-hello\.md:4 front matter: "authors\[1\]" is someone, which blog\/authors\.yml does not list \(it has: team\)$/,
  );

  oneProblemTest(
    'a sidebar id that no document has names its line in sidebars.ts',
    {'sidebars.ts': replace("'guides/upload'", "'guides/upload', 'guides/download'")},
    /^sidebars\.ts:2 sidebar item "guides\/download": no document has this id/,
  );

  oneProblemTest(
    'an unclosed JSX tag names the file and line, as the MDX compiler reports it',
    {'src/pages/about.md': replace('# About\n', '# About\n\n<div className="note">\n')},
    /^src\/pages\/about\.md:8:1 MDX cannot parse this page: Expected a closing tag for `<div>`/,
  );

  test('the real site passes every content check', async () => {
    assert.deepEqual((await checkContent(ROOT)).map(formatProblem), []);
  });
});
