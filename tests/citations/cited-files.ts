/**
 * Where the cited source comes from. On the maintainers' machines: ../shared/data/ beside the project (Bee at
 * v2.8.1, gateway-proxy at 4f50bda, the viper and cast files; each folder's README says where it comes from).
 * On GitHub's runners: node_modules/.cache/cited-source/, the same layout, where `npm run fetch:bee-source` puts
 * the cited files after checking each against the SHA-256 pinned here. bee-js's citations are read from the
 * installed package.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {BEE_JS_VERSION, BEE_REF, GATEWAY_PROXY_REF, type BeeSource} from '../../src/data/bee-behaviour';

const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');

/** The repositories a citation may point into, and the folder of each under a data directory. */
export const CITED_REPOS: readonly {repo: BeeSource['repo']; ref: string; dir: string}[] = [
  {repo: 'ethersphere/bee', ref: BEE_REF, dir: 'bee-source-2.8.1'},
  {repo: 'ethersphere/gateway-proxy', ref: GATEWAY_PROXY_REF, dir: 'gateway-proxy-4f50bda'},
  {repo: 'spf13/viper', ref: 'v1.7.0', dir: 'go-deps/viper-1.7.0'},
  {repo: 'spf13/cast', ref: 'v1.3.0', dir: 'go-deps/cast-1.3.0'},
];

export const SHARED_DATA_DIR = resolve(PROJECT_ROOT, '..', 'shared', 'data');
/** Inside node_modules, so never committed. */
export const FETCHED_SOURCE_DIR = join(PROJECT_ROOT, 'node_modules', '.cache', 'cited-source');
export const BEE_JS_DIR = join(PROJECT_ROOT, 'node_modules', '@ethersphere', 'bee-js');

/** Raw files of GitHub; BEE_SOURCE_BASE_URL replaces it (a mirror, or a local server in tests). */
export const DEFAULT_SOURCE_BASE_URL = 'https://raw.githubusercontent.com/';

/**
 * SHA-256 of each cited file, by its path under a data directory. Taken from the shared copies, which are the
 * files of the tags unchanged; tests/unit/citations.test.ts fails when a citation names a file missing here,
 * printing the line to add, and when a file here is no longer cited.
 */
export const CITED_FILES: Record<string, string> = {
  'bee-source-2.8.1/cmd/bee/cmd/cmd.go': 'dd9f3e0015cdd2ce13e94f6eb101a168c14580fe37279523b30c76690899e7c9',
  'bee-source-2.8.1/cmd/bee/cmd/start.go': '08f98ef5e848607ef4cf8318164638691e70d5faed9ea8f92f6c1d73aacbbdf0',
  'bee-source-2.8.1/pkg/accounting/accounting.go': 'b9ffef8ab65e6f11e2c083b9a7f0e2ffb3e15f0cd57abbd77f729785225bfd99',
  'bee-source-2.8.1/pkg/accounting/accounting_test.go': 'c05eaa369191c150b60fa4e2f3a2db81a22bdb191c8156b25e02c201351c3535',
  'bee-source-2.8.1/pkg/api/accesscontrol.go': 'bc485a224b5d450090146cc36100317307df4e0625bfa5afbe2ffd3f107942bb',
  'bee-source-2.8.1/pkg/api/api.go': '9f6e76d7be73bcc20048acb47cfc4331c702f499413b8e57c942bf1fbbf2259f',
  'bee-source-2.8.1/pkg/api/bytes.go': '270e300dc333df0b1ac38a364a340d7c9838d5c6dcc1fa4653a6fac9a0afbba5',
  'bee-source-2.8.1/pkg/api/bytes_test.go': '3932ec280691fff379dbdd1486b367f70d93a7cf4508729a2e451291b63db2d6',
  'bee-source-2.8.1/pkg/api/bzz.go': '5ba5eac59186171f754c46c75989110dc00d28d1978f586451e526f85eec583f',
  'bee-source-2.8.1/pkg/api/chequebook.go': '3f48febeb9699d6095a5e557af7ea47ccb6fe96d5784606905b9fdf43ff68a0e',
  'bee-source-2.8.1/pkg/api/chequebook_test.go': '746c6340326c3742a418f548c68320dded9ef5ecb947b74fa7c809ff9aabd6df',
  'bee-source-2.8.1/pkg/api/chunk.go': '189c552317bd3ed09d9ea23f84e9cf88f8c4910b0552873e73dbb493261566ca',
  'bee-source-2.8.1/pkg/api/cors_test.go': '298a0af7e9a79b2eb64d97fe8ab79c7dbd74f216ad02c795e4c0a315e61c4ef7',
  'bee-source-2.8.1/pkg/api/dirs.go': 'e1da6bdc218c710c926845a9eefaf2b51107c07a6a2af6e492854577f88702f9',
  'bee-source-2.8.1/pkg/api/dirs_test.go': '69ab1ebdc650ebff4a5e76daf1348bc1095c861727f07025a74bf0c806f549d4',
  'bee-source-2.8.1/pkg/api/feed.go': 'bcb6882581f2d1ee10359efd3ff3fe92db08e5fead5a5fa39706adfa1fcb3512',
  'bee-source-2.8.1/pkg/api/node.go': '7f0ad2c2fd78de50a1367b5dbf7b0d485314e150fb9712aea739bbe1f5ae39d0',
  'bee-source-2.8.1/pkg/api/pin.go': 'e8e969e0ae81a8a1c551a110bb2b9ecb4398af6c015386c951465df8b8b84fff',
  'bee-source-2.8.1/pkg/api/postage.go': '228e55060eb2640a00e7c5d2f5cf5d4b55dcce4388b06afec32fc8fff48d8fc2',
  'bee-source-2.8.1/pkg/api/pss.go': '344f1419e584e5d461091eeec650b5ef9737ecc77fb17ed67aab0a1ad91d7150',
  'bee-source-2.8.1/pkg/api/rchash.go': '0833b24828223b9971e0cbe3f2e9e0c5e32a4f6c0f0928680088cb0ab6658b75',
  'bee-source-2.8.1/pkg/api/readiness.go': 'cfbba43a22be89b23b30694560a6f7d050990fd059c00ce2a8db9e072aa716cb',
  'bee-source-2.8.1/pkg/api/router.go': '9e90c4d1ced9d903f68be550c29c10258bbbe70cc001f9f413d57f202b9933a4',
  'bee-source-2.8.1/pkg/api/router_test.go': 'b579c3d299b930fe7457cc418ee85fd3a2dc840149b74e80c5cf2d2d944cca56',
  'bee-source-2.8.1/pkg/api/soc.go': 'ca6f1528c03a2f627a4b55a3ee1b4e45b9c394d2225a54999cd6b7c8a4ce18ab',
  'bee-source-2.8.1/pkg/api/staking.go': '54ebe594e9f7494d3927599cf98e825761de35398fd4415b2340a871bf62b981',
  'bee-source-2.8.1/pkg/api/status.go': '5b6261ae41ab50fdba12cf26777d38a15524688db319b6d4f689541952da8e9b',
  'bee-source-2.8.1/pkg/api/stewardship.go': '228fbdafbe27525f5bd9033b59986a3522276b77c5b7994d04ee1d979d706ec4',
  'bee-source-2.8.1/pkg/api/tag.go': 'ae34be5722fcb4f7bfbfd52ccfcb31ba00b0532387c1de0c6ff53bf3cd1131c7',
  'bee-source-2.8.1/pkg/api/wallet.go': 'b940e40a9560e9ca4f0924567660343b23fcf4a8524fcd2d1372d2a95f7b5af1',
  'bee-source-2.8.1/pkg/cac/cac.go': '392825a3dcbba3d3f7d102905c76a36cf4f1860747e3f19c68069eb94647db78',
  'bee-source-2.8.1/pkg/crypto/signer.go': '8bce498fa50f2738e09d1bb2d1134b953ea5893dc4febdc362540a4c567fd1a4',
  'bee-source-2.8.1/pkg/feeds/factory/factory.go': 'bf443d6748ea0bf8881b1d741419e62c7c24d2b7684dd6aff8e8d2029f6ad3e6',
  'bee-source-2.8.1/pkg/feeds/sequence/lookup_test.go': '8406b18d9eee23ed214b5c23168cf1fd4fdf2abb9ddb2f579b838c6fa2c42add',
  'bee-source-2.8.1/pkg/feeds/sequence/sequence.go': 'cd866aa60fd569e80301e470f48a5d6cea733a63c091ecf3b3cbe180b0532e21',
  'bee-source-2.8.1/pkg/file/joiner/joiner.go': 'c4cda25147789cfb35b61eea189ca7bec01b43b37a3f6c6091c9356d83c1800a',
  'bee-source-2.8.1/pkg/file/pipeline/feeder/feeder.go': '78cc73f6f8858d31dedc13cd7786455bb2c3f8f4efcbe4b1d7c87a756071499c',
  'bee-source-2.8.1/pkg/file/pipeline/feeder/feeder_test.go': '58c0ef72f24504934a1cf7c18456dc890e8432aa8e42eccd5ac35fd0b0df9557',
  'bee-source-2.8.1/pkg/file/pipeline/hashtrie/hashtrie.go': 'e18cefda8c47dc846765fa70f93a0d1b12182b9053ed021f964003d2eccf7be0',
  'bee-source-2.8.1/pkg/file/pipeline/hashtrie/hashtrie_test.go': '50943bb7902c3e6e49a975782a3adcf904c6b0761aad675334f9a83961668ae7',
  'bee-source-2.8.1/pkg/file/redundancy/level.go': '4bf0eb8e6f5be484a813cc969c97465973365dba0ef5b607987f868f111ccd45',
  'bee-source-2.8.1/pkg/manifest/mantaray/node.go': '8c1f0b5061d524c8c7b214aead355b726f95d82b45e70ad2a30377b479fd0f95',
  'bee-source-2.8.1/pkg/manifest/mantaray/persist.go': 'aac7151d6807835eb3202c68a7d897cfbfe528d90e37043802b3ab2c8b57cf92',
  'bee-source-2.8.1/pkg/node/chain.go': '39a77e24db1dad3b256ec88efa9ebb45cb3e8931021774e5a4289df9595cd1a0',
  'bee-source-2.8.1/pkg/node/node.go': '90308e153a4606672296b256f47331fd0e86c3806e906aad8b639b5c2d1cd7a1',
  'bee-source-2.8.1/pkg/postage/batchstore/store.go': '1bc2ac4868839aa14aa3832114d1d0c068f4ec0af5ab3ffafea78fcd53a66bff',
  'bee-source-2.8.1/pkg/postage/batchstore/store_test.go': '27a39410d8a5f10b2307df4e80c634d9212701d8c7dbc44285e464d11df05e65',
  'bee-source-2.8.1/pkg/postage/listener/listener.go': '1b445e935e07134324f300bae2f4328fd1f957fe0be6e7e6a61bba8109d279ba',
  'bee-source-2.8.1/pkg/postage/listener/listener_test.go': '3b44aa128ff8c37e27249894bb72bf011ccd08e70dcf634f286aaa8ff727915f',
  'bee-source-2.8.1/pkg/postage/postagecontract/contract.go': 'b6f0e80f4211237816aff8536be8b9e79ef5016915cc919a1a004faff11f94da',
  'bee-source-2.8.1/pkg/postage/postagecontract/contract_test.go': 'a4fbb649975b8826f46ea3a53580c56b54197187e4bcf64ab26e4fc3b8d0d7e4',
  'bee-source-2.8.1/pkg/postage/service.go': '7506d246dbaec5e511ee07a6359c14e757889f1791a4abb24741d1e883274ccd',
  'bee-source-2.8.1/pkg/postage/service_test.go': '153a181cb59101a4237ae18ca22623cba7af193530812360a310def823942c61',
  'bee-source-2.8.1/pkg/postage/stamper.go': '12ec8edf8839f7cf2e067a4518f50d5124f20848180f59e695258609109e618d',
  'bee-source-2.8.1/pkg/postage/stamper_test.go': '4cdf8712aa9966fb4f8d2eb113f8be734cf120a49d1e4093888390bce54c90d0',
  'bee-source-2.8.1/pkg/pusher/pusher.go': '2c10b009bf8f7423123b558bd360cce13abd7af155bfcf830cb893de96a719d7',
  'bee-source-2.8.1/pkg/pusher/pusher_test.go': '85fc5a31ae8ba00a24c3dbb1a4f0eb0b429ef4d2b0ae43b8b1966a0a6e5104c9',
  'bee-source-2.8.1/pkg/pushsync/pushsync.go': '238a347d1550c558df2aa36e95ae62ed7bb4e60d26d35615421b2f3a9d405976',
  'bee-source-2.8.1/pkg/replicas/putter_test.go': '5a00a5af2b8e86a1ac1079d8068ca8494a3f74c8f2a84f4b8f80954b75716972',
  'bee-source-2.8.1/pkg/settlement/swap/chequebook/cashout.go': 'b649412dddf154c92415c790a553eeead1549038a42be0a173d909f4a49a1bcd',
  'bee-source-2.8.1/pkg/settlement/swap/chequebook/chequebook.go': 'b2c9b84100c5b455e9ada06c2271554cd6dd2646b91141358a9cf67af36496bd',
  'bee-source-2.8.1/pkg/settlement/swap/chequebook/init.go': '90537cba749dc741a55f096ab78aced8fd1e673fc859387bfb49c75e32430af1',
  'bee-source-2.8.1/pkg/settlement/swap/swap.go': 'fc82cbccf3e18956c4a4d86fa325d10f9ed6d4f585e033244d98a7256e233427',
  'bee-source-2.8.1/pkg/soc/soc.go': 'a64cc4c6f765710446215a9e72fc06a2d05cd8c750a23df9dc9586d3b84fd263',
  'bee-source-2.8.1/pkg/soc/soc_test.go': '488b9118d65b467ea2a6be8545b2415c7a2ad3c5a963b405ffada2ff8409b809',
  'bee-source-2.8.1/pkg/steward/steward.go': '57559fc7ae62e9ba05a8ff40a363453aca2bd05fdae98040890d406b6be2e3a2',
  'bee-source-2.8.1/pkg/steward/steward_test.go': 'f3e212d4764006f420b114600c4be3d0090577f3719be3adad635cf556a8427e',
  'bee-source-2.8.1/pkg/storageincentives/agent.go': '0e1a3faa40b8df524277b686d7d5e4325b3351dce38ab2e016a5953b4bbd21dc',
  'bee-source-2.8.1/pkg/storageincentives/proof.go': '0613a143daf2c4804cebcd102a39454b0e693bf24a4322a655e2c44f5a9c9e75',
  'bee-source-2.8.1/pkg/storageincentives/staking/contract.go': '48dd2e9bd399166a6044418265492b61091837bfc0d1c83446a851cf524fd045',
  'bee-source-2.8.1/pkg/storer/internal/chunkstore/chunkstore.go': '7076782e6a4798114b0739de18e89e16701f957f64b3cd4e30063c83b6963cd1',
  'bee-source-2.8.1/pkg/storer/internal/pinning/pinning.go': '78a9bf2c38b9c1efef34c1372d5721f0c06f3a8f91119962e5748ab165955185',
  'bee-source-2.8.1/pkg/storer/internal/upload/uploadstore.go': '325bcc869352076f8410c1cf6b7e0b69fcc80466a400bdf23e2960fb64748d88',
  'bee-source-2.8.1/pkg/storer/internal/upload/uploadstore_test.go': 'e39ea75369aa6f8748b12505d0ee6a32088e1279cf7ef27ab214785beeabe078',
  'bee-source-2.8.1/pkg/storer/reserve.go': '471555ff0b6d04f87fb963104a4d973fb3e4d6da107406d8b56d4930e73e15fc',
  'bee-source-2.8.1/pkg/storer/sample.go': '1ccf0dfc32ea7cee5eeb964be7d70cee149a06088ff34d89f919c1e341a8cbf8',
  'bee-source-2.8.1/pkg/storer/uploadstore_test.go': '38fdd7dce741749cbad9b27deec779ad8d0750e86ee0e953f70d0f2626664e80',
  'gateway-proxy-4f50bda/src/proxy.ts': '6d783282b1da7275675ee92244ef1acd8845e069d921e40ee26c6fdab18a6d55',
  'gateway-proxy-4f50bda/src/server.ts': '1787f5b0ad839a68a2e8369e16cff3f8f8bad6e7d3649da4397aac5fdfb954be',
  'go-deps/cast-1.3.0/caste.go': 'ce67f5cd8b12584be11f68d768e8460007b60b59505cfe00c5a6ce7a35acdbde',
  'go-deps/viper-1.7.0/viper.go': 'bec63043cd77615b93ffce9994e157f81a90b7e1d8a9cf7df0a343b920fabb10',
};

export const HOW_TO_GET_SOURCE =
  'run `npm run fetch:bee-source` (downloads the cited files from GitHub into node_modules/.cache/cited-source/), ' +
  'or put the shared data folder at ../shared/data beside the project';

/** The key of a cited file in CITED_FILES; undefined for bee-js, read from the installed package. */
export function citedFileKey(repo: string, ref: string, file: string): string | undefined {
  const cited = CITED_REPOS.find((candidate) => candidate.repo === repo && candidate.ref === ref);
  return cited && `${cited.dir}/${file}`;
}

export const pinnedSha256 = (key: string): string | undefined => CITED_FILES[key];

/** Where a repository's cited files are on this machine: a folder, null when absent, undefined when no such source. */
export type SourceRoots = {rootOf: (repo: string, ref: string) => string | null | undefined};

export function sourceRoots(dataDirs: readonly string[] = [SHARED_DATA_DIR, FETCHED_SOURCE_DIR], beeJsDir = BEE_JS_DIR): SourceRoots {
  return {
    rootOf(repo, ref) {
      if (repo === 'ethersphere/bee-js') {
        const installed = (JSON.parse(readFileSync(join(beeJsDir, 'package.json'), 'utf8')) as {version: string}).version;
        return ref === BEE_JS_VERSION && installed === ref ? beeJsDir : undefined;
      }
      const cited = CITED_REPOS.find((candidate) => candidate.repo === repo && candidate.ref === ref);
      if (!cited) return undefined;
      return dataDirs.map((dir) => join(dir, cited.dir)).find((dir) => existsSync(dir)) ?? null;
    },
  };
}
