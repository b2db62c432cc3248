/** The site's TypeScript samples, compiled together before the first page (./compile.ts explains why). */
import path from 'node:path';
import {compileSamples} from './compile';
import {type FencedBlock, readBlocks, siteMarkdownFiles} from './fenced-blocks';
import {TWOSLASH_LANGUAGES} from './markers';

const SITE_DIR = path.join(__dirname, '..', '..');

/** `nocheck` samples are exempt from compiling (see tests/code-samples/README.md), so they get no types either. */
const isCompiledBlock = (block: FencedBlock) => TWOSLASH_LANGUAGES.has(block.language) && !('nocheck' in block.meta);

let compiled = false;

/**
 * Compiles the samples as the sample checker reads them, in the same order, so that both give the same popups.
 * A sample that does not compile stays out of the cache: its page's own compile reports the error.
 */
export function compileSiteSamples(): void {
  if (compiled) return;
  compiled = true;
  compileSamples(readBlocks(SITE_DIR, siteMarkdownFiles(SITE_DIR)).filter(isCompiledBlock));
}
