/**
 * For the remark steps' tests: a page of fences, catalogued as the build catalogues the site's pages, and the
 * code nodes remark would give those fences, with their positions.
 */
import path from 'node:path';
import type {Code} from 'mdast';
import {sampleCatalogue} from './catalogue';
import {useSampleCatalogue} from './index';
import {SITE_DIR} from '../shared/site-dir';

export type PageFence = {
  lang: string;
  value: string;
  meta?: string | null;
  /** 1-based line of the fence, after the previous one. */ line?: number;
};

export async function cataloguedPage(file: string, fences: PageFence[]): Promise<{pagePath: string; nodes: Code[]}> {
  let source = '';
  const nodes = fences.map(({lang, value, meta = null, line}): Code => {
    const lineCount = () => source.split('\n').length;
    while (line !== undefined && lineCount() < line) source += '\n';
    const fenceLine = lineCount();
    source += `\`\`\`${lang}${meta ? ` ${meta}` : ''}\n${value}\n\`\`\`\n\n`;
    const end = {line: fenceLine + value.split('\n').length + 1, column: 4};
    return {type: 'code', lang, meta, value, position: {start: {line: fenceLine, column: 1}, end}};
  });
  useSampleCatalogue(await sampleCatalogue([{file, source}]));
  return {pagePath: path.join(SITE_DIR, file), nodes};
}
