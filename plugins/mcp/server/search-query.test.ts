import {test} from 'node:test';
import assert from 'node:assert/strict';
import {codeNames, pastedErrorTerms} from './search-query';

test('a pasted error with an HTTP status is searched by its error class and status', () => {
  assert.equal(pastedErrorTerms('BeeResponseError: Request failed with status code 402 Payment Required'), 'BeeResponseError 402');
  assert.equal(pastedErrorTerms('{"message":"batch is overissued","code":402}'), '402');
  assert.equal(pastedErrorTerms('Request failed with status code 404'), '404');
});

test('a question that names a status, or an error without one, is searched as written', () => {
  assert.equal(pastedErrorTerms('upload refused with 402 batch full'), undefined);
  assert.equal(pastedErrorTerms('TypeError: Failed to fetch'), undefined);
  assert.equal(pastedErrorTerms('BeeResponseError: Payment Required: batch is overissued'), undefined);
  assert.equal(pastedErrorTerms('fetch failed: connect ECONNREFUSED 127.0.0.1:1633'), undefined);
});

test('code names are camelCase words and members, as written in a query', () => {
  assert.deepEqual(codeNames('why does createFeedWriter fail'), ['createFeedWriter']);
  assert.deepEqual(codeNames('bee.uploadFile() and Utils.getStampCost, then BeeResponseError'), ['bee.uploadFile', 'Utils.getStampCost']);
  assert.deepEqual(codeNames('how do I upload a folder'), []);
});
