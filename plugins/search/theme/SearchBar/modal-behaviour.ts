/**
 * What the search bar adds to DocSearch's modal once it opens: the 64-character query limit, an error state,
 * the busy flag and the no-results suggestions. Plain DOM, because the modal's DOM belongs to DocSearch, not to
 * the search bar's tree. Loaded when the reader reaches for search (./index.tsx), since only the open modal
 * needs it: about 700 B gzipped less JavaScript on every page's first load. Started once, for the page's life,
 * as the search bar itself lives on every page.
 */
import {
  clearSearchFailure,
  getSearchFailure,
  isFirstAnswer,
  isSearching,
  subscribeSearchStatus,
  suggestedQueries,
} from '../../client/status';
import {QUERY_MAX_LENGTH, searchBackend} from '../../client';
import {takeKeptKeys} from './typed-ahead';

const INPUT_SELECTOR = '.DocSearch-Input';

const isSearchInput = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.matches(INPUT_SELECTOR);

/** DocSearch renders its input with maxlength 512; ours is 64, and an emptied query clears a stale error. */
function applyInputRules(): void {
  const limit = (input: HTMLInputElement) => {
    input.maxLength = QUERY_MAX_LENGTH;
  };
  document.addEventListener('focusin', (event) => isSearchInput(event.target) && limit(event.target), true);
  document.addEventListener(
    'input',
    (event) => isSearchInput(event.target) && event.target.value.trim() === '' && clearSearchFailure(),
    true,
  );
  // The modal may have opened before this module arrived.
  const open = document.querySelector(INPUT_SELECTOR);
  if (open instanceof HTMLInputElement) limit(open);
}

function errorScreen(): HTMLElement {
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
  return screen;
}

/**
 * An error state for failed searches, which DocSearch 4.7 never renders itself, placed in the results panel's
 * stead (the stylesheet hides the panel while it is there) with DocSearch's own screen classes; and the modal
 * marked busy while a search is under way, so assistive technology (and the bench) can tell. Both follow the
 * search status store, so a search that settles at once still toggles them.
 */
function followSearchStatus(): void {
  let shown: {failure: ReturnType<typeof getSearchFailure>; screen: HTMLElement | null} = {failure: null, screen: null};
  let firstAnswerShown = false;
  const update = () => {
    const modal = document.querySelector('.DocSearch-Modal');
    modal?.setAttribute('aria-busy', String(isSearching()));
    // The hits came from the titles index and the full index is ready now: search the query again. Noted first,
    // as that search notifies this listener again before refreshQuery returns.
    const fullIndexArrived = firstAnswerShown && !isFirstAnswer();
    firstAnswerShown = isFirstAnswer();
    if (fullIndexArrived) refreshQuery();
    const failure = getSearchFailure();
    if (failure === shown.failure) return;
    shown.screen?.remove();
    const screen = failure && modal ? errorScreen() : null;
    if (screen) modal!.insertBefore(screen, modal!.querySelector('.DocSearch-Footer'));
    shown = {failure, screen};
  };
  subscribeSearchStatus(update);
  update();
}

/**
 * Searches the input's query again, as typing it would. React ignores an input event that leaves the value as it
 * last saw it, so the value is first cleared through the input's own setter (which React follows), then typed.
 */
function refreshQuery(): void {
  const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
  const query = input?.value;
  if (!input || !query) return;
  input.value = '';
  typeQuery(query);
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
function addNoResultsSuggestions(): void {
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
}

/** Puts the keys typed before the input existed (./typed-ahead.ts) into it once it is there. */
function typeKeptKeys(): void {
  const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
  if (!input) return;
  const kept = takeKeptKeys();
  if (kept) typeQuery(input.value + kept);
}

let started = false;

export function startModalBehaviour(): void {
  if (started) return;
  started = true;
  applyInputRules();
  followSearchStatus();
  typeKeptKeys();
  new MutationObserver(() => {
    typeKeptKeys();
    addNoResultsSuggestions();
  }).observe(document.body, {childList: true, subtree: true});
}
