/**
 * The site's config must turn bad input into a failed build with a clear message, naming the file and line
 * to fix. Each case builds a tiny fixture site that inherits the real config's strictness settings and content
 * checks (plugins/content-checks/, whose unit tests hold each kind of mistake) and adds one mistake.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT} from './harness';

// Inside node_modules so that the fixture resolves the site's own packages.
const SITE = join(ROOT, 'node_modules', '.cache', 'strict-site');

const fixtureConfig = `
import siteConfig from ${JSON.stringify(join(ROOT, 'docusaurus.config.ts'))};
import contentChecks from ${JSON.stringify(join(ROOT, 'plugins', 'content-checks'))};
const {onBrokenLinks, onBrokenAnchors, onDuplicateRoutes, markdown, future, title, url, baseUrl, trailingSlash} = siteConfig;
const {plugins, beforeDefaultRemarkPlugins} = contentChecks({siteDir: __dirname});
export default {
  title, url, baseUrl, trailingSlash, onBrokenLinks, onBrokenAnchors, onDuplicateRoutes, markdown, future,
  plugins,
  presets: [['classic', {
    docs: {routeBasePath: 'docs', sidebarPath: './sidebars.ts', tags: 'tags.yml', onInlineTags: 'throw', beforeDefaultRemarkPlugins},
    pages: {beforeDefaultRemarkPlugins},
    blog: false,
  }]],
};
`;

function buildWith(files: Record<string, string>) {
  rmSync(SITE, {recursive: true, force: true});
  mkdirSync(SITE, {recursive: true});
  cpSync(join(ROOT, 'tests', 'fixtures', 'strict-site'), SITE, {recursive: true});
  writeFileSync(join(SITE, 'docusaurus.config.ts'), fixtureConfig);
  writeFileSync(join(SITE, 'sidebars.ts'), "export default {guides: ['intro']};\n");
  for (const [name, content] of Object.entries(files)) writeFileSync(join(SITE, name), content);
  const result = spawnSync('npx', ['docusaurus', 'build', SITE], {cwd: ROOT, encoding: 'utf8', env: {...process.env, TYPEDOC: '0'}});
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

describe('strict build', () => {
  before(() => rmSync(SITE, {recursive: true, force: true}));
  after(() => rmSync(SITE, {recursive: true, force: true}));

  test('the fixture builds when nothing is wrong (so the failures below are caused by the mistake)', () => {
    const {status, output} = buildWith({});
    assert.equal(status, 0, output);
  });

  test('a broken link and a broken anchor in markdown fail the build, naming file and line of each', () => {
    const {status, output} = buildWith({
      'docs/broken.md':
        '---\ntitle: Broken\ndescription: Two broken links.\ntags: [fixture]\n---\n\nSee [nowhere](/docs/nowhere/).\n\nAnd [this](/docs/#no-such-heading).\n',
    });
    assert.notEqual(status, 0);
    assert.match(output, /docs\/broken\.md:7:5 link "\/docs\/nowhere\/": no page has the address \/docs\/nowhere\//);
    assert.match(
      output,
      /docs\/broken\.md:9:5 link "\/docs\/#no-such-heading": no heading or id "#no-such-heading" on \/docs\/ \(docs\/intro\.md\)/,
    );
  });

  test("Docusaurus's own link check stays as the net behind, for links the content checks cannot read", () => {
    // An address computed in a JSX expression is known only once the page renders.
    const page = [
      '---\ntitle: Computed\ndescription: A computed link.\ntags: [fixture]\n---\n',
      "import Link from '@docusaurus/Link';\n",
      "<Link to={'/docs/' + 'nowhere/'}>nowhere</Link>\n",
    ].join('\n');
    const {status, output} = buildWith({'docs/computed-link.md': page});
    assert.notEqual(status, 0);
    assert.match(output, /broken link/i);
    assert.match(output, /\/docs\/nowhere\//);
  });

  test('an unclosed JSX tag fails the build, naming the file and the line from the MDX compiler', () => {
    const page = '---\ntitle: Unclosed\ndescription: A div left open.\ntags: [fixture]\n---\n\n<div className="note">\n\nText.\n';
    const {status, output} = buildWith({'docs/unclosed.md': page});
    assert.notEqual(status, 0);
    assert.match(output, /docs\/unclosed\.md/);
    assert.match(output, /Expected a closing tag for `<div>` \(7:1-7:\d+\)/);
  });

  test('a sidebar id that names no document fails the build, naming its line in sidebars.ts', () => {
    const {status, output} = buildWith({'sidebars.ts': "export default {\n  guides: ['intro', 'missing-page'],\n};\n"});
    assert.notEqual(status, 0);
    assert.match(output, /sidebars\.ts:2 sidebar item "missing-page": no document has this id/);
  });
});
