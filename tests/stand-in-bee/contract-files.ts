/**
 * Where Bee's OpenAPI contract comes from and how a copy is known to be the right one: the two files of Bee's
 * repository at tag v2.8.1, each pinned by its SHA-256. Shared by the stand-in (contract.ts), the fetch script
 * (tests/fetch-bee-openapi.ts) and `npm test`'s early check.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';

const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');

export const BEE_CONTRACT_TAG = 'v2.8.1';

/** SHA-256 of `openapi/<name>` in ethersphere/bee at BEE_CONTRACT_TAG (checked with `git show v2.8.1:openapi/<name>`). */
export const CONTRACT_FILES: Record<string, string> = {
  'Swarm.yaml': 'a2355f2743a3a194bd9d007906857cd1a1de733f2afdf6a62a01f69468d4fdbb',
  'SwarmCommon.yaml': 'ca9916c59d5dc5628e61d5d5d5ddd8a1565038e61b1a292213e2a71f4f359940',
};

/** Raw files of Bee's public repository; BEE_OPENAPI_BASE_URL replaces it (a mirror, or a local server in tests). */
export const DEFAULT_CONTRACT_BASE_URL = `https://raw.githubusercontent.com/ethersphere/bee/${BEE_CONTRACT_TAG}/openapi/`;

/** The copy kept beside the project on the maintainers' machines. */
export const SHARED_CONTRACT_DIR = resolve(PROJECT_ROOT, '..', 'shared', 'data', 'bee-openapi-2.8.1');

/** Where `npm run fetch:bee-openapi` puts its verified copy: inside node_modules, so never committed. */
export const FETCHED_CONTRACT_DIR = join(PROJECT_ROOT, 'node_modules', '.cache', 'bee-openapi-2.8.1');

/** How to get the contract, for every message about a missing one. */
export const HOW_TO_GET_CONTRACT =
  'run `npm run fetch:bee-openapi`, or set BEE_OPENAPI_DIR to a folder holding Swarm.yaml and SwarmCommon.yaml ' +
  `of Bee 2.8.1 (ethersphere/bee, openapi/, tag ${BEE_CONTRACT_TAG})`;

export const sha256 = (content: Buffer | string) => createHash('sha256').update(content).digest('hex');

export function hasContractFiles(dir: string): boolean {
  return Object.keys(CONTRACT_FILES).every((name) => existsSync(join(dir, name)));
}

/** One line per contract file of `dir` whose content is not the pinned one; empty when all match. */
export function checksumProblems(dir: string): string[] {
  return Object.entries(CONTRACT_FILES).flatMap(([name, pinned]) => {
    const actual = sha256(readFileSync(join(dir, name)));
    return actual === pinned ? [] : [`${join(dir, name)}: SHA-256 ${actual}, expected ${pinned} (Bee ${BEE_CONTRACT_TAG})`];
  });
}
