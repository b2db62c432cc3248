/**
 * Sentences of a page, for the sentence signal: an answer is often one sentence or one table row under a
 * heading that shares no word with the question, and a sentence that holds every word of the query is that
 * answer. The index keeps no block boundaries, so a sentence ends at a full stop, question or exclamation
 * mark, or after MAX_WORDS words (a run of table cells).
 */
import {groupsMatched, type ExpandedGroup} from './expand';
import type {IndexedSite} from './site';
import {wordTerms} from './words';

const MAX_WORDS = 30;
const SENTENCE_END = /[.!?]$/;

type PageSentence = {start: number; end: number; terms: string[]};

const sentencesByPage = new WeakMap<string[], PageSentence[]>();

export function sentencesOf(words: string[]): PageSentence[] {
  let sentences = sentencesByPage.get(words);
  if (!sentences) {
    sentences = [];
    let start = 0;
    words.forEach((word, location) => {
      const end = location + 1;
      if (SENTENCE_END.test(word) || end - start >= MAX_WORDS || end === words.length) {
        sentences!.push({start, end, terms: [...new Set(words.slice(start, end).flatMap(wordTerms))]});
        start = end;
      }
    });
    sentencesByPage.set(words, sentences);
  }
  return sentences;
}

/** The page's sentence that holds most of the query's groups, first such in the page. */
export function bestSentence(
  site: IndexedSite,
  page: number,
  groups: ExpandedGroup[],
): {start: number; end: number; matched: number} | undefined {
  let best: {start: number; end: number; matched: number} | undefined;
  for (const {start, end, terms} of sentencesOf(site.words[page]!)) {
    const matched = groupsMatched(groups, terms).size;
    if (matched > (best?.matched ?? 0)) best = {start, end, matched};
    if (matched === groups.length) break;
  }
  return best;
}
