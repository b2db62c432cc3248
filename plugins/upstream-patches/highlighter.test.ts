import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {createElement, type ReactElement} from 'react';
import {Highlight as LibraryHighlight, themes, type HighlightProps, type RenderProps} from 'prism-react-renderer';
import siteConfig from '../../docusaurus.config';
import {Highlight, Prism} from './client/highlighter';

const require = createRequire(import.meta.url);
// The site does not install react-dom's type declarations; this is the one function the test needs.
const {renderToStaticMarkup} = require('react-dom/server') as {renderToStaticMarkup: (element: ReactElement) => string};

// What the theme's prism-include-languages does in the browser, in the configured order.
const {additionalLanguages} = siteConfig.themeConfig.prism;
for (const language of additionalLanguages) require(`prismjs/components/prism-${language}`);

const samples: Record<string, string> = {
  ts: [
    "import {Bee} from '@ethersphere/bee-js';",
    '',
    '/* A comment',
    '   over two lines */',
    'const bee = new Bee(`http://localhost:${1633}`);',
    'const {reference} = await bee.uploadData(batchId, "hello", {pin: true});',
    '',
  ].join('\n'),
  bash: 'npm install --save @ethersphere/bee-js\nexport BEE_URL=http://localhost:1633 # a comment',
  json: '{"depth": 20, "immutable": true, "label": null}',
  text: 'plain text\n\nstays plain',
};

// The markup of Docusaurus's CodeBlock, reduced to the render props it reads.
function renderBlock({className, style, tokens, getLineProps, getTokenProps}: RenderProps): ReactElement {
  const lines = tokens.map((line, index) =>
    createElement(
      'div',
      {key: index, ...getLineProps({line})},
      line.map((token, key) => createElement('span', {key, ...getTokenProps({token})})),
    ),
  );
  return createElement('pre', {className, style}, lines);
}

const render = (component: (props: HighlightProps) => ReactElement | null, language: string) =>
  renderToStaticMarkup(
    createElement(component, {prism: Prism, theme: themes.vsDark, language, code: samples[language]!, children: renderBlock}),
  );

for (const language of Object.keys(samples)) {
  test(`a ${language} block renders exactly as prism-react-renderer renders it`, () => {
    const html = render(Highlight, language);
    assert.equal(html, render(LibraryHighlight, language));
    if (language !== 'text') assert.match(html, /class="token [a-z-]+"/, 'tokens are typed');
  });
}

test('the comparison above notices a different rendering', () => {
  const otherTheme = renderToStaticMarkup(
    createElement(LibraryHighlight, {prism: Prism, theme: themes.github, language: 'ts', code: samples.ts!, children: renderBlock}),
  );
  assert.notEqual(render(Highlight, 'ts'), otherTheme);
});

test("Prism has only the configured languages and their aliases, besides the core's plain text", () => {
  assert.deepEqual(additionalLanguages, ['clike', 'javascript', 'typescript', 'bash', 'json']);
  assert.deepEqual(
    Object.keys(Prism.languages)
      .filter((key) => typeof Prism.languages[key] === 'object')
      .sort(),
    ['bash', 'clike', 'javascript', 'js', 'json', 'plain', 'plaintext', 'sh', 'shell', 'text', 'ts', 'txt', 'typescript', 'webmanifest'],
  );
});
