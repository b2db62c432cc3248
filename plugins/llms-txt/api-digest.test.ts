import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as beeJs from '@ethersphere/bee-js';
import type {ProjectReflection} from 'typedoc';
import {convertDeclarations, exportSummaries, renderApiDigest} from './api-digest';
import {typesEntryPoint} from './index';

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
    const health = digest.indexOf('`client.health(): Promise<boolean>` — Reports the node\'s health.');
    const data = digest.indexOf('### Data');
    const download = digest.indexOf('`client.download(address: string): Promise<Uint8Array>`');
    const upload = digest.indexOf('`client.upload(data: Uint8Array, options?: UploadOptions): Promise<string>` — Stores bytes.');
    assert.ok(status >= 0 && status < health && health < data && data < download && download < upload, digest);
  });

  test('puts methods no group names under "Other methods" and marks deprecations', () => {
    assert.match(digest, /### Other methods\n\n- `client\.put\(data: Uint8Array\): Promise<string>` — Deprecated: Use `upload`\. Stores bytes the old way\./);
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

  test('fails when a group names a method the class does not have', () => {
    const stale = {...sampleOptions, mainClassGroups: [{title: 'Gone', methods: ['removedMethod']}]};
    assert.throws(() => renderApiDigest(project, stale), /name methods the package does not have: removedMethod/);
  });
});

describe('renderApiDigest on the installed bee-js', () => {
  test('names every runtime export and every Bee method', async () => {
    const project = await convertDeclarations(typesEntryPoint(ROOT, '@ethersphere/bee-js'), TSCONFIG);
    const digest = renderApiDigest(project, {packageName: '@ethersphere/bee-js', version: 'test', mainClass: 'Bee', mainClassGroups: []});
    const missing = Object.keys(beeJs).filter((name) => !new RegExp(`\\b${name}\\b`).test(digest));
    assert.deepEqual(missing, []);
    // Private and protected members exist at runtime but are not part of the API; the declaration file marks them.
    const beeDeclarations = readFileSync(path.join(path.dirname(typesEntryPoint(ROOT, '@ethersphere/bee-js')), 'bee.d.ts'), 'utf8');
    const privateNames = new Set([...beeDeclarations.matchAll(/^\s*(?:private|protected) (?:readonly )?(\w+)/gm)].map((match) => match[1]));
    assert.ok(privateNames.has('waitForUsablePostageStamp'), 'the declaration parsing found no private members');
    const methods = Object.getOwnPropertyNames(beeJs.Bee.prototype).filter(
      (name) => name !== 'constructor' && !privateNames.has(name),
    );
    assert.ok(methods.length > 100, `expected the full Bee class, found ${methods.length} methods`);
    const unlisted = methods.filter((name) => !digest.includes(`\`bee.${name}(`));
    assert.deepEqual(unlisted, []);
  });
});
