/** The site's TypeScript samples, compiled together before the first page (./compile.ts explains why). */
import {compileSamples} from './compile';
import {isCompiledSample} from '../../src/samples/grammar';
import {SITE_DIR} from '../shared/site-dir';
import {readBlocks, siteMarkdownFiles} from '../shared/site-markdown';

let compiled = false;

/**
 * Compiles the samples as the sample checker reads them, in the same order, so that both give the same popups.
 * A sample that does not compile stays out of the cache: its page's own compile reports the error.
 */
export function compileSiteSamples(): void {
  if (compiled) return;
  compiled = true;
  compileSamples(readBlocks(SITE_DIR, siteMarkdownFiles(SITE_DIR)).filter((block) => isCompiledSample(block.language, block.meta)));
}
