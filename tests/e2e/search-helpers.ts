/** Driving the DocSearch modal from browser tests, shared by the local, sub-path and Algolia suites. */
import type {Locator, Page} from 'playwright-core';
import {WAIT, waitedFor} from './harness';

export const MODAL = '.DocSearch-Modal';
export const INPUT = '.DocSearch-Input';
export const HIT_LINK = '.DocSearch-Hit a';

export async function openModal(page: Page): Promise<Locator> {
  await page.locator('body').click({position: {x: 1, y: 1}});
  await page.keyboard.press('Control+k');
  const input = page.locator(INPUT);
  // The modal's code loads on the shortcut.
  await input.waitFor({timeout: WAIT.lazyCode});
  return input;
}

/** What `searchAnswered` keeps on the page between typing a query and reading its answer. */
type AnswerWatch = {settled: boolean; before: string; snapshot: string; frames: number; since: number};

/**
 * Types a query (opening the modal first if it is closed) and waits until the modal shows its answer: hits, the
 * no-results screen or the error screen. The modal is marked busy while a search runs, with the local index and
 * with Algolia alike (plugins/search/theme/SearchBar/modal-behaviour.ts), so this waits for the search the typing
 * starts to settle and for the panel to show something other than before, unchanged over three frames: tens of
 * milliseconds, where waiting for a quiet panel costs a quarter second a query. An answer that looks exactly like
 * the one before it is taken after that quiet quarter second.
 */
export async function searchAnswered(page: Page, query: string): Promise<void> {
  const input = (await page.locator(INPUT).count()) > 0 ? page.locator(INPUT) : await openModal(page);
  await page.evaluate(() => {
    const modal = document.querySelector('.DocSearch-Modal')!;
    const watch: AnswerWatch = {settled: false, before: modal.innerHTML, snapshot: '', frames: 0, since: 0};
    Object.assign(window, {answerWatch: watch});
    let busySeen = false;
    const observer = new MutationObserver((records) => {
      // Each record holds the value before its change: the values set are the next record's old value, then the current one.
      const values = [...records.slice(1).map((record) => record.oldValue), modal.getAttribute('aria-busy')];
      for (const value of values) {
        if (value === 'true') busySeen = true;
        else if (busySeen) {
          watch.settled = true;
          observer.disconnect();
          return;
        }
      }
    });
    observer.observe(modal, {attributes: true, attributeFilter: ['aria-busy'], attributeOldValue: true});
  });
  await input.fill(query);
  const answered = page.waitForFunction(
    () => {
      const watch = (window as unknown as {answerWatch: AnswerWatch}).answerWatch;
      const modal = document.querySelector('.DocSearch-Modal');
      if (!watch.settled || modal?.getAttribute('aria-busy') === 'true') return false;
      const shown = modal?.querySelector('.DocSearch-Hit, .DocSearch-NoResults, .search-error-screen') ? modal.innerHTML : '';
      if (shown !== watch.snapshot) {
        Object.assign(watch, {snapshot: shown, frames: 0, since: performance.now()});
        return false;
      }
      watch.frames += 1;
      return shown !== '' && ((shown !== watch.before && watch.frames >= 3) || performance.now() - watch.since > 250);
    },
    undefined,
    {polling: 'raf', timeout: WAIT.lazyCode},
  );
  await waitedFor(`the search panel to show what "${query}" finds`, answered);
}

/** Hit URLs in display order, as paths relative to `origin`. */
export async function hitPaths(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.locator(HIT_LINK).evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.map((href) => href.replace(origin, ''));
}

/** Group titles (hierarchy lvl0) in display order, each with its number of hits. */
export async function groups(page: Page): Promise<{title: string; hits: number}[]> {
  return page.locator('.DocSearch-Hits').evaluateAll((sections) =>
    sections.map((section) => ({
      title: section.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
      hits: section.querySelectorAll('.DocSearch-Hit').length,
    })),
  );
}

/**
 * Hosts the page asks the browser to preconnect to: in the HTML as served (before any script runs) and in
 * the document once React has hydrated and rendered its head tags.
 */
export async function preconnectHosts(page: Page): Promise<{served: string[]; hydrated: string[]}> {
  // Inline functions only: the TypeScript loader wraps named in-page functions in a helper the page lacks.
  const [served, hydrated] = await page.evaluate(async () => {
    const servedDocument = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
    return [servedDocument, document].map((root) =>
      Array.from(root.querySelectorAll<HTMLLinkElement>('link[rel~="preconnect"]'), (link) => new URL(link.href, location.href).host),
    );
  });
  return {served: served!, hydrated: hydrated!};
}

/** DocSearch credentials of the Algolia-backed test build (build-algolia/, made by tests/run.ts). */
export const ALGOLIA_TEST_ENV = {
  DOCSEARCH_APP_ID: 'BEEJSTEST1',
  DOCSEARCH_API_KEY: 'search-only-test-key',
  DOCSEARCH_INDEX_NAME: 'bee-js-docs-test',
  TYPEDOC: '0',
};
