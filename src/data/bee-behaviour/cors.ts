/**
 * What a browser may send: the origins Bee lets through its CORS check, the request headers the public gateway
 * allows, and the upload options whose headers it refuses.
 */
import {beeJs, bee, type BeeSource, GATEWAY_PROXY_REF} from './source';

/**
 * `BEE_CORS_ALLOWED_ORIGINS` as Bee reads it: viper hands the environment value over as one string
 * (viper v1.7.0, viper.go:1100 in (*Viper).find) and `GetStringSlice` (start.go:321 in buildBeeNode) turns it
 * into a list with cast's `ToStringSlice`, which splits a string with Go's `strings.Fields` (cast v1.3.0,
 * caste.go:1133 in ToStringSliceE): on runs of white space, never on commas. The `--cors-allowed-origins` flag, a
 * pflag StringSlice, takes a comma list.
 */
export const CORS_ALLOWED_ORIGINS = {
  flag: '--cors-allowed-origins',
  environmentVariable: 'BEE_CORS_ALLOWED_ORIGINS',
  yamlKey: 'cors-allowed-origins',
  sources: {
    flag: bee('cmd/bee/cmd/cmd.go', 286, '(*command).setAllFlags', 'cmd.Flags().StringSlice(optionCORSAllowedOrigins'),
    read: bee('cmd/bee/cmd/start.go', 321, 'buildBeeNode', 'c.config.GetStringSlice(optionCORSAllowedOrigins)'),
    environment: {
      repo: 'spf13/viper',
      ref: 'v1.7.0',
      file: 'viper.go',
      line: 1100,
      function: '(*Viper).find',
      fragment: 'v.getEnv(v.mergeWithEnvPrefix(lcaseKey))',
    },
    split: {repo: 'spf13/cast', ref: 'v1.3.0', file: 'caste.go', line: 1133, function: 'ToStringSliceE', fragment: 'strings.Fields(v)'},
    match: bee('pkg/api/api.go', 611, '(*Service).checkOrigin', 'hosts := append(s.CORSAllowedOrigins'),
  } satisfies Record<string, BeeSource>,
} as const;

/** Go's `strings.Fields`: the value split on runs of Unicode white space, empty fields dropped. */
export function corsOriginsFromEnvironment(value: string): string[] {
  return value.split(/\s+/u).filter((field) => field !== '');
}

/** Whether Bee's CORS check lets `origin` through with these allowed origins (api.go:611-615 in (*Service).checkOrigin). */
export function corsAllows(allowedOrigins: readonly string[], origin: string): boolean {
  return allowedOrigins.some((allowed) => allowed === '*' || allowed.toLowerCase() === origin.toLowerCase());
}

/** The request headers gateway-proxy's CORS answer allows; a browser's preflight refuses any other. */
export const GATEWAY_PROXY_ALLOWED_HEADERS = {
  headers: ['content-type', 'authorization', 'swarm-postage-batch-id', 'swarm-deferred-upload'],
  source: {
    repo: 'ethersphere/gateway-proxy',
    ref: GATEWAY_PROXY_REF,
    file: 'src/server.ts',
    line: 47,
    function: 'createApp',
    fragment: "'Content-Type, Authorization, swarm-postage-batch-id, swarm-deferred-upload'",
  } satisfies BeeSource,
} as const;

/** The header bee-js 12.3.1 sends for each upload option or upload kind, with the line that sets it. */
export const UPLOAD_HEADERS: readonly {option: string; header: string; source: BeeSource}[] = [
  {
    option: 'uploadCollection / uploadFiles (a collection)',
    header: 'swarm-collection',
    source: beeJs('dist/cjs/utils/tar-uploader.js', 18, 'uploadTar', "'swarm-collection': 'true'"),
  },
  {option: 'pin', header: 'swarm-pin', source: beeJs('dist/cjs/utils/headers.js', 65, 'prepareRequestHeaders', "headers['swarm-pin']")},
  {
    option: 'encrypt',
    header: 'swarm-encrypt',
    source: beeJs('dist/cjs/utils/headers.js', 69, 'prepareRequestHeaders', "headers['swarm-encrypt']"),
  },
  {
    option: 'redundancyLevel',
    header: 'swarm-redundancy-level',
    source: beeJs('dist/cjs/utils/headers.js', 57, 'prepareRequestHeaders', "headers['swarm-redundancy-level']"),
  },
  {option: 'tag', header: 'swarm-tag', source: beeJs('dist/cjs/utils/headers.js', 72, 'prepareRequestHeaders', "headers['swarm-tag']")},
  {option: 'act', header: 'swarm-act', source: beeJs('dist/cjs/utils/headers.js', 61, 'prepareRequestHeaders', "headers['swarm-act']")},
  {
    option: 'indexDocument',
    header: 'swarm-index-document',
    source: beeJs('dist/cjs/utils/headers.js', 89, 'prepareRequestHeaders', "headers['swarm-index-document']"),
  },
  {
    option: 'errorDocument',
    header: 'swarm-error-document',
    source: beeJs('dist/cjs/utils/headers.js', 92, 'prepareRequestHeaders', "headers['swarm-error-document']"),
  },
  {
    option: 'deferred',
    header: 'swarm-deferred-upload',
    source: beeJs('dist/cjs/utils/headers.js', 76, 'prepareRequestHeaders', "headers['swarm-deferred-upload']"),
  },
];

/** Upload options a browser cannot send through gateway-proxy: their header fails the CORS preflight. */
export const BLOCKED_BY_GATEWAY = UPLOAD_HEADERS.filter(
  ({header}) => !(GATEWAY_PROXY_ALLOWED_HEADERS.headers as readonly string[]).includes(header),
);
