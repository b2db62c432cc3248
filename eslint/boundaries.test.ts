import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ESLint} from 'eslint';

const ROOT = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({cwd: ROOT});

/** The boundary messages ESLint gives `code` as if it were the site's file `filePath`. */
async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {filePath: `${ROOT}${filePath}`});
  return result!.messages.filter((message) => message.ruleId === 'site-layout/boundaries').map((message) => message.message);
}

const fails = async (filePath: string, code: string, expected: RegExp) => {
  const messages = await boundaryMessages(filePath, code);
  assert.equal(messages.length, 1, `${filePath}: ${code} gave ${JSON.stringify(messages)}`);
  assert.match(messages[0]!, expected);
};
const passes = async (filePath: string, code: string) =>
  assert.deepEqual(await boundaryMessages(filePath, code), [], `${filePath}: ${code}`);

test("a feature importing another feature's internals fails lint", async () => {
  await fails(
    'plugins/llms-txt/fixture.ts',
    "import {renderSample} from '../twoslash/render';",
    /plugins\/llms-txt imports another feature's internals/,
  );
  await fails(
    'plugins/samples-in-browser/client/fixture.ts',
    "export * from '../../twoslash/client/StaticLines';",
    /another feature's internals/,
  );
  await passes('plugins/llms-txt/fixture.ts', "import {SITE_DIR} from '../shared/site-dir';");
  await passes('plugins/twoslash/fixture.ts', "import {forEachNode} from '../server-html';");
});

test('browser code importing build code or Node.js fails lint', async () => {
  await fails(
    'plugins/twoslash/client/fixture.ts',
    "import {compileSample} from '../compile';",
    /browser code imports build code \(plugins\/twoslash\/compile\)/,
  );
  await fails('src/components/Fixture/index.tsx', "import {readFileSync} from 'node:fs';", /Node\.js module node:fs/);
  await fails('src/data/fixture.ts', "import {SITE_DIR} from '../../plugins/shared/site-dir';", /browser code imports build code/);
  await passes('plugins/twoslash/theme/CodeBlock/fixture.tsx', "import {TWOSLASH_CLASSES} from '@site/src/samples/markup';");
  await passes('plugins/api-reference/client/fixture.tsx', "import('../../server-html/client/fetch-server-html');");
  // A server-only module may use build code, which the dev server bundles for the browser: Node.js stays out.
  await passes('plugins/twoslash/client/fixture.server.tsx', "import {renderCode} from '../render';");
  await fails('plugins/twoslash/client/fixture.server.tsx', "import {readFileSync} from 'node:fs';", /Node\.js module node:fs/);
});

test("src/ may import only a feature's public client entry", async () => {
  await fails(
    'src/theme/Fixture/index.tsx',
    "import {StaticLinesContent} from '@site/plugins/twoslash/client/StaticLines';",
    /only a feature's public client entry/,
  );
  await passes('src/theme/Fixture/index.tsx', "import {StaticLinesContent} from '@site/plugins/twoslash/client';");
});

test('the config registers features through their entry, and scripts import no test code', async () => {
  await fails(
    'docusaurus.config.ts',
    "import remarkTwoslash from './plugins/twoslash/mdx';",
    /through its entry \(plugins\/twoslash\/index\.ts\)/,
  );
  await passes('docusaurus.config.ts', "import typePopups from './plugins/twoslash';");
  await fails('scripts/fixture.ts', "import {serveStatic} from '../tests/e2e/harness';", /scripts\/ imports test code/);
});
