/**
 * Facts about the pinned @ethersphere/bee-js, read from the installed package at build time so that no
 * version number on the site is typed by hand. Upgrading the package updates every page that shows them.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {SUPPORTED_BEE_VERSION, SUPPORTED_BEE_VERSION_EXACT} from '@ethersphere/bee-js';

export type BeeJsPackageFacts = {
  /** The documented bee-js release, e.g. "12.3.1". */
  version: string;
  /** The Bee release bee-js is tested against, with commit, e.g. "2.8.1-7cf53193". */
  supportedBeeVersionExact: string;
  /** The same without the commit, e.g. "2.8.1". */
  supportedBeeVersion: string;
  /** The Bee HTTP API version bee-js expects (its major must match the node's). */
  supportedBeeApiVersion: string;
  /** The Node.js range bee-js declares, or null when it declares none. */
  nodeRange: string | null;
};

type PackageJson = {version: string; engines?: {bee?: string; beeApiVersion?: string; node?: string}};

export function readBeeJsPackage(): BeeJsPackageFacts {
  const packageDir = path.join(path.dirname(require.resolve('@ethersphere/bee-js')), '..', '..');
  const pkg: PackageJson = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const {bee, beeApiVersion, node} = pkg.engines ?? {};
  // The API version is only published in `engines`; it went stale in some releases (12.1.0 said Bee 2.4.0
  // while the code supported 2.7.0). Trust it only when its Bee version agrees with the runtime constant.
  if (bee !== SUPPORTED_BEE_VERSION_EXACT || !beeApiVersion) {
    throw new Error(
      `@ethersphere/bee-js ${pkg.version}: package.json engines.bee (${bee}) does not match ` +
        `SUPPORTED_BEE_VERSION_EXACT (${SUPPORTED_BEE_VERSION_EXACT}), so engines.beeApiVersion cannot be trusted. ` +
        'Check the Bee API version by hand before publishing this upgrade.',
    );
  }
  return {
    version: pkg.version,
    supportedBeeVersionExact: SUPPORTED_BEE_VERSION_EXACT,
    supportedBeeVersion: SUPPORTED_BEE_VERSION,
    supportedBeeApiVersion: beeApiVersion,
    nodeRange: node ?? null,
  };
}
