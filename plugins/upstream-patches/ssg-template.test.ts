import {test} from 'node:test';
import assert from 'node:assert/strict';
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {siteTemplate} from './ssg-template';

/** Renders a template with Docusaurus's own template compiler. */
const render = async (template: string) =>
  (await compileSSGTemplate(template))({
    baseUrl: '/bzz/ab/',
    // As Docusaurus lists them: the entry's files, then the route chunks it found (route-chunks.ts).
    scripts: ['assets/js/runtime~main.1a.js', 'assets/js/main.2b.js', 'assets/js/17896441.4d.js', 'assets/js/00332358.5e.js'],
    stylesheets: ['assets/css/styles.3c.css'],
    htmlAttributes: 'lang="en"',
    bodyAttributes: '',
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: [],
    appHtml: '<main>page</main>',
    version: '3.10.2',
    noIndex: false,
  });

test('pages preload the entry scripts and start all from one inline script, route chunks before main.js, under the base URL', async () => {
  const html = await render(siteTemplate());
  assert.doesNotMatch(html, /<script[^>]*\bsrc=/);
  assert.deepEqual(
    [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((match) => match[1]),
    ['/bzz/ab/assets/js/runtime~main.1a.js', '/bzz/ab/assets/js/main.2b.js'],
  );
  const loader = /<script>([\s\S]*?)<\/script>\s*<\/body>/.exec(html)?.[1] ?? '';
  const started = /^\s*\}\)\((\[.*\])\);$/m.exec(loader)?.[1];
  assert.deepEqual(JSON.parse(started ?? '[]'), [
    '/bzz/ab/assets/js/runtime~main.1a.js',
    '/bzz/ab/assets/js/17896441.4d.js',
    '/bzz/ab/assets/js/00332358.5e.js',
    '/bzz/ab/assets/js/main.2b.js',
  ]);
  assert.match(loader, /script\.async = false/);
  // Everything else is Docusaurus's template.
  assert.match(html, /<link rel="stylesheet" href="\/bzz\/ab\/assets\/css\/styles\.3c\.css" \/>/);
  assert.match(html, /<div id="__docusaurus"><main>page<\/main><\/div>/);
});

test('the template change fails loudly when Docusaurus changes how it writes scripts', () => {
  assert.notEqual(siteTemplate(docusaurusTemplate), docusaurusTemplate);
  assert.throws(() => siteTemplate(docusaurusTemplate.replace(' defer>', ' type="module">')), /changed its page template/);
});
