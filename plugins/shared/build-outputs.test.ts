import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Plugin} from '@docusaurus/types';
import {BUILD_OUTPUTS, buildOutputWritten, writesBuildOutput} from './build-outputs';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];
const props = {} as PostBuildProps;

test('a reader waits until the writer’s postBuild has ended, whichever starts first', async () => {
  const events: string[] = [];
  let finishWriting!: () => void;
  const writer = writesBuildOutput(BUILD_OUTPUTS.searchIndex, {
    name: 'writer',
    postBuild: () => new Promise<void>((resolve) => (finishWriting = resolve)).then(() => void events.push('written')),
  });
  const reading = buildOutputWritten(BUILD_OUTPUTS.searchIndex).then(() => events.push('read'));
  const writing = writer.postBuild!(props);
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(events, []);
  finishWriting();
  await Promise.all([writing, reading]);
  assert.deepEqual(events, ['written', 'read']);
});

test('a writer that fails fails its readers with its error', async () => {
  const writer = writesBuildOutput(BUILD_OUTPUTS.llmsFiles, {
    name: 'writer',
    postBuild: () => Promise.reject(new Error('disk full')),
  });
  await assert.rejects(async () => writer.postBuild!(props), /disk full/);
  await assert.rejects(buildOutputWritten(BUILD_OUTPUTS.llmsFiles), /disk full/);
});
