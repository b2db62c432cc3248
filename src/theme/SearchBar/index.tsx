/**
 * Wraps the theme's DocSearch bar: picks the search backend (src/search/client), adds what DocSearch 4.7 leaves
 * out (the error state, the 64-character query limit, 10- or 5-word snippets) and starts the local engine when
 * the reader reaches for search. The bar's preconnect hint is patched in plugins/upstream-patches/source-patches.cjs.
 */
import React, {useCallback, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DocSearchBar from '@theme-original/SearchBar';
import type {DocSearchModalProps} from '@docsearch/react';
import {preloadSearch, searchBackend, transformSearchClient} from '@site/src/search/client';
import {clearSearchFailure, getSearchFailure, isSearching, subscribeSearchStatus, suggestedQueries} from '@site/src/search/status';
import translations from '@theme/SearchTranslations';
import './styles.css';

const SearchBar = DocSearchBar as ComponentType<Partial<DocSearchModalProps>>;

export const QUERY_MAX_LENGTH = 64;
const NARROW_VIEWPORT = '(max-width: 768px)';
const INPUT_SELECTOR = '.DocSearch-Input';

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
    preloadSearch();
    clearSearchFailure();
    const selection = window.getSelection()?.toString() ?? '';
    setInitialQuery(selection.length > QUERY_MAX_LENGTH ? selection.slice(0, QUERY_MAX_LENGTH) : undefined);
  }, []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      if (shortcut || (event.key === '/' && !isTyping(event.target))) onOpening();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [onOpening]);
  return [initialQuery, onOpening];
}

/** DocSearch renders its input with maxlength 512; ours is 64, and an emptied query clears a stale error. */
function useSearchInputRules(): void {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLInputElement && event.target.matches(INPUT_SELECTOR)) {
        event.target.maxLength = QUERY_MAX_LENGTH;
      }
    };
    const onInput = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.matches(INPUT_SELECTOR) && event.target.value.trim() === '') {
        clearSearchFailure();
      }
    };
    document.addEventListener('focusin', onFocusIn, true);
    document.addEventListener('input', onInput, true);
    return () => {
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('input', onInput, true);
    };
  }, []);
}

/**
 * An error state for failed searches, which DocSearch 4.7 never renders itself. It is placed in the modal in the
 * results panel's stead (the stylesheet hides the panel while it is there) with DocSearch's own screen
 * classes. Plain DOM, because the modal's DOM belongs to DocSearch, not to this component's tree.
 */
function useSearchErrorScreen(): void {
  const failure = useSyncExternalStore(subscribeSearchStatus, getSearchFailure, () => null);
  useEffect(() => {
    const modal = failure ? document.querySelector('.DocSearch-Modal') : null;
    if (!modal) return undefined;
    const indexMissingInDev = process.env.NODE_ENV === 'development' && searchBackend === 'local';
    const screen = document.createElement('div');
    screen.className = 'DocSearch-ErrorScreen search-error-screen';
    screen.setAttribute('role', 'alert');
    const title = document.createElement('p');
    title.className = 'DocSearch-Title';
    title.textContent = 'Unable to fetch results';
    const help = document.createElement('p');
    help.className = 'DocSearch-Help';
    help.textContent = indexMissingInDev
      ? 'The development server has no search index: it is built by `npm run build`. Build once, then search in `npm run serve`.'
      : 'You might want to check your network connection.';
    screen.append(title, help);
    modal.insertBefore(screen, modal.querySelector('.DocSearch-Footer'));
    return () => screen.remove();
  }, [failure]);
}

/**
 * Marks the modal busy while a search is under way, so assistive technology (and the bench) can tell.
 * Set from the store's listener, not a render, so a search that settles at once still toggles it.
 */
function useBusyModal(): void {
  useEffect(
    () =>
      subscribeSearchStatus(() => {
        document.querySelector('.DocSearch-Modal')?.setAttribute('aria-busy', String(isSearching()));
      }),
    [],
  );
}

/** Puts a query into DocSearch's input the way typing would, so DocSearch searches it. */
function typeQuery(query: string): void {
  const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/**
 * DocSearch 4.7 collects 'Try searching for' suggestions into an object instead of an array, so its
 * no-results screen never lists them (algolia/docsearch#2922). This adds the list (same markup and classes) when
 * it is missing; drop it once DocSearch fixes that.
 */
function useNoResultsSuggestions(): void {
  useEffect(() => {
    const addSuggestions = () => {
      const screen = document.querySelector('.DocSearch-NoResults');
      const suggestions = suggestedQueries();
      if (!screen || suggestions.length === 0 || screen.querySelector('.DocSearch-NoResults-Prefill-List')) return;
      const list = document.createElement('div');
      list.className = 'DocSearch-NoResults-Prefill-List';
      const help = document.createElement('p');
      help.className = 'DocSearch-Help';
      help.textContent = 'Try searching for:';
      const items = document.createElement('div');
      items.className = 'DocSearch-NoResults-Prefill-List-Items';
      for (const suggestion of suggestions) {
        const item = document.createElement('p');
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'DocSearch-Prefill';
        button.textContent = suggestion;
        button.addEventListener('click', () => typeQuery(suggestion));
        item.append(button);
        items.append(item);
      }
      list.append(help, items);
      screen.querySelector('.DocSearch-Title')?.after(list);
    };
    const observer = new MutationObserver(addSuggestions);
    observer.observe(document.body, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, []);
}

const modalTranslations = {
  ...translations.modal,
  noResultsScreen: {...translations.modal?.noResultsScreen, noResultsText: 'No results for'},
};

export default function SearchBarWrapper(props: Partial<DocSearchModalProps>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const snippetWords = useSnippetWords();
  const [initialQuery, onOpening] = useInitialQueryFromSelection();
  useSearchInputRules();
  useSearchErrorScreen();
  useNoResultsSuggestions();
  useBusyModal();
  const issuesUrl = `https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}/issues/new`;
  return (
    <div
      className="search-bar"
      onClickCapture={onOpening}
      onFocusCapture={preloadSearch}
      onMouseOver={preloadSearch}
      onTouchStart={preloadSearch}
    >
      <Head>
        <html data-search-backend={searchBackend} />
      </Head>
      <SearchBar
        {...props}
        transformSearchClient={transformSearchClient}
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
