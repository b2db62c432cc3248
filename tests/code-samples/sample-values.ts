/**
 * The values node samples declare instead of creating (`declare const batchId: BatchId`), each made through the
 * stand-in Bee before the samples run, so that a sample uses them exactly as a reader's real values. The set is
 * listed in README.md; a sample declaring a name that is not here fails, naming it.
 */
import {Bee, Duration, PrivateKey, Size, Topic, TransactionId} from '@ethersphere/bee-js';

/** A fixed key, so that owners and addresses derived from it are the same on every run. */
export const SAMPLE_SIGNER_KEY = '5c'.repeat(32);

export async function makeSampleValues(url: string): Promise<Record<string, unknown>> {
  const bee = new Bee(url);
  const batchId = await bee.buyStorage(Size.fromGigabytes(1), Duration.fromDays(30));
  const signer = new PrivateKey(SAMPLE_SIGNER_KEY);
  const {publicKey, overlay} = await bee.getNodeAddresses();

  const act = await bee.uploadFile(batchId, 'Quarterly numbers: confidential', 'report.txt', {contentType: 'text/plain', act: true});
  const history = act.historyAddress.getOrThrow();
  const grantees = await bee.createGrantees(batchId, [new PrivateKey('6a'.repeat(32)).publicKey().toCompressedHex()]);

  const website = await bee.uploadFiles(
    batchId,
    [new File(['<!doctype html><title>Home</title>'], 'index.html'), new File(['<!doctype html><title>Not found</title>'], '404.html')],
    {indexDocument: 'index.html', errorDocument: '404.html'},
  );
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
