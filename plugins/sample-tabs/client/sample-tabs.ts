/**
 * The language tabs' one delegated listener, the only code of the tabs in a page's first load: a click (or the
 * arrow keys) on a tab shows that language in every sample of the page, keeps the choice in localStorage under
 * the theme's key for a tab group and in the URL's query, and each page shows the kept choice when it opens.
 */
import {SAMPLE_TABS} from '../../../src/samples/markup';

const STORAGE_KEY = `docusaurus.tab.${SAMPLE_TABS.group}`;
const LANGUAGES: readonly string[] = SAMPLE_TABS.languages.map(({value}) => value);

/** Shows `language` in every sample tab group inside `scope`: the page, or one group. */
function show(language: string, scope: ParentNode = document) {
  scope.querySelectorAll<HTMLElement>(`[${SAMPLE_TABS.tab}]`).forEach((tab) => {
    const chosen = tab.getAttribute(SAMPLE_TABS.tab) === language;
    tab.setAttribute('aria-selected', String(chosen));
    tab.tabIndex = chosen ? 0 : -1;
    tab.classList.toggle('tabs__item--active', chosen);
  });
  scope.querySelectorAll<HTMLElement>(`[${SAMPLE_TABS.panel}]`).forEach((panel) => {
    panel.hidden = panel.getAttribute(SAMPLE_TABS.panel) !== language;
  });
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function choose(tab: HTMLElement) {
  const language = tab.getAttribute(SAMPLE_TABS.tab)!;
  // The chosen tab stays where it is on the screen while the samples above it change length.
  const top = tab.getBoundingClientRect().top;
  show(language);
  window.scrollBy(0, tab.getBoundingClientRect().top - top);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage may be off (private windows): the choice then holds for this page only.
  }
  const url = new URL(location.href);
  url.searchParams.set(SAMPLE_TABS.query, language);
  history.replaceState(history.state, '', url);
}

if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest?.<HTMLElement>(`[${SAMPLE_TABS.tab}]`);
    if (tab) choose(tab);
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest?.<HTMLElement>(`[${SAMPLE_TABS.tab}]`);
    if (!tab || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    const next = (event.key === 'ArrowRight' ? tab.nextElementSibling : tab.previousElementSibling) as HTMLElement | null;
    if (!next) return;
    choose(next);
    next.focus();
  });
}

/**
 * When the URL's hash names an element in a hidden panel, as the API reference's links to a sample's code block
 * (the TypeScript one) do for a reader who chose JavaScript: that sample alone shows the panel holding it, the kept
 * choice unchanged, and the element is scrolled to, since the browser could not scroll to it while it was hidden.
 * The reader followed a link to that code, which in the other language may not even name the linked symbol.
 */
function revealHashTarget() {
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return;
  }
  const target = id === '' ? null : document.getElementById(id);
  const panel = target?.closest<HTMLElement>(`[${SAMPLE_TABS.panel}]`);
  const group = panel?.closest<HTMLElement>(`[${SAMPLE_TABS.container}]`);
  if (!target || !panel?.hidden || !group) return;
  show(panel.getAttribute(SAMPLE_TABS.panel)!, group);
  target.scrollIntoView();
}

/** After the first render and every navigation: the language of the URL's query, else the kept one. */
export function onRouteDidUpdate() {
  const asked = new URLSearchParams(location.search).get(SAMPLE_TABS.query);
  const language = asked && LANGUAGES.includes(asked) ? asked : storedChoice();
  if (asked === language && language) {
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // As in choose().
    }
  }
  if (language && LANGUAGES.includes(language)) show(language);
  revealHashTarget();
}
