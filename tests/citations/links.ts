/**
 * Which URLs point into source, and what each must be to count as a citation. A link to a file of a repository
 * at a ref (GitHub's blob, blame and raw views, raw.githubusercontent.com, however the host is spelt) or of a
 * published package (unpkg, jsDelivr) is a link into source. Into a pinned source (tests/citations/cited-files.ts:
 * Bee, gateway-proxy, viper and cast at their refs; bee-js in its published package at the version these pages
 * describe) it is checked; into any other ethersphere repository it fails, because there is no copy to check it
 * against and a moving branch changes under the link: cite the same code in a pinned source instead. A link to a
 * document (a `.md` file) without a line is reading matter, not evidence, and passes.
 */
import {BEE_JS_VERSION} from '../../src/data/bee-behaviour';
import {CITED_REPOS} from './cited-files';

export type SourceLink = {
  /** Where the file is published: a repository on GitHub, or a package on npm. */
  host: 'github' | 'npm';
  repo: string;
  ref: string;
  file: string;
  line?: number;
  /** The last line of a range `#L10-L20`. */
  lastLine?: number;
};

/** Owners and repositories whose files are sources: every ethersphere repository, and the pinned others. */
const SOURCE_OWNERS = new Set(['ethersphere']);
const isSourceRepo = (repo: string) =>
  SOURCE_OWNERS.has(repo.split('/')[0]!.toLowerCase()) || CITED_REPOS.some((cited) => cited.repo === repo);

const LINE_FRAGMENT = /^#L(\d+)(?:C\d+)?(?:-L?(\d+)(?:C\d+)?)?$/;
const PACKAGE_PATH = /^\/(?:browse\/|npm\/)?(@ethersphere\/[^@/]+)(?:@([^/]+))?(?:\/(.+))?$/;

/** The file (and line or range) a URL points into, or null when it is no link into source. */
export function sourceLink(url: string): SourceLink | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const segments = parsed.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const lines = LINE_FRAGMENT.exec(parsed.hash);
  const at = lines ? {line: Number(lines[1]), ...(lines[2] ? {lastLine: Number(lines[2])} : {})} : {};
  let found: SourceLink | undefined;
  if (host === 'github.com' && ['blob', 'blame', 'raw'].includes(segments[2] ?? '') && segments.length > 4) {
    found = {host: 'github', repo: `${segments[0]}/${segments[1]}`, ref: segments[3]!, file: segments.slice(4).join('/')};
  } else if (host === 'raw.githubusercontent.com' && segments.length > 3) {
    found = {host: 'github', repo: `${segments[0]}/${segments[1]}`, ref: segments[2]!, file: segments.slice(3).join('/')};
  } else if (host === 'unpkg.com' || host === 'cdn.jsdelivr.net') {
    const match = PACKAGE_PATH.exec(parsed.pathname);
    if (match?.[3]) found = {host: 'npm', repo: match[1]!.slice(1), ref: match[2] ?? 'latest', file: match[3]};
  }
  return found && isSourceRepo(found.repo) ? {...found, ...at} : null;
}

/** The ref a repository is pinned at, when it is one of the pinned sources. */
export function pinnedRef({host, repo}: SourceLink): string | undefined {
  if (host === 'npm') return repo === 'ethersphere/bee-js' ? BEE_JS_VERSION : undefined;
  return CITED_REPOS.find((cited) => cited.repo === repo)?.ref;
}

/** A minified bundle is one line, so a line of it proves nothing; the same code is readable in dist/cjs. */
export const isMinified = (file: string) => /\.min\.js$/.test(file);

export const isDocument = (file: string) => /\.(md|markdown|txt)$/i.test(file);

/** The line references of code and prose: `pkg/api/router.go:222`, `router.go:649-672`, `router.go:692, 700`. */
export const LINE_REFERENCE = /(?<![\w/.@-])((?:[\w.-]+\/)*[\w.-]+\.(?:go|js|cjs|mjs|ts|tsx)):(\d+(?:-\d+)?(?:,\s*\d+(?:-\d+)?)*)\b/g;

/** URLs as they appear in code and in raw HTML. */
export const URL_IN_TEXT = /https?:\/\/[^\s"'`<>()[\]{}\\]+/g;

/** Whether a text can hold a link into source or a line reference at all: files without one are not parsed. */
export const mayCite = (text: string) =>
  /github\.com|githubusercontent\.com|unpkg\.com|jsdelivr\.net/i.test(text) || new RegExp(LINE_REFERENCE.source).test(text);
