/**
 * Every citation of source is a claim this test checks (tests/citations/): the file exists at the cited tag,
 * the line lies inside the named function and holds the recorded words. Bee's source, gateway-proxy's and the
 * viper and cast files come from ../shared/data, or on GitHub's runners from `npm run fetch:bee-source`;
 * bee-js's from the installed package. Without them the test skips, and fails when CI is set.
 */
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fetchBeeSource} from '../fetch-bee-source';
import * as behaviour from '../../src/data/bee-behaviour';
import {siteMarkdownFiles} from '../../plugins/samples/site-markdown';
import {
  citationProblems,
  exportedSources,
  markdownCitations,
  moduleCitations,
  siteCitations,
  type CitationHelpers,
} from '../citations/citations';
import {
  CITED_FILES,
  CITED_REPOS,
  citedFileKey,
  HOW_TO_GET_SOURCE,
  SHARED_DATA_DIR,
  sourceRoots,
  type SourceRoots,
} from '../citations/cited-files';
import {requireOrSkip} from '../required-input';

const ROOT = join(import.meta.dirname, '..', '..');
const HELPERS: CitationHelpers = behaviour.CITATION_HELPERS;
const roots = sourceRoots();

/** Why the check cannot run here (a cited repository with no copy), or false. */
function missingSource(candidate: SourceRoots): string | false {
  const absent = CITED_REPOS.filter(({repo, ref}) => candidate.rootOf(repo, ref) === null).map(({repo, ref}) => `${repo}@${ref}`);
  return absent.length > 0 && `cited source missing (${absent.join(', ')}): ${HOW_TO_GET_SOURCE}`;
}
const missing = missingSource(roots);
const site = siteCitations(ROOT, siteMarkdownFiles(ROOT), HELPERS, behaviour);

describe('citations of source', {skip: requireOrSkip(missing)}, () => {
  test('every citation of the behaviour module and the pages points at a line that does what it says', () => {
    assert.ok(site.citations.length > 60, `only ${site.citations.length} citations found`);
    assert.deepEqual([...site.problems, ...citationProblems(site.citations, roots)], []);
    console.log(`${site.citations.length} citations checked`);
  });

  test('the module cites nothing it does not write out: every source it exports is a checked citation', () => {
    const written = new Set(
      site.citations.map(({repo, ref, file, line, function: inFunction, fragment}) =>
        JSON.stringify([repo, ref, file, line, inFunction, fragment]),
      ),
    );
    const unwritten = exportedSources(behaviour).filter(
      ({repo, ref, file, line, function: inFunction, fragment}) =>
        !written.has(JSON.stringify([repo, ref, file, line, inFunction, fragment])),
    );
    assert.deepEqual(unwritten, []);
  });

  test('the files pinned for the fetch on CI are exactly the cited ones', () => {
    const cited = new Set(site.citations.flatMap(({repo, ref, file}) => citedFileKey(repo, ref, file) ?? []));
    assert.deepEqual(
      Object.keys(CITED_FILES).filter((key) => !cited.has(key)),
      [],
      'pinned in tests/citations/cited-files.ts but no longer cited',
    );
  });

  test('each kind of wrong citation fails, naming the citing file and line', () => {
    const md = 'tests/fixtures/citations/wrong-citations.md';
    const ts = 'tests/fixtures/citations/wrong-citations.ts';
    const fromPage = markdownCitations(readFileSync(join(ROOT, md), 'utf8'), md);
    const fromModule = moduleCitations(readFileSync(join(ROOT, ts), 'utf8'), ts, HELPERS, behaviour);
    assert.deepEqual([...fromPage.problems, ...citationProblems([...fromPage.citations, ...fromModule], roots)], EXPECTED_FIXTURE_PROBLEMS);
  });
});

/** Serves the shared data the way raw.githubusercontent.com serves a repository at a ref, `tamper` appended to one file. */
async function rawServer(tamper?: string): Promise<{url: string; close: () => Promise<void>}> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(request.url ?? '');
    const cited = CITED_REPOS.find(({repo, ref}) => path.startsWith(`/${repo}/${ref}/`));
    const file = cited && join(SHARED_DATA_DIR, cited.dir, path.slice(`/${cited.repo}/${cited.ref}/`.length));
    if (!file || !existsSync(file)) {
      response.writeHead(404).end('404: Not Found');
      return;
    }
    response.end(tamper && file.endsWith(tamper) ? Buffer.concat([readFileSync(file), Buffer.from(' ')]) : readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('npm run fetch:bee-source, against a local server', {skip: requireOrSkip(missing)}, () => {
  const scratch = mkdtempSync(join(tmpdir(), 'cited-source-'));
  after(() => rmSync(scratch, {recursive: true, force: true}));

  test('downloads every cited file once, and the citations check against the download alone', async () => {
    const raw = await rawServer();
    try {
      const cacheDir = join(scratch, 'good');
      assert.equal(await fetchBeeSource({baseUrl: raw.url, cacheDir}), Object.keys(CITED_FILES).length);
      assert.equal(await fetchBeeSource({baseUrl: raw.url, cacheDir}), 0);
      assert.deepEqual(citationProblems(site.citations, sourceRoots([cacheDir])), []);
    } finally {
      await raw.close();
    }
  });

  test('a file that is not the pinned one fails, naming its URL, and nothing is written', async () => {
    const raw = await rawServer('pkg/api/postage.go');
    try {
      const cacheDir = join(scratch, 'tampered');
      await assert.rejects(
        fetchBeeSource({baseUrl: raw.url, cacheDir}),
        new RegExp(
          `Not the source files the site cites, so nothing was written:\n${raw.url}ethersphere/bee/v2\\.8\\.1/pkg/api/postage\\.go: SHA-256 [0-9a-f]{64}, expected ${CITED_FILES['bee-source-2.8.1/pkg/api/postage.go']}$`,
        ),
      );
      assert.equal(existsSync(cacheDir), false);
    } finally {
      await raw.close();
    }
  });
});

test('without the cited source the check skips, saying how to get it, and fails when CI is set', () => {
  const nowhere = sourceRoots([join(tmpdir(), 'no-such-shared-data')]);
  assert.match(String(missingSource(nowhere)), /^cited source missing \(ethersphere\/bee@v2\.8\.1, .*npm run fetch:bee-source/);
  assert.equal(requireOrSkip(missingSource(nowhere), {}), missingSource(nowhere));
  assert.throws(() => requireOrSkip(missingSource(nowhere), {CI: 'true'}), /cited source missing .*CI is set/);
});

/** What each wrong citation of the fixtures must give: the kinds are wrong line, function, fragment and file. */
const EXPECTED_FIXTURE_PROBLEMS = [
  'tests/fixtures/citations/wrong-citations.md:13: https://github.com/ethersphere/bee/blob/v2.8.1/pkg/api/postage.go#L372 records no function and fragment: give the link the title "in <function>: <words of the line>"',
  'tests/fixtures/citations/wrong-citations.md:15: https://github.com/ethersphere/bee/blob/v2.8.1/pkg/api/postage.go names no line (#L<n>)',
  'tests/fixtures/citations/wrong-citations.md:5: ethersphere/bee@v2.8.1 pkg/api/postage.go:371: the line does not hold "issuer does not exist"; it reads: case errors.Is(err, postage.ErrNotFound):',
  'tests/fixtures/citations/wrong-citations.md:7: ethersphere/bee@v2.8.1 pkg/api/postage.go:372: the line is in (*Service).postageGetStampHandler, not in (*Service).postageGetStampsHandler',
  'tests/fixtures/citations/wrong-citations.md:9: ethersphere/bee@v2.8.1 pkg/api/postage.go:372: the line does not hold "batch not usable"; it reads: jsonhttp.NotFound(w, "issuer does not exist")',
  'tests/fixtures/citations/wrong-citations.md:11: ethersphere/bee@v2.8.1 pkg/api/stamps.go:372: no such file in ethersphere/bee at v2.8.1',
  'tests/fixtures/citations/wrong-citations.ts:9: ethersphere/bee@v2.8.1 pkg/api/accesscontrol.go:353: the line is in (*Service).actGrantRevokeHandler, not in (*Service).actCreateGranteesHandler',
  'tests/fixtures/citations/wrong-citations.ts:15: ethersphere/bee-js@12.3.1 dist/cjs/utils/http.js:91: the line is in throwHttpError, not in Bee.constructor',
  'tests/fixtures/citations/wrong-citations.ts:16: ethersphere/bee@v2.8.1 pkg/postage/service.go:28: the line does not hold "blockThreshold = 5"; it reads: blockThreshold = 10',
  'tests/fixtures/citations/wrong-citations.ts:17: ethersphere/bee@v2.8.1 pkg/api/grantee.go:512: no such file in ethersphere/bee at v2.8.1',
  'tests/fixtures/citations/wrong-citations.ts:19: ethersphere/gateway-proxy@4f50bda15ceba513d1040d1f81209b753bd4cbb0 src/server.ts:46: the line does not hold "swarm-postage-batch-id"; it reads: \'Access-Control-Allow-Headers\',',
];
