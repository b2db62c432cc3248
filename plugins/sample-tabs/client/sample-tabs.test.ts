import {before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {Window} from 'happy-dom';
import {SAMPLE_TABS} from '../../../src/samples/markup';

const sample = (name: string) => `
  <div class="tabs-container" ${SAMPLE_TABS.container}>
    <ul role="tablist" class="tabs">
      <li role="tab" tabindex="0" aria-selected="true" class="tabs__item tabs__item--active" ${SAMPLE_TABS.tab}="ts">TypeScript</li>
      <li role="tab" tabindex="-1" aria-selected="false" class="tabs__item" ${SAMPLE_TABS.tab}="js">JavaScript</li>
    </ul>
    <div role="tabpanel" ${SAMPLE_TABS.panel}="ts">${name} in TypeScript</div>
    <div role="tabpanel" ${SAMPLE_TABS.panel}="js" hidden>${name} in JavaScript</div>
  </div>`;

const window = new Window({url: 'https://docs.example.com/docs/getting-started/'});
let onRouteDidUpdate: () => void;

/** The text of every shown panel, and the selected tab of every group. */
const shown = () => ({
  panels: Array.from(window.document.querySelectorAll('[role="tabpanel"]:not([hidden])'), (panel) => panel.textContent),
  tabs: Array.from(window.document.querySelectorAll('[aria-selected="true"].tabs__item--active'), (tab) => tab.textContent),
});

describe('the language tabs in the page', () => {
  before(async () => {
    Object.assign(globalThis, {
      document: window.document,
      localStorage: window.localStorage,
      location: window.location,
      history: window.history,
    });
    Object.assign(globalThis, {window});
    ({onRouteDidUpdate} = await import('./sample-tabs'));
  });

  test('a click shows that language in every sample of the page, and keeps the choice in storage and the URL', () => {
    window.document.body.innerHTML = sample('upload') + sample('download');
    (window.document.querySelectorAll(`[${SAMPLE_TABS.tab}="js"]`)[1] as unknown as HTMLElement).click();
    assert.deepEqual(shown(), {panels: ['upload in JavaScript', 'download in JavaScript'], tabs: ['JavaScript', 'JavaScript']});
    assert.equal(window.localStorage.getItem(`docusaurus.tab.${SAMPLE_TABS.group}`), 'js');
    assert.equal(new URL(window.location.href).searchParams.get(SAMPLE_TABS.query), 'js');
  });

  test('a page opened later shows the kept choice; a link that names a language wins over it', () => {
    window.document.body.innerHTML = sample('pin');
    onRouteDidUpdate();
    assert.deepEqual(shown(), {panels: ['pin in JavaScript'], tabs: ['JavaScript']});
    window.history.replaceState(null, '', `/docs/pinning/?${SAMPLE_TABS.query}=ts`);
    window.document.body.innerHTML = sample('pin');
    (window.document.querySelector(`[${SAMPLE_TABS.panel}="ts"]`) as unknown as HTMLElement).hidden = true;
    onRouteDidUpdate();
    assert.deepEqual(shown(), {panels: ['pin in TypeScript'], tabs: ['TypeScript']});
    assert.equal(window.localStorage.getItem(`docusaurus.tab.${SAMPLE_TABS.group}`), 'ts');
  });

  test("a link to a block in a hidden panel shows that sample's panel holding it, and keeps the choice", () => {
    window.localStorage.setItem(`docusaurus.tab.${SAMPLE_TABS.group}`, 'js');
    window.history.replaceState(null, '', '/docs/upload-download/#twoslash-1234abcd-0');
    window.document.body.innerHTML =
      sample('upload') +
      sample('download').replace('download in TypeScript', '<code id="twoslash-1234abcd-0">download in TypeScript</code>');
    onRouteDidUpdate();
    assert.deepEqual(shown(), {panels: ['upload in JavaScript', 'download in TypeScript'], tabs: ['JavaScript', 'TypeScript']});
    assert.equal(window.localStorage.getItem(`docusaurus.tab.${SAMPLE_TABS.group}`), 'js');
  });

  test('the arrow keys move between the tabs', () => {
    window.document.body.innerHTML = sample('feed');
    const typescript = window.document.querySelector(`[${SAMPLE_TABS.tab}="ts"]`)!;
    typescript.dispatchEvent(new window.KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));
    assert.deepEqual(shown(), {panels: ['feed in JavaScript'], tabs: ['JavaScript']});
  });
});
