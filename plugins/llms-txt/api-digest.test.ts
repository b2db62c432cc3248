import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import * as beeJs from '@ethersphere/bee-js';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {Application, normalizePath, type ProjectReflection} from 'typedoc';
import {exportSummaries, readConvertedProject, renderApiDigest} from './api-digest';
import {installedEntry} from '../bee-js-api/declarations';

/**
 * Converts declarations the way the API reference's TypeDoc run does and hands the result to the digest the
 * way the build does: as TypeDoc's JSON model in a file.
 */
async function convertDeclarations(entryPoint: string, tsconfig: string): Promise<ProjectReflection> {
  const app = await Application.bootstrap({
    entryPoints: [entryPoint],
    tsconfig,
    readme: 'none',
    disableSources: true,
    skipErrorChecking: true,
    excludePrivate: true,
    excludeProtected: true,
    logLevel: 'Error',
  });
  const converted = await app.convert();
  if (!converted) throw new Error(`TypeDoc could not convert ${entryPoint}.`);
  const dir = mkdtempSync(path.join(tmpdir(), 'api-digest-'));
  try {
    const file = path.join(dir, 'project.json');
    writeFileSync(file, JSON.stringify(app.serializer.projectToObject(converted, normalizePath(process.cwd()))));
    return await readConvertedProject(file);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

const ROOT = path.join(import.meta.dirname, '..', '..');
const TSCONFIG = path.join(ROOT, 'tsconfig.json');
const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'sample-package.d.ts');

const sampleOptions = {
  packageName: 'sample',
  version: '1.0.0',
  mainClass: 'Client',
  mainClassGroups: [
    {title: 'Status', methods: ['health']},
    {title: 'Data', methods: ['download', 'upload']},
  ],
};

describe('renderApiDigest on a fixture package', () => {
  let project: ProjectReflection;
  let digest: string;
  before(async () => {
    project = await convertDeclarations(FIXTURE, TSCONFIG);
    digest = renderApiDigest(project, sampleOptions);
  });

  test('lists the main class methods under their task groups, in group order', () => {
    const status = digest.indexOf('### Status');
    const health = digest.indexOf("`client.health(): Promise<boolean>` — Reports the node's health.");
    const data = digest.indexOf('### Data');
    const download = digest.indexOf('`client.download(address: string): Promise<Uint8Array>`');
    const upload = digest.indexOf('`client.upload(data: Uint8Array, options?: UploadOptions): Promise<string>` — Stores bytes.');
    assert.ok(status >= 0 && status < health && health < data && data < download && download < upload, digest);
  });

  test('puts methods no group names under "Other methods" and marks deprecations', () => {
    assert.match(
      digest,
      /### Other methods\n\n- `client\.put\(data: Uint8Array\): Promise<string>` — Deprecated: Use `upload`\. Stores bytes the old way\./,
    );
  });

  test('gives the constructor and fields of the main class', () => {
    assert.match(digest, /- `new Client\(url: string\)`/);
    assert.match(digest, /- `readonly url: string` — Where the client connects\./);
  });

  test('groups the other exports by kind with one line each', () => {
    assert.match(digest, /## Functions\n\n- `toMode\(name: string\): Mode` — Parses a mode name\./);
    assert.match(digest, /## Enumerations\n\n- `enum Mode \{ Full = "full", Light = "light" \}` — Node modes\./);
    assert.match(digest, /## Interfaces\n\n- `interface UploadOptions \{ pin\?: boolean; tag: number \}` — Options of an upload\./);
    assert.match(digest, /## Type aliases\n\n- `type Hook<V> = \(value: V\) => void` — A callback run on every request\./);
    assert.match(digest, /## Variables\n\n- `const CHUNK_SIZE: 4096` — Largest chunk payload in bytes\./);
  });

  test('exportSummaries gives each documented export its first sentence', () => {
    const summaries = exportSummaries(project);
    assert.equal(summaries.get('toMode'), 'Parses a mode name.');
    assert.equal(summaries.get('Client'), 'A client with methods for the digest to group.');
    assert.equal(summaries.get('UploadOptions'), 'Options of an upload.');
  });

  test('each export says the release that added it, under its heading or at the end of its line', () => {
    const withHistory = renderApiDigest(project, {...sampleOptions, addedIn: {Client: '1.0.0 or earlier', toMode: '1.2.0'}});
    assert.match(withHistory, /^## Client\n\nAdded in 1\.0\.0 or earlier\.\n/m);
    assert.match(withHistory, /^- `toMode\(.*\(added in 1\.2\.0\)$/m);
    assert.doesNotMatch(digest, /added in/i);
  });

  test('lists under an entry the first samples that use its symbol, or its members for an interface, and counts the rest', () => {
    const example = (n: number) => ({text: `Guide › Step ${n}`, url: `docs/guide/#twoslash-${n}`});
    const asked: string[] = [];
    const withExamples = renderApiDigest(project, {
      ...sampleOptions,
      examples: (symbol, withMembers) => {
        asked.push(`${symbol}${withMembers ? ' and members' : ''}`);
        if (symbol === 'Client.upload') return [1, 2, 3, 4].map(example);
        return symbol === 'UploadOptions' ? [example(5)] : [];
      },
    });
    assert.match(
      withExamples,
      /`client\.upload\(.*\n {2}Examples: \[Guide › Step 1\]\(docs\/guide\/#twoslash-1\), \[Guide › Step 2\]\(docs\/guide\/#twoslash-2\), \[Guide › Step 3\]\(docs\/guide\/#twoslash-3\) and 1 more\n/,
    );
    assert.match(withExamples, /`interface UploadOptions .*\n {2}Examples: \[Guide › Step 5\]\(docs\/guide\/#twoslash-5\)\n/);
    assert.equal(withExamples.match(/Examples:/g)?.length, 2);
    for (const symbol of ['Client.health', 'Client.constructor', 'toMode', 'CHUNK_SIZE', 'Mode and members', 'Hook and members']) {
      assert.ok(asked.includes(symbol), `not asked for ${symbol}: ${asked.join(', ')}`);
    }
    assert.doesNotMatch(digest, /Examples:/);
  });

  test('fails when a group names a method the class does not have', () => {
    const stale = {...sampleOptions, mainClassGroups: [{title: 'Gone', methods: ['removedMethod']}]};
    assert.throws(() => renderApiDigest(project, stale), /name methods the package does not have: removedMethod/);
  });
});

describe('renderApiDigest on the installed bee-js', () => {
  test('names every runtime export and every Bee method', async () => {
    const project = await convertDeclarations(installedEntry(), TSCONFIG);
    const digest = renderApiDigest(project, {packageName: '@ethersphere/bee-js', version: 'test', mainClass: 'Bee', mainClassGroups: []});
    const missing = Object.keys(beeJs).filter((name) => !new RegExp(`\\b${name}\\b`).test(digest));
    assert.deepEqual(missing, []);
    // Private and protected members exist at runtime but are not part of the API; the declaration file marks them.
    const beeDeclarations = readFileSync(path.join(path.dirname(installedEntry()), 'bee.d.ts'), 'utf8');
    const privateNames = new Set([...beeDeclarations.matchAll(/^\s*(?:private|protected) (?:readonly )?(\w+)/gm)].map((match) => match[1]));
    assert.ok(privateNames.has('waitForUsablePostageStamp'), 'the declaration parsing found no private members');
    const methods = Object.getOwnPropertyNames(beeJs.Bee.prototype).filter((name) => name !== 'constructor' && !privateNames.has(name));
    assert.ok(methods.length > 100, `expected the full Bee class, found ${methods.length} methods`);
    const unlisted = methods.filter((name) => !digest.includes(`\`bee.${name}(`));
    assert.deepEqual(unlisted, []);
  });
});
