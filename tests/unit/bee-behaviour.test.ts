/**
 * The guides' claims about Bee's behaviour beyond its contract against src/data/bee-behaviour/, their one
 * home: a status code a guide names beside an endpoint must be one the module lists for it, and the CORS
 * origins the browser guide shows must be read by Bee as the guide says.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {siteMarkdownFiles} from '../../plugins/samples/site-markdown';
import {
  BATCH_UPLOAD_ERRORS,
  BEE_JS_ENDPOINTS,
  BEE_RESPONSES,
  beeResponsesFor,
  blocksAtTipUntilUsable,
  corsAllows,
  corsOriginsFromEnvironment,
  CORS_ALLOWED_ORIGINS,
  nodeViewOfChain,
} from '../../src/data/bee-behaviour';
import {beeMethodSections} from '../../src/data/beeMethods';

const ROOT = join(import.meta.dirname, '..', '..');
const BEE_METHODS = new Set(beeMethodSections.flatMap((section) => Object.keys(section.methods)));

/** An error status standing alone: not part of a file name (`404.html`), a number, or a path. */
const STATUS = /(?<![\w./-])([45]\d\d)(?![\w-]|\.\w)/g;
/** A Bee endpoint written out in code: `GET /stamps/{batch_id}`. */
const ENDPOINT = /`(GET|POST|PUT|PATCH|DELETE|HEAD) (\/[^`\s]*)`/g;
/** A bee-js method in code: `getStake`, `getStake()`, `bee.getStake(...)`. */
const METHOD = /`(?:[\w.]+\.)?(\w+)(?:\([^`]*\))?`/g;

/**
 * The claims of a guide's markdown, each with the line it starts on: every sentence of a paragraph or list
 * item (wrapped lines joined), and every table row as a whole. Code fences make no claims.
 */
function claimsOf(source: string): {line: number; text: string}[] {
  const claims: {line: number; text: string}[] = [];
  let paragraph: {line: number; text: string}[] = [];
  const flush = () => {
    if (paragraph.length === 0) return;
    let text = '';
    const starts: number[] = [];
    for (const {text: part} of paragraph) {
      starts.push(text.length);
      text += `${part} `;
    }
    const lineAt = (offset: number) => paragraph[starts.filter((start) => start <= offset).length - 1]!.line;
    let offset = 0;
    for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z`*[])/)) {
      claims.push({line: lineAt(offset), text: sentence});
      offset = text.indexOf(sentence, offset) + sentence.length;
    }
    paragraph = [];
  };
  let fence: string | null = null;
  source.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1;
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      flush();
      fence = fence === null ? marker : null;
    } else if (fence !== null) {
      return;
    } else if (text.trimStart().startsWith('|')) {
      flush();
      claims.push({line, text});
    } else if (text.trim() === '' || /^\s*(#|[-*] |\d+\. |>)/.test(text)) {
      flush();
      if (text.trim() !== '') paragraph.push({line, text});
    } else {
      paragraph.push({line, text});
    }
  });
  flush();
  return claims;
}

/**
 * The claims of `source` (a guide's markdown) that name an error status beside an endpoint, where none of
 * the endpoints the claim names has that status in src/data/bee-behaviour/. An endpoint is named written
 * out (`GET /stamps`) or as the bee-js method that calls it (`getPostageBatch`, through BEE_JS_ENDPOINTS).
 */
export function unlistedStatusClaims(source: string, file: string): string[] {
  const problems: string[] = [];
  for (const {line, text} of claimsOf(source)) {
    const statuses = [...new Set([...text.matchAll(STATUS)].map((match) => Number(match[1])))];
    if (statuses.length === 0) continue;
    const endpoints = [...text.matchAll(ENDPOINT)].map((match) => ({method: match[1]!, path: match[2]!, named: match[0]}));
    const unmapped = [...text.matchAll(METHOD)]
      .map((match) => match[1]!)
      .filter((name) => BEE_METHODS.has(name) && !BEE_JS_ENDPOINTS[name]);
    if (unmapped.length > 0) {
      problems.push(
        `${file}:${line}: names status ${statuses.join(', ')} beside \`${unmapped[0]}\`, whose endpoints src/data/bee-behaviour/ does not map (BEE_JS_ENDPOINTS)`,
      );
      continue;
    }
    for (const [, name] of text.matchAll(METHOD)) {
      endpoints.push(...(BEE_JS_ENDPOINTS[name!] ?? []).map(([method, path]) => ({method, path, named: `\`${name}\``})));
    }
    if (endpoints.length === 0) continue;
    for (const status of statuses) {
      if (endpoints.some(({method, path}) => beeResponsesFor(method, path).some((response) => response.status === status))) continue;
      const named = [...new Set(endpoints.map(({named}) => named))].join(', ');
      problems.push(`${file}:${line}: names status ${status} beside ${named}, which src/data/bee-behaviour/ does not list for it`);
    }
  }
  return problems;
}

describe('Bee behaviour in the guides', () => {
  test('every status code a guide names beside an endpoint is one src/data/bee-behaviour/ lists for it', () => {
    const files = siteMarkdownFiles(ROOT);
    assert.ok(files.length > 20, `only ${files.length} markdown files found`);
    const problems = files.flatMap((file) => unlistedStatusClaims(readFileSync(join(ROOT, file), 'utf8'), file));
    assert.deepEqual(problems, []);
  });

  test('the check fails on claims the module does not list, naming file and line', () => {
    const file = 'tests/fixtures/bee-behaviour/status-claims.md';
    assert.deepEqual(unlistedStatusClaims(readFileSync(join(ROOT, file), 'utf8'), file), [
      `${file}:5: names status 403 beside \`getStake\`, which src/data/bee-behaviour/ does not list for it`,
      `${file}:7: names status 500 beside \`POST /bytes\`, which src/data/bee-behaviour/ does not list for it`,
      `${file}:9: names status 500 beside \`getTopology\`, whose endpoints src/data/bee-behaviour/ does not map (BEE_JS_ENDPOINTS)`,
    ]);
  });
});

test('the BatchErrors rows are answers BEE_RESPONSES lists for an upload of data', () => {
  for (const {status, message} of BATCH_UPLOAD_ERRORS) {
    const listed = BEE_RESPONSES.find((response) => response.method === 'POST' && response.path === '/bytes' && response.status === status);
    assert.equal(listed?.message, message, `BEE_RESPONSES has no POST /bytes ${status} with "${message}"`);
  }
});

describe('when a new batch becomes usable', () => {
  test("the node's view of the chain is the one Bee's TestListener expects: tip less 4, rounded down to 5", () => {
    // TestListener (pkg/postage/listener/listener_test.go:325) reports block 495 for a tip at block 500.
    assert.equal(nodeViewOfChain(500), 495);
    assert.deepEqual([503, 504, 508, 509].map(nodeViewOfChain), [495, 500, 500, 505]);
  });

  test('the storage guide quotes the blocks and seconds that view gives, at 5 seconds a Gnosis Chain block', () => {
    const {fewest, most} = blocksAtTipUntilUsable();
    const guide = readFileSync(join(ROOT, 'docs', 'storage.mdx'), 'utf8').replace(/\s+/g, ' ');
    const blockRanges = [...guide.matchAll(/(\d+) to (\d+) blocks/g)].map(([, from, to]) => [Number(from), Number(to)]);
    const secondRanges = [...guide.matchAll(/(\d+) to (\d+) seconds/g)].map(([, from, to]) => [Number(from), Number(to)]);
    assert.ok(blockRanges.length >= 2 && secondRanges.length >= 2, 'the guide gives the wait in blocks and in seconds');
    for (const range of blockRanges) assert.deepEqual(range, [fewest, most]);
    for (const range of secondRanges) assert.deepEqual(range, [fewest * 5, most * 5]);
  });
});

describe('CORS origins as Bee reads BEE_CORS_ALLOWED_ORIGINS', () => {
  test('the value is split on white space, as Go’s strings.Fields does, never on commas', () => {
    assert.deepEqual(corsOriginsFromEnvironment('https://app.example.com http://localhost:5173'), [
      'https://app.example.com',
      'http://localhost:5173',
    ]);
    assert.deepEqual(corsOriginsFromEnvironment('  https://a.example\t\n http://b.example  '), ['https://a.example', 'http://b.example']);
    assert.deepEqual(corsOriginsFromEnvironment('https://a.example,http://b.example'), ['https://a.example,http://b.example']);
    assert.deepEqual(corsOriginsFromEnvironment(''), []);
    assert.equal(corsAllows(corsOriginsFromEnvironment('https://a.example,http://b.example'), 'https://a.example'), false);
  });

  test('the module cites the lines of Bee, viper and cast that do the parsing', () => {
    const {read, environment, split} = CORS_ALLOWED_ORIGINS.sources;
    assert.deepEqual(read, {
      repo: 'ethersphere/bee',
      ref: 'v2.8.1',
      file: 'cmd/bee/cmd/start.go',
      line: 321,
      function: 'buildBeeNode',
      fragment: 'c.config.GetStringSlice(optionCORSAllowedOrigins)',
    });
    assert.deepEqual([environment.repo, environment.ref], ['spf13/viper', 'v1.7.0']);
    assert.deepEqual([split.repo, split.ref, split.file], ['spf13/cast', 'v1.3.0', 'caste.go']);
  });

  test('every origin the browser guide lists is allowed by the environment variable it shows', () => {
    const page = readFileSync(join(ROOT, 'docs/browser.mdx'), 'utf8');
    const variable = new RegExp(`^${CORS_ALLOWED_ORIGINS.environmentVariable}="([^"]*)"`, 'm').exec(page);
    assert.ok(variable, `docs/browser.mdx shows no ${CORS_ALLOWED_ORIGINS.environmentVariable}="..." line`);
    const yamlList = new RegExp(`^${CORS_ALLOWED_ORIGINS.yamlKey}: \\[(.*)\\]$`, 'm').exec(page);
    assert.ok(yamlList, `docs/browser.mdx shows no ${CORS_ALLOWED_ORIGINS.yamlKey}: [...] line`);
    const origins = [...yamlList[1]!.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
    const allowed = corsOriginsFromEnvironment(variable[1]!);
    for (const origin of origins) {
      assert.ok(
        corsAllows(allowed, origin),
        `docs/browser.mdx: ${variable[0]} does not let ${origin} through (Bee reads ${JSON.stringify(allowed)})`,
      );
    }
  });
});
