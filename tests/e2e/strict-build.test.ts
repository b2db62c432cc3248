/**
 * The site's config must turn bad input into a failed build with a clear message. Each case builds a tiny
 * fixture site that inherits the real config's strictness settings and adds one mistake.
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
const {onBrokenLinks, onBrokenAnchors, onDuplicateRoutes, markdown, future, title, url, baseUrl, trailingSlash} = siteConfig;
export default {
  title, url, baseUrl, trailingSlash, onBrokenLinks, onBrokenAnchors, onDuplicateRoutes, markdown, future,
  presets: [['classic', {docs: {routeBasePath: 'docs', sidebarPath: './sidebars.ts'}, blog: false}]],
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

  test('a broken link fails the build, naming the page and the link', () => {
    const {status, output} = buildWith({'docs/broken-link.md': '# Broken link\n\nSee [nowhere](/docs/nowhere/).\n'});
    assert.notEqual(status, 0);
    assert.match(output, /broken link/i);
    assert.match(output, /\/docs\/nowhere\//);
  });

  test('a broken anchor fails the build, naming the anchor', () => {
    const {status, output} = buildWith({'docs/broken-anchor.md': '# Broken anchor\n\nSee [this](/docs/#no-such-heading).\n'});
    assert.notEqual(status, 0);
    assert.match(output, /broken anchor/i);
    assert.match(output, /no-such-heading/);
  });

  test('a sidebar id that names no document fails the build, listing the available ids', () => {
    const {status, output} = buildWith({'sidebars.ts': "export default {guides: ['intro', 'missing-page']};\n"});
    assert.notEqual(status, 0);
    assert.match(output, /missing-page/);
    assert.match(output, /Available document ids are:[\s\S]*intro/);
  });
});
