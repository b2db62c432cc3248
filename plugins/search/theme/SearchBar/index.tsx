/**
 * Wraps the theme's DocSearch bar: picks the search backend (../../client), adds what DocSearch leaves out
 * (10- or 5-word snippets, every hit of a group listed, hits that fetch their page only when pointed at,
 * recent searches for text hits (./recent-searches.ts); the error state, the 64-character query limit and the
 * no-results suggestions in ./modal-behaviour.ts) and starts the modal, the local engine and those when the
 * reader reaches for search. With the local index, the theme's bar renders no preconnect hint to Algolia
 * (./head-without-preconnect.tsx).
 */
import React, {useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useHistory} from '@docusaurus/router';
import DocSearchBar from '@theme-init/SearchBar';
import type {DocSearchModalProps} from '@docsearch/react';
import {HITS_PER_QUERY, preloadSearch, QUERY_MAX_LENGTH, searchBackend, transformSearchClient} from '../../client';
import {clearSearchFailure} from '../../client/status';
import translations from '@theme/SearchTranslations';
import {rememberPageOfHit} from './recent-searches';
import {keepKey, keepKeysFromShortcut} from './typed-ahead';
import './styles.css';

const SearchBar = DocSearchBar as ComponentType<Partial<DocSearchModalProps>>;

const NARROW_VIEWPORT = '(max-width: 768px)';

function subscribeViewport(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_VIEWPORT);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Snippet length in words: 10, or 5 on narrow screens where longer snippets wrap into noise. */
function useSnippetWords(): number {
  return useSyncExternalStore(
    subscribeViewport,
    () => (window.matchMedia(NARROW_VIEWPORT).matches ? 5 : 10),
    () => 10,
  );
}

/**
 * Readies search as the reader reaches for it (hover, focus, touch, the shortcut or its first key): the modal,
 * the local engine, and what the bar adds to the modal (./modal-behaviour.ts), which only the open modal needs.
 */
function prepareSearch(): void {
  preloadSearch();
  // The modal's code, which the theme's bar fetches only once the shortcut or button opens it.
  import('@docsearch/react/modal').catch(() => undefined);
  import('./modal-behaviour')
    .then(({startModalBehaviour}) => startModalBehaviour())
    // DocSearch's modal works without them; the next reach for search loads them again.
    .catch(() => undefined);
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')
  );
}

/**
 * DocSearch seeds the query with up to 512 selected characters; the search box takes 64. Whenever the modal is
 * about to open (shortcut or button), the selection is cut here and passed as the initial query.
 */
function useInitialQueryFromSelection(): [string | undefined, (event?: {target: EventTarget | null}) => void] {
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const onOpening = useCallback((event?: {target: EventTarget | null}) => {
    // Events from inside the modal bubble here too (React portals): only the button opens it.
    if (event && !(event.target instanceof Element && event.target.closest('.DocSearch-Button'))) return;
    prepareSearch();
    clearSearchFailure();
    const selection = window.getSelection()?.toString() ?? '';
    setInitialQuery(selection.length > QUERY_MAX_LENGTH ? selection.slice(0, QUERY_MAX_LENGTH) : undefined);
  }, []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      if (shortcut || (event.key === '/' && !isTyping(event.target))) {
        onOpening();
        keepKeysFromShortcut();
      } else keepKey(event, document.querySelector('.DocSearch-Input') !== null);
      // The first key of the shortcut: the modal's code and the index start on their way before K.
      if (event.key === 'Control' || event.key === 'Meta') prepareSearch();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [onOpening]);
  return [initialQuery, onOpening];
}

/**
 * A hit that fetches its page's code only when the reader points at it or chooses it: the theme's hit, a
 * Docusaurus Link, fetches it as soon as the hit is shown, which on a slow link competed with the first search.
 */
function Hit({hit, children}: {hit: ChosenHit; children: ReactNode}): React.JSX.Element {
  const history = useHistory();
  const {indexName} = useDocusaurusContext().siteConfig.themeConfig.algolia as {indexName: string};
  const prefetch = () => void window.docusaurus.prefetch(hit.url);
  return (
    <a
      href={hit.url}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      onClick={(event) => {
        rememberPageOfHit(hit, indexName);
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        history.push(hit.url);
      }}
    >
      {children}
    </a>
  );
}

type ChosenHit = Parameters<typeof rememberPageOfHit>[0];

/** Opens a hit chosen with Enter, as the theme's navigator does, and keeps it among recent searches. */
function useNavigator(indexName: string): DocSearchModalProps['navigator'] {
  const history = useHistory();
  return useMemo(
    () => ({
      navigate: ({itemUrl, item}) => {
        rememberPageOfHit(item as unknown as ChosenHit, indexName);
        history.push(itemUrl);
      },
    }),
    [history, indexName],
  );
}

const modalTranslations = {
  ...translations.modal,
  noResultsScreen: {...translations.modal?.noResultsScreen, noResultsText: 'No results for'},
};

export default function SearchBarWrapper(props: Partial<DocSearchModalProps>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const snippetWords = useSnippetWords();
  const [initialQuery, onOpening] = useInitialQueryFromSelection();
  const navigator = useNavigator((siteConfig.themeConfig.algolia as {indexName: string}).indexName);
  const issuesUrl = `https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}/issues/new`;
  return (
    <div
      className="search-bar"
      onClickCapture={onOpening}
      onFocusCapture={prepareSearch}
      onMouseOver={prepareSearch}
      onTouchStart={prepareSearch}
    >
      <Head>
        <html data-search-backend={searchBackend} />
      </Head>
      <SearchBar
        {...props}
        transformSearchClient={transformSearchClient}
        hitComponent={Hit}
        navigator={navigator}
        // Every hit of a group is listed, so that the modal shows the pages the engine ranked in its order.
        maxResultsPerGroup={HITS_PER_QUERY}
        translations={{...translations, modal: modalTranslations}}
        searchParameters={{
          attributesToSnippet: [1, 2, 3, 4, 5, 6].map((level) => `hierarchy.lvl${level}:${snippetWords}`).concat(`content:${snippetWords}`),
          snippetEllipsisText: '…',
        }}
        getMissingResultsUrl={({query}) => `${issuesUrl}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`}
        {...(initialQuery !== undefined && {initialQuery})}
      />
    </div>
  );
}
