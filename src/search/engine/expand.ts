/**
 * Stage 2, expand: each group of the parsed query (./parse.ts: a word, a symbol or a thesaurus phrase with its
 * equivalents) becomes a MiniSearch query that also finds the page words a typo of it may mean, and the set
 * of query terms by which a result shows that it holds the group.
 */
import type {Query} from 'minisearch';
import {stemOf} from '../highlight';
import type {ParsedQuery, QueryGroup, QueryWord} from './parse';
import type {IndexedSite} from './site';
import {corrections} from './words';

/**
 * A word found through a typo adds little to a page's score: a page that also has the word as typed should
 * not rise above others for having its near misses too.
 */
const TYPO_WEIGHT = 0.1;

export type ExpandedGroup = {
  group: QueryGroup;
  query: Query;
  /** Query terms (stemmed) that count as this group when a result matched them. */
  terms: Set<string>;
  /** Terms found only through a typo of a typed word. */
  typoTerms: Set<string>;
};

const leaf = ({word, prefix}: QueryWord): Query => ({queries: [word], prefix});

/**
 * `typedTerms` are the terms of every word the reader typed: a typo of one of them is never another
 * ("mode" is not read as "node" in "node mode").
 */
function expandGroup(group: QueryGroup, site: IndexedSite, typedTerms: Set<string>): ExpandedGroup {
  const typoTerms = new Set<string>();
  const alternatives: Query[] = group.alternatives.map((words) =>
    words.length === 1 ? leaf(words[0]!) : {combineWith: 'AND', queries: words.map(leaf)},
  );
  // Typos are looked up among the pages' words as written: a stem ("pin" for "pinning") hides them. Only
  // the words typed may be mistyped: an equivalent the thesaurus adds is spelled right ("feed" is not "need").
  for (const words of group.alternatives) {
    if (words.length !== 1 || words[0]!.typos === 0 || !group.typedTerms.has(words[0]!.term)) continue;
    for (const form of corrections(words[0]!.word, words[0]!.typos, site.vocabulary)) {
      const term = stemOf(form);
      if (typedTerms.has(term) || group.exactTerms.has(term)) continue;
      typoTerms.add(term);
      alternatives.push({queries: [form], boostTerm: () => TYPO_WEIGHT});
    }
  }
  const query: Query = alternatives.length === 1 ? alternatives[0]! : {combineWith: 'OR', queries: alternatives};
  return {group, query, terms: new Set([...group.exactTerms, ...typoTerms]), typoTerms};
}

export function expand(parsed: ParsedQuery, site: IndexedSite): ExpandedGroup[] {
  const typedTerms = new Set(parsed.groups.flatMap((group) => [...group.typedTerms]));
  return parsed.groups.map((group) => expandGroup(group, site, typedTerms));
}

/** Which groups a result holds, given the query terms it matched (prefixes count for their group). */
export function groupsMatched(groups: ExpandedGroup[], queryTerms: string[]): Set<number> {
  const matched = new Set<number>();
  groups.forEach(({terms, group}, index) => {
    if (queryTerms.some((term) => terms.has(term) || (group.prefix && [...group.typedTerms].some((typed) => term.startsWith(typed)))))
      matched.add(index);
  });
  return matched;
}
