/**
 * The values node samples declare instead of creating (`declare const batchId: BatchId`), each made through the
 * stand-in Bee before the samples run, so that a sample uses them exactly as a reader's real values. The set is
 * listed in README.md; a sample declaring a name that is not here fails, naming it.
 */
import {Bee, Duration, PrivateKey, Size, Topic, TransactionId} from '@ethersphere/bee-js';
import type {StandInBee} from '../stand-in-bee';

/**
 * The key the pages' own samples derive their owner address from (b94a3345…), so that a sample reading the
 * chunks and feeds of that owner finds what an earlier sample of the page wrote with `signer`.
 */
export const SAMPLE_SIGNER_KEY = 'be18be80225c5cae9caff4a21905e25a78af6efc2f90e9aeea3ccb661914235f';

export async function makeSampleValues(standIn: StandInBee): Promise<Record<string, unknown>> {
  const url = standIn.url;
  const bee = new Bee(url);
  const batchId = await bee.buyStorage(Size.fromGigabytes(1), Duration.fromDays(30));
  const signer = new PrivateKey(SAMPLE_SIGNER_KEY);
  const {publicKey, overlay} = await bee.getNodeAddresses();

  const act = await bee.uploadFile(batchId, 'Quarterly numbers: confidential', 'report.txt', {contentType: 'text/plain', act: true});
  const history = act.historyAddress.getOrThrow();
  const grantees = await bee.createGrantees(batchId, [new PrivateKey('6a'.repeat(32)).publicKey().toCompressedHex()]);

  const website = await bee.uploadCollection(
    batchId,
    [
      {path: 'index.html', size: 34, file: new File(['<!doctype html><title>Home</title>'], 'index.html')},
      {path: '404.html', size: 39, file: new File(['<!doctype html><title>Not found</title>'], '404.html')},
      {path: 'videos/launch.mp4', size: 20, file: new File(['a short launch video'], 'launch.mp4', {type: 'video/mp4'})},
    ],
    {indexDocument: 'index.html', errorDocument: '404.html'},
  );
  standIn.state.ensNames.set('swarm.eth', website.reference.toHex());
  const feedTopic = Topic.fromString('my-website');
  await bee.makeFeedWriter(feedTopic, signer).uploadReference(batchId, website.reference);
  const feedManifest = await bee.createFeedManifest(batchId, feedTopic, signer.publicKey().address());

  return {
    bee,
    batchId,
    signer,
    reference: act.reference,
    ref: grantees.ref,
    history: history.toHex(),
    historyref: grantees.historyref,
    publisher: publicKey.toCompressedHex(),
    receiverOverlay: overlay.toHex(),
    website: website.reference,
    websiteReference: website.reference.toHex(),
    feedManifestReference: feedManifest.toHex(),
    transaction: new TransactionId('7a'.repeat(32)),
    largeFile: new Uint8Array(3 * 1024 * 1024).fill(7),
    files: [new File(['<!doctype html><title>Upload</title>'], 'index.html'), new File(['body {}'], 'style.css')],
  };
}
