import {test} from 'node:test';
import assert from 'node:assert/strict';
import {requestsOf} from './local-client';
import {oneHitPerPage} from './one-hit-per-page';

test('every request of either shape asks the local client for one hit per page', () => {
  const shapes = [
    {
      requests: [
        {indexName: 'docs', query: 'batch'},
        {indexName: 'docs', query: 'stamp'},
      ],
    },
    [{indexName: 'docs', params: {query: 'batch', hitsPerPage: 15}}],
    [{indexName: 'docs', params: 'query=batch&hitsPerPage=15'}],
  ];
  for (const shape of shapes) {
    const requests = requestsOf(oneHitPerPage(shape));
    assert.equal(requests.length, Array.isArray(shape) ? shape.length : shape.requests.length);
    for (const request of requests) assert.equal(request.distinct, true, JSON.stringify(shape));
    for (const request of requestsOf(shape)) assert.equal(request.distinct, undefined, 'the input is left as it was');
  }
});

test('a call without requests reaches the client unchanged, which names what it needs', () => {
  assert.deepEqual(oneHitPerPage({}), {});
  assert.throws(() => requestsOf(oneHitPerPage({})), /requests` is required/);
});
