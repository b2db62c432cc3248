/**
 * Every citation of source is a claim this test checks (tests/citations/): the file exists at the cited tag,
 * the line lies inside the named function and holds the recorded words. Bee's source, gateway-proxy's and the
 * viper and cast files come from ../shared/data, or on GitHub's runners from `npm run fetch:bee-source`;
 * bee-js's from the installed package. Without them the test skips, and fails when CI is set.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fetchBeeSource} from '../fetch-bee-source';
import * as behaviour from '../../src/data/bee-behaviour';
import {
  citationProblems,
  citingFiles,
  codeCitations,
  exportedSources,
  markdownCitations,
  moduleCitations,
  pathResolver,
  siteCitations,
  type Citation,
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

/** Problems in the order of the files and lines they name. */
function byPlace(a: string, b: string): number {
  const place = (problem: string) => /^([^:]+):(\d+):/.exec(problem)!;
  const [, fileA, lineA] = place(a);
  const [, fileB, lineB] = place(b);
  return fileA!.localeCompare(fileB!) || Number(lineA) - Number(lineB) || a.localeCompare(b);
}

/** Why the check cannot run here (a cited repository with no copy), or false. */
function missingSource(candidate: SourceRoots): string | false {
  const absent = CITED_REPOS.filter(({repo, ref}) => candidate.rootOf(repo, ref) === null).map(({repo, ref}) => `${repo}@${ref}`);
  return absent.length > 0 && `cited source missing (${absent.join(', ')}): ${HOW_TO_GET_SOURCE}`;
}
const missing = missingSource(roots);
let site: {citations: Citation[]; problems: string[]};

describe('citations of source', {skip: requireOrSkip(missing)}, () => {
  before(async () => {
    site = await siteCitations(ROOT, HELPERS, behaviour, roots);
  });

  test('every citation of the behaviour module, the markdown and the code points at a line that does what it says', () => {
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

  test('each kind of wrong citation, in each form a link or reference takes, fails naming the citing file and line', async () => {
    const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
    const md = 'tests/fixtures/citations/wrong-citations.md';
    const mdx = 'tests/fixtures/citations/wrong-citations.mdx';
    const ts = 'tests/fixtures/citations/wrong-citations.ts';
    const fromPages = [await markdownCitations(read(md), md), await markdownCitations(read(mdx), mdx)];
    const fromModule = moduleCitations(read(ts), ts, HELPERS, behaviour);
    const fromCode = codeCitations(read(ts), ts, pathResolver(roots));
    const citations = [...fromPages.flatMap(({citations}) => citations), ...fromModule, ...fromCode.citations];
    const problems = [...fromPages.flatMap(({problems}) => problems), ...fromCode.problems, ...citationProblems(citations, roots)];
    assert.deepEqual(problems.sort(byPlace), EXPECTED_FIXTURE_PROBLEMS);
  });
});

test('the check reads markdown anywhere in the project and the code of src, plugins, scripts and the stand-in, skipping fixtures', () => {
  const project = mkdtempSync(join(tmpdir(), 'citing-files-'));
  try {
    const files = [
      'README.md',
      'CONTRIBUTING.md',
      'docs/guide.mdx',
      'blog/post.md',
      'src/pages/index.md',
      'src/components/Table.tsx',
      'src/data/facts.ts',
      'plugins/feature/README.md',
      'plugins/feature/plugin.ts',
      'plugins/feature/cli.mts',
      'plugins/feature/patch.cjs',
      'plugins/feature/fixtures/bad.md',
      'scripts/deploy.ts',
      'tests/stand-in-bee/README.md',
      'tests/stand-in-bee/routes/stamps.ts',
      'tests/fixtures/citations/wrong-citations.md',
      'tests/unit/some.test.ts',
    ];
    for (const file of files) {
      mkdirSync(dirname(join(project, file)), {recursive: true});
      writeFileSync(join(project, file), '');
    }
    assert.deepEqual(citingFiles(project), {
      markdown: [
        'README.md',
        'CONTRIBUTING.md',
        'blog/post.md',
        'docs/guide.mdx',
        'plugins/feature/README.md',
        'src/pages/index.md',
        'tests/stand-in-bee/README.md',
      ],
      code: [
        'plugins/feature/cli.mts',
        'plugins/feature/patch.cjs',
        'plugins/feature/plugin.ts',
        'scripts/deploy.ts',
        'src/components/Table.tsx',
        'src/data/facts.ts',
        'tests/stand-in-bee/routes/stamps.ts',
      ],
    });
  } finally {
    rmSync(project, {recursive: true, force: true});
  }
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

/**
 * What the wrong citations of the fixtures must give, in file and line order: each kind of mistake (line,
 * function, fragment, file, range, route, subtest, ref, repository) in each form a link or reference is written.
 */
const EXPECTED_FIXTURE_PROBLEMS = [
  'tests/fixtures/citations/wrong-citations.md:5: ethersphere/bee@v2.8.1 pkg/api/postage.go:371: the line does not hold "issuer does not exist"; it reads: case errors.Is(err, postage.ErrNotFound):',
  'tests/fixtures/citations/wrong-citations.md:7: ethersphere/bee@v2.8.1 pkg/api/postage.go:372: line 372 is in (*Service).postageGetStampHandler, not in (*Service).postageGetStampsHandler',
  'tests/fixtures/citations/wrong-citations.md:9: ethersphere/bee@v2.8.1 pkg/api/postage.go:372: the line does not hold "batch not usable"; it reads: jsonhttp.NotFound(w, "issuer does not exist")',
  'tests/fixtures/citations/wrong-citations.md:11: ethersphere/bee@v2.8.1 pkg/api/stamps.go:372: no such file in ethersphere/bee at v2.8.1',
  'tests/fixtures/citations/wrong-citations.md:13: https://github.com/ethersphere/bee/blob/v2.8.1/pkg/api/postage.go#L372 records no function and fragment: give the link the title "in <function>: <words of the line>"',
  'tests/fixtures/citations/wrong-citations.md:15: https://github.com/ethersphere/bee/blob/v2.8.1/pkg/api/postage.go names no line (#L<n>)',
  'tests/fixtures/citations/wrong-citations.md:23: ethersphere/bee@v2.8.1 pkg/api/postage.go:370-420: line 420 is in type reserveStateResponse, not in (*Service).postageGetStampHandler',
  'tests/fixtures/citations/wrong-citations.md:25: ethersphere/bee@v2.8.1 pkg/api/postage.go:352-360: no line of the range holds "issuer does not exist"; it reads from: func (s *Service) postageGetStampHandler(w http.ResponseWriter, r *http.Request) {',
  'tests/fixtures/citations/wrong-citations.md:27: ethersphere/bee@v2.8.1 pkg/api/postage.go:372: the line does not hold "batch not usable"; it reads: jsonhttp.NotFound(w, "issuer does not exist")',
  'tests/fixtures/citations/wrong-citations.md:29: ethersphere/bee@v2.8.1 pkg/api/postage.go:372: line 372 is in (*Service).postageGetStampHandler, not in (*Service).postageGetStampsHandler',
  'tests/fixtures/citations/wrong-citations.md:33: ethersphere/bee@v2.8.1 pkg/api/postage.go:371: the line does not hold "issuer does not exist"; it reads: case errors.Is(err, postage.ErrNotFound):',
  'tests/fixtures/citations/wrong-citations.md:37: ethersphere/bee@v2.8.1 pkg/api/postage.go:371: the line does not hold "issuer does not exist"; it reads: case errors.Is(err, postage.ErrNotFound):',
  'tests/fixtures/citations/wrong-citations.md:39: ethersphere/bee@v2.8.1 pkg/api/postage.go:371: the line does not hold "issuer does not exist"; it reads: case errors.Is(err, postage.ErrNotFound):',
  'tests/fixtures/citations/wrong-citations.md:41: https://github.com/ethersphere/swarm-cli/blob/master/src/command/upload.ts#L10 cites ethersphere/swarm-cli, which has no pinned copy to check it against: cite the same code in a pinned source (Bee, gateway-proxy, viper and cast at their pinned refs, bee-js on unpkg at its version)',
  'tests/fixtures/citations/wrong-citations.md:43: https://github.com/ethersphere/bee/blob/master/pkg/api/postage.go#L372 cites ethersphere/bee at master, not at the pinned v2.8.1',
  "tests/fixtures/citations/wrong-citations.md:45: https://github.com/ethersphere/bee-js/blob/v12.3.1/src/bee.ts#L100 cites bee-js's repository, which has no pinned copy: cite the published package, https://unpkg.com/@ethersphere/bee-js@12.3.1/<file>#L<n>",
  'tests/fixtures/citations/wrong-citations.md:47: https://unpkg.com/@ethersphere/bee-js@12.3.0/dist/cjs/bee.js#L100 cites ethersphere/bee-js at 12.3.0, not at the pinned 12.3.1',
  'tests/fixtures/citations/wrong-citations.md:49: https://unpkg.com/@ethersphere/bee-js@12.3.1/dist/index.browser.min.js#L1 cites a line of a minified bundle, which is one line: cite the same code in dist/cjs/ or dist/mjs/',
  'tests/fixtures/citations/wrong-citations.md:53: ethersphere/bee-js@12.3.1 dist/bee.browser.min.js: no such file in ethersphere/bee-js at 12.3.1',
  'tests/fixtures/citations/wrong-citations.md:55: ethersphere/bee-js@12.3.1 dist/cjs/utils/data.browser.js:14: the line does not hold "unknown blob type"; it reads: throw new TypeError(\'unknown websocket data type\');',
  'tests/fixtures/citations/wrong-citations.md:57: the line reference pkg/api/postage.go:372 is not a link, so nothing checks it: link the line with the title "in <function>: <words of the line>"',
  'tests/fixtures/citations/wrong-citations.md:63: ethersphere/bee@v2.8.1 pkg/postage/service_test.go:152: line 152 is in TestGetStampIssuer/not found, not in TestGetStampIssuer/not usable',
  'tests/fixtures/citations/wrong-citations.mdx:3: ethersphere/bee@v2.8.1 pkg/api/postage.go:371: the line does not hold "issuer does not exist"; it reads: case errors.Is(err, postage.ErrNotFound):',
  'tests/fixtures/citations/wrong-citations.mdx:6: https://github.com/ethersphere/bee/blob/v2.8.1/pkg/api/postage.go#L372 records no function and fragment: give the link the title "in <function>: <words of the line>"',
  'tests/fixtures/citations/wrong-citations.mdx:13: the line reference pkg/api/postage.go:372 is not a link, so nothing checks it: link the line with the title "in <function>: <words of the line>"',
  'tests/fixtures/citations/wrong-citations.mdx:15: ethersphere/bee@v2.8.1 pkg/api/postage.go:371: the line does not hold "issuer does not exist"; it reads: case errors.Is(err, postage.ErrNotFound):',
  'tests/fixtures/citations/wrong-citations.ts:9: ethersphere/bee@v2.8.1 pkg/api/accesscontrol.go:353: line 353 is in (*Service).actGrantRevokeHandler, not in (*Service).actCreateGranteesHandler',
  'tests/fixtures/citations/wrong-citations.ts:15: ethersphere/bee-js@12.3.1 dist/cjs/utils/http.js:91: line 91 is in throwHttpError, not in Bee.constructor',
  'tests/fixtures/citations/wrong-citations.ts:16: ethersphere/bee@v2.8.1 pkg/postage/service.go:28: the line does not hold "blockThreshold = 5"; it reads: blockThreshold = 10',
  'tests/fixtures/citations/wrong-citations.ts:17: ethersphere/bee@v2.8.1 pkg/api/grantee.go:512: no such file in ethersphere/bee at v2.8.1',
  'tests/fixtures/citations/wrong-citations.ts:19: ethersphere/gateway-proxy@4f50bda15ceba513d1040d1f81209b753bd4cbb0 src/server.ts:46: the line does not hold "swarm-postage-batch-id"; it reads: \'Access-Control-Allow-Headers\',',
  'tests/fixtures/citations/wrong-citations.ts:35: ethersphere/bee@v2.8.1 pkg/api/router.go:573: the line mounts POST /wallet/withdraw/{coin}, not GET /wallet',
  'tests/fixtures/citations/wrong-citations.ts:36: ethersphere/bee@v2.8.1 pkg/api/router.go:566: the line mounts GET /wallet, not POST /wallet',
  'tests/fixtures/citations/wrong-citations.ts:38: ethersphere/bee@v2.8.1 pkg/api/router.go:566: names no route: write the entry as [method, path, mounted(line, fragment)]',
  'tests/fixtures/citations/wrong-citations.ts:41: ethersphere/bee@v2.8.1 pkg/api/router.go:222: line 222 is in (*Service).checkChainAvailability, not in (*Service).checkSwapAvailability',
  'tests/fixtures/citations/wrong-citations.ts:42: router.go:222 records no function: write the function that holds the line right after it: "router.go:222 in <function>"',
  'tests/fixtures/citations/wrong-citations.ts:43: ethersphere/bee@v2.8.1 pkg/api/router.go:222-240: line 240 is in (*Service).mountAPI, not in (*Service).checkChainAvailability',
  'tests/fixtures/citations/wrong-citations.ts:44: utils/http.js:91: utils/http.js names 2 files (ethersphere/bee-js dist/cjs/utils/http.js, ethersphere/bee-js dist/mjs/utils/http.js): write more of its path',
  'tests/fixtures/citations/wrong-citations.ts:45: pkg/api/stamps.go:372: no file pkg/api/stamps.go in the pinned sources (Bee, gateway-proxy, viper and cast at their pinned refs, bee-js on unpkg at its version)',
  'tests/fixtures/citations/wrong-citations.ts:47: ethersphere/bee@v2.8.1 pkg/api/router.go:192: line 192 is in (*Service).checkSwapAvailability, not in (*Service).checkChainAvailability',
  'tests/fixtures/citations/wrong-citations.ts:50: https://github.com/ethersphere/swarm-cli/blob/master/src/command/upload.ts#L10 cites ethersphere/swarm-cli, which has no pinned copy to check it against: cite the same code in a pinned source (Bee, gateway-proxy, viper and cast at their pinned refs, bee-js on unpkg at its version)',
];
