/**
 * The build's environment, parsed once. Every value the site reads from
 * process.env goes through here so a typo fails the build with a clear
 * message instead of silently producing a different site.
 */

export type DocSearchCredentials = {
  appId: string;
  apiKey: string;
  indexName: string;
};

export type SiteEnv = {
  /** Path prefix the site is served under, always with leading and trailing slash. */
  baseUrl: string;
  /** Whether TypeDoc generates docs/api/ during this build. */
  typedoc: boolean;
  /** Hosted DocSearch credentials; null means the local index backs search. */
  docsearch: DocSearchCredentials | null;
  /** Adds the /e2e/ fixture pages the browser tests need (a page that crashes, a chunk that fails to load). */
  e2eFixtures: boolean;
  /** Ids of upstream patches to build without (plugins/upstream-patches/ledger.ts checks them), for their bench. */
  upstreamPatchesOff: string[];
};

const DOCSEARCH_VARS = ['DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME'] as const;

function parseBaseUrl(raw: string | undefined): string {
  if (raw === undefined || raw === '') return '/';
  if (!raw.startsWith('/') || !raw.endsWith('/')) {
    throw new Error(`BASE_URL must start and end with "/" (for example "/" or "/bzz/<reference>/"), got "${raw}".`);
  }
  if (/[\s?#]/.test(raw)) {
    throw new Error(`BASE_URL must be a plain path without spaces, "?" or "#", got "${raw}".`);
  }
  return raw;
}

function parseSwitch(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 0, 1, true or false, got "${raw}".`);
}

function parseDocSearch(env: NodeJS.ProcessEnv): DocSearchCredentials | null {
  const present = DOCSEARCH_VARS.filter((name) => env[name]);
  if (present.length === 0) return null;
  const missing = DOCSEARCH_VARS.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `Algolia search needs all of ${DOCSEARCH_VARS.join(', ')}; missing: ${missing.join(', ')}. ` +
        'Set them all, or none to use the local search index.',
    );
  }
  return {
    appId: env.DOCSEARCH_APP_ID!,
    apiKey: env.DOCSEARCH_API_KEY!,
    indexName: env.DOCSEARCH_INDEX_NAME!,
  };
}

export function parseSiteEnv(env: NodeJS.ProcessEnv): SiteEnv {
  return {
    baseUrl: parseBaseUrl(env.BASE_URL),
    typedoc: parseSwitch('TYPEDOC', env.TYPEDOC, true),
    docsearch: parseDocSearch(env),
    e2eFixtures: parseSwitch('E2E_FIXTURES', env.E2E_FIXTURES, false),
    upstreamPatchesOff: (env.UPSTREAM_PATCHES_OFF ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id !== ''),
  };
}
