import {test} from 'node:test';
import assert from 'node:assert/strict';
import {gunzipSync} from 'node:zlib';
import {tarball} from './package';

test('the tarball holds the files under package/ as npm pack writes them: the bin executable, npm’s time stamp', async () => {
  const files = new Map([
    ['package.json', new TextEncoder().encode('{"name":"x"}\n')],
    ['server.cjs', new TextEncoder().encode('#!/usr/bin/env node\n')],
    ['data/types.json', new TextEncoder().encode('{}')],
  ]);
  const {unpackTar} = await import('modern-tar');
  const entries = await unpackTar(gunzipSync(await tarball(files)));
  assert.deepEqual(
    entries.map(({header, data}) => [header.name, header.mode, header.mtime?.toISOString(), new TextDecoder().decode(data)]),
    [
      ['package/package.json', 0o644, '1985-10-26T08:15:00.000Z', '{"name":"x"}\n'],
      ['package/server.cjs', 0o755, '1985-10-26T08:15:00.000Z', '#!/usr/bin/env node\n'],
      ['package/data/types.json', 0o644, '1985-10-26T08:15:00.000Z', '{}'],
    ],
  );
});
