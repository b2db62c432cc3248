/**
 * `npm run deploy:swarm [-- <dir>]`: uploads the built site (default build/) to a Bee node with bee-js itself,
 * as a website collection with index.html as index document and 404.html as error document.
 *
 * Environment:
 *   BEE_URL            the Bee node's API, e.g. http://localhost:1633 (required)
 *   BEE_POSTAGE_BATCH  a usable postage batch ID of that node, 64 hex characters (required)
 *   BEE_FEED_TOPIC     with BEE_PRIVATE_KEY: also point a feed at the upload, so the site keeps one address
 *   BEE_PRIVATE_KEY    the feed owner's key, 64 hex characters; keep it secret
 *   SWARM_GATEWAY      gateway whose URL is printed (default: bee-js's SWARM_GATEWAY_URL)
 *
 * `npm run deploy:swarm -- --print-base-url` prints the feed's /bzz/<address>/ path and exits: build with it as
 * BASE_URL before deploying, since the site's links must name the path it is served under.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {BatchId, Bee, BeeResponseError, PrivateKey, Reference, SWARM_GATEWAY_URL, Topic} from '@ethersphere/bee-js';

export type DeployConfig = {
  beeUrl: string;
  batchId: BatchId;
  feed: {topic: Topic; signer: PrivateKey} | null;
  gatewayUrl: string;
};

export type DeployResult = {
  reference: Reference;
  url: string;
  /** Present when a feed was updated: the stable address that always serves the latest deploy. */
  feed: {manifest: Reference; url: string} | null;
};

const HEX_64 = /^(0x)?[0-9a-f]{64}$/i;

function parseHttpUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be a URL such as http://localhost:1633, got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must start with http:// or https://, got "${raw}".`);
  }
  return raw.replace(/\/+$/, '');
}

/** Reads and checks the deploy settings; every error names the variable and what a valid value looks like. */
export function parseDeployEnv(env: NodeJS.ProcessEnv): DeployConfig {
  const {BEE_URL, BEE_POSTAGE_BATCH, BEE_FEED_TOPIC, BEE_PRIVATE_KEY, SWARM_GATEWAY} = env;
  const missing = [!BEE_URL && 'BEE_URL', !BEE_POSTAGE_BATCH && 'BEE_POSTAGE_BATCH'].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `Missing ${missing.join(' and ')}. Set BEE_URL to your Bee node's API (e.g. http://localhost:1633) and ` +
        'BEE_POSTAGE_BATCH to a usable postage batch ID of that node (see `swarm-cli stamp list`).',
    );
  }
  if (!HEX_64.test(BEE_POSTAGE_BATCH!)) {
    throw new Error(`BEE_POSTAGE_BATCH must be a postage batch ID of 64 hex characters, got "${BEE_POSTAGE_BATCH}".`);
  }
  if (Boolean(BEE_FEED_TOPIC) !== Boolean(BEE_PRIVATE_KEY)) {
    throw new Error(
      'Updating the site feed needs both BEE_FEED_TOPIC and BEE_PRIVATE_KEY; ' +
        `only ${BEE_FEED_TOPIC ? 'BEE_FEED_TOPIC' : 'BEE_PRIVATE_KEY'} is set. Set both, or neither to skip the feed.`,
    );
  }
  if (BEE_PRIVATE_KEY && !HEX_64.test(BEE_PRIVATE_KEY)) {
    // The value is a secret: say what is wrong with it without printing it.
    throw new Error(`BEE_PRIVATE_KEY must be 64 hex characters (optionally with 0x), got ${BEE_PRIVATE_KEY.length} characters.`);
  }
  return {
    beeUrl: parseHttpUrl('BEE_URL', BEE_URL!),
    batchId: new BatchId(BEE_POSTAGE_BATCH!.replace(/^0x/i, '')),
    feed:
      BEE_FEED_TOPIC && BEE_PRIVATE_KEY
        ? {
            // A 64-hex topic is used as is, so that a topic made by other tools can be reused; any other
            // name is hashed into a topic the way bee-js and swarm-cli do.
            topic: HEX_64.test(BEE_FEED_TOPIC) ? new Topic(BEE_FEED_TOPIC.replace(/^0x/i, '')) : Topic.fromString(BEE_FEED_TOPIC),
            signer: new PrivateKey(BEE_PRIVATE_KEY.replace(/^0x/i, '')),
          }
        : null,
    gatewayUrl: parseHttpUrl('SWARM_GATEWAY', SWARM_GATEWAY || SWARM_GATEWAY_URL),
  };
}

/** Checks that `dir` holds a built site with the two documents the Swarm manifest points at. */
export function checkBuildDir(dir: string): void {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(`${dir} does not exist: build the site first (npm run build).`);
  }
  for (const document of ['index.html', '404.html']) {
    if (!existsSync(path.join(dir, document))) throw new Error(`${dir} has no ${document}: is it a Docusaurus build?`);
  }
}

/** The base URL the site in `dir` was built for, read from the path of its main script in index.html. */
export function builtBaseUrl(dir: string): string {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const match = /\ssrc=["']?([^"'\s>]*?)assets\/js\/main\.[0-9a-f]+\.js/.exec(html);
  if (!match) throw new Error(`Cannot find the main script in ${dir}/index.html to tell which base URL it was built for.`);
  return match[1]!;
}

function explainBeeError(error: unknown, beeUrl: string): Error {
  if (!(error instanceof BeeResponseError)) return error instanceof Error ? error : new Error(String(error));
  if (error.status === undefined) {
    return new Error(`No Bee node answers at ${beeUrl} (${error.message}). Is BEE_URL right and the node running?`);
  }
  const body = typeof error.responseBody === 'object' ? JSON.stringify(error.responseBody) : String(error.responseBody ?? '');
  const hint =
    error.status === 422 || error.status === 404 || error.status === 400
      ? ' Check that BEE_POSTAGE_BATCH is a usable batch of this node (it can take a few minutes after buying).'
      : error.status === 402
        ? ' The postage batch is full: top it up, dilute it or buy a new one.'
        : '';
  return new Error(`Bee answered ${error.status} to ${error.method.toUpperCase()} ${error.url}: ${body}.${hint}`);
}

/** The feed manifest address: the same for every deploy with the same owner and topic. */
export async function feedManifest(bee: Bee, config: DeployConfig): Promise<Reference> {
  if (!config.feed) throw new Error('Set BEE_FEED_TOPIC and BEE_PRIVATE_KEY to use a feed.');
  const owner = config.feed.signer.publicKey().address();
  return bee.createFeedManifest(config.batchId, config.feed.topic, owner);
}

export async function deploy(config: DeployConfig, dir: string, log: (line: string) => void = console.log): Promise<DeployResult> {
  checkBuildDir(dir);
  const bee = new Bee(config.beeUrl);
  const bzzUrl = (reference: Reference) => `${config.gatewayUrl}/bzz/${reference.toHex()}/`;
  try {
    // Fails fast with a clear message; bee-js would otherwise report a dead node only in the middle of the upload.
    await bee.checkConnection();
    log(`Uploading ${dir} to ${config.beeUrl}...`);
    const {reference} = await bee.uploadFilesFromDirectory(config.batchId, dir, {
      indexDocument: 'index.html',
      errorDocument: '404.html',
    });
    log(`Reference: ${reference.toHex()}`);
    log(`URL: ${bzzUrl(reference)}`);
    if (!config.feed) {
      warnOnBaseUrl(
        dir,
        `/bzz/${reference.toHex()}/`,
        'Set BEE_FEED_TOPIC and BEE_PRIVATE_KEY for an address known before the build.',
        log,
      );
      return {reference, url: bzzUrl(reference), feed: null};
    }
    await bee.makeFeedWriter(config.feed.topic, config.feed.signer).uploadReference(config.batchId, reference);
    const manifest = await feedManifest(bee, config);
    log(`Feed manifest: ${manifest.toHex()}`);
    log(`Stable URL: ${bzzUrl(manifest)}`);
    warnOnBaseUrl(dir, `/bzz/${manifest.toHex()}/`, 'Build with BASE_URL set to `npm run deploy:swarm -- --print-base-url`.', log);
    return {reference, url: bzzUrl(reference), feed: {manifest, url: bzzUrl(manifest)}};
  } catch (error) {
    throw explainBeeError(error, config.beeUrl);
  }
}

/** A site's links carry its base URL, so a build made for another path loads without styles or scripts there. */
function warnOnBaseUrl(dir: string, servedUnder: string, hint: string, log: (line: string) => void): void {
  const baseUrl = builtBaseUrl(dir);
  if (baseUrl === servedUnder) return;
  log(
    `Note: ${dir} was built for base URL ${baseUrl}, so it works where it is served at that path (for example at ` +
      `the root of a domain that points at it), not under ${servedUnder}. ${hint}`,
  );
}

async function main(args: string[]): Promise<void> {
  const config = parseDeployEnv(process.env);
  if (args.includes('--print-base-url')) {
    const manifest = await feedManifest(new Bee(config.beeUrl), config).catch((error: unknown) => {
      throw explainBeeError(error, config.beeUrl);
    });
    console.log(`/bzz/${manifest.toHex()}/`);
    return;
  }
  const dir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
  await deploy(config, dir);
}

function fail(error: unknown): never {
  console.error(`deploy:swarm failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // bee-js 12.3 sends the collection request before writing the archive and awaits it only afterwards, so a node
  // that answers early (or goes away) surfaces as an unhandled rejection rather than through `deploy`.
  process.on('unhandledRejection', (error) => fail(explainBeeError(error, process.env.BEE_URL ?? '')));
  main(process.argv.slice(2)).catch(fail);
}
